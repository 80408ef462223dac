import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONTACT_PER_WINDOW, CONTACT_RECEIVED, CONTACT_WINDOW_MS, type InboxMessage } from '../../src/shared/contact.ts';
import { FORWARDS_PER_HOUR } from '../../src/server/features/contact/contact-inbox.ts';
import { alertsApp } from '../helpers/alerts.ts';
import { ownDatabase } from '../helpers/api.ts';
import { publishingApp } from '../helpers/publishing.ts';
import { smtpInbox } from '../helpers/smtp.ts';
import { POSTGRES_ONLY } from '../helpers/test-db.ts';
import { until } from '../helpers/until.ts';

const MESSAGE = { name: 'Jane Investor', email: 'jane@example.com', subject: 'AGM date', message: 'When is the 2025 AGM?' };

test('a contact message is stored and reaches the Inbox, as JSON (202) or as a plain form post (303 to the thank-you page)', async (t) => {
  const { app, call } = await publishingApp(t);
  const json = await app.inject({ method: 'POST', url: '/api/contact', payload: MESSAGE, remoteAddress: '203.0.113.7' });
  assert.equal(json.statusCode, 202, json.body);
  assert.deepEqual(json.json(), { message: CONTACT_RECEIVED });

  const form = await app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ ...MESSAGE, subject: 'Site visit', website: '' }).toString(),
    remoteAddress: '203.0.113.8',
  });
  assert.equal(form.statusCode, 303, form.body);
  assert.equal(form.headers.location, '/contact/thank-you');

  const inbox = await call('GET', '/api/admin/inbox');
  assert.equal(inbox.statusCode, 200);
  assert.equal(inbox.headers['cache-control'], 'no-store');
  const messages = inbox.json() as InboxMessage[];
  assert.deepEqual(messages.map((m) => [m.subject, m.name, m.email, m.read]), [
    ['Site visit', 'Jane Investor', 'jane@example.com', false],
    ['AGM date', 'Jane Investor', 'jane@example.com', false],
  ]);

  const read = await call('PATCH' as 'PUT', `/api/admin/inbox/${messages[1]!.id}`, { read: true });
  assert.equal(read.statusCode, 200, read.body);
  assert.equal((read.json() as InboxMessage).read, true);
  assert.equal(((await call('GET', '/api/admin/inbox')).json() as InboxMessage[])[1]!.read, true);
  assert.equal((await call('PATCH' as 'PUT', '/api/admin/inbox/999999', { read: true })).statusCode, 404);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/inbox' })).statusCode, 401);
});

test('the honeypot, invalid fields and the per-IP limit keep the Inbox clean', async (t) => {
  const { app, call } = await publishingApp(t);
  const bot = await app.inject({ method: 'POST', url: '/api/contact', payload: { ...MESSAGE, website: 'http://spam.example' } });
  assert.equal(bot.statusCode, 202, 'a bot is told nothing');
  const invalid = await app.inject({ method: 'POST', url: '/api/contact', payload: { ...MESSAGE, email: 'not-an-address', message: '' } });
  assert.equal(invalid.statusCode, 400);
  const errors = (invalid.json() as { errors: Record<string, string> }).errors;
  assert.equal(errors.email, 'Enter a valid e-mail address');
  assert.equal(errors.message, 'Message is required');
  assert.deepEqual((await call('GET', '/api/admin/inbox')).json(), [], 'neither was stored');

  for (let sent = 2; sent < CONTACT_PER_WINDOW; sent++) {
    assert.equal((await app.inject({ method: 'POST', url: '/api/contact', payload: MESSAGE })).statusCode, 202);
  }
  const limited = await app.inject({ method: 'POST', url: '/api/contact', payload: MESSAGE });
  assert.equal(limited.statusCode, 429);
  const retryAfter = Number(limited.headers['retry-after']);
  assert.ok(retryAfter > 0 && retryAfter <= CONTACT_WINDOW_MS / 1000, `Retry-After ${retryAfter}: when the first message leaves the window`);
});

test('two server processes on one database share the contact limit', { skip: POSTGRES_ONLY }, async (t) => {
  const database = await ownDatabase();
  const apps = [await alertsApp(t, { databaseUrl: database.url }), await alertsApp(t, { databaseUrl: database.url })];
  const send = (i: number) => apps[i % 2]!.app.inject({ method: 'POST', url: '/api/contact', payload: MESSAGE, remoteAddress: '203.0.113.20' });
  const codes = [];
  for (let i = 0; i <= CONTACT_PER_WINDOW; i++) codes.push((await send(i)).statusCode);
  assert.deepEqual(codes, [...Array(CONTACT_PER_WINDOW).fill(202), 429]);
});

test('with e-mail configured a contact message also reaches the IR contact, replying to the visitor; with mail down it still reaches the Inbox', async (t) => {
  const inbox = await smtpInbox(t);
  const { app, admin } = await alertsApp(t, { inbox });
  const sent = await app.inject({ method: 'POST', url: '/api/contact', payload: MESSAGE, remoteAddress: '203.0.113.9' });
  assert.equal(sent.statusCode, 202, sent.body);
  await until(() => inbox.to('info@districtcopper.com').length === 1, 'the message at the IR contact');
  const { mail } = inbox.to('info@districtcopper.com')[0]!;
  assert.equal(mail.subject, 'Website message from Jane Investor');
  assert.match(mail.text ?? '', /Subject: AGM date/);
  assert.equal(mail.replyTo?.text, '"Jane Investor" <jane@example.com>');
  assert.match(mail.text ?? '', /When is the 2025 AGM\?/);
  assert.equal(((await admin('GET', '/api/admin/inbox')).json() as InboxMessage[]).length, 1);

  // A mail server nobody answers: the visitor is still answered, and the message is kept.
  const down = await alertsApp(t, { inbox: { ...inbox, url: 'smtp://127.0.0.1:9' } });
  assert.equal((await down.app.inject({ method: 'POST', url: '/api/contact', payload: MESSAGE, remoteAddress: '203.0.113.10' })).statusCode, 202);
  assert.equal(((await down.admin('GET', '/api/admin/inbox')).json() as InboxMessage[]).length, 1);
});

test('at most 30 messages an hour are e-mailed on to the IR contact; the rest wait in the Inbox', async (t) => {
  const inbox = await smtpInbox(t);
  const { app, admin, clock } = await alertsApp(t, { inbox });
  // From addresses of their own, so the per-IP limit stays out of the way.
  const send = (i: number) => app.inject({ method: 'POST', url: '/api/contact', payload: { ...MESSAGE, name: `Visitor ${i}` }, remoteAddress: `203.0.113.${i + 1}` });
  for (let i = 0; i <= FORWARDS_PER_HOUR; i++) assert.equal((await send(i)).statusCode, 202);
  clock.advance(60 * 60_000);
  assert.equal((await send(200)).statusCode, 202);
  // The next hour's message is forwarded after every earlier one that was going to be.
  await until(() => inbox.to('info@districtcopper.com').some((m) => m.mail.subject === 'Website message from Visitor 200'), 'the next hour’s message');
  await until(() => inbox.to('info@districtcopper.com').length >= FORWARDS_PER_HOUR + 1, 'the first hour’s forwards');
  const subjects = inbox.to('info@districtcopper.com').map((m) => m.mail.subject);
  assert.equal(subjects.length, FORWARDS_PER_HOUR + 1);
  assert.ok(!subjects.includes(`Website message from Visitor ${FORWARDS_PER_HOUR}`), 'the 31st of the hour waits in the Inbox');
  assert.equal(((await admin('GET', '/api/admin/inbox')).json() as InboxMessage[]).length, FORWARDS_PER_HOUR + 2);
});
