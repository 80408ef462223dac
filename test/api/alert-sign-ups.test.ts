// Runs on PGlite too: concurrent upserts of one address, and the links checked against the stored subscriber.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { AlertSubscriber } from '../../src/server/db/entities/alert-subscriber.entity.ts';
import { alertTokens } from '../../src/server/features/alerts/alert-tokens.ts';
import { CONFIRMATION_SUBJECT } from '../../src/server/features/alerts/confirmation-message.ts';
import { CONSENT_TEXT, SUBSCRIPTION_ACCEPTED } from '../../src/shared/alerts.ts';
import { ALL_CATEGORIES, alertsApp, confirmLink, signUp } from '../helpers/alerts.ts';
import { testClock } from '../helpers/clock.ts';
import { smtpInbox } from '../helpers/smtp.ts';
import { until } from '../helpers/until.ts';

const MINUTE = 60_000;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type Inbox = Awaited<ReturnType<typeof smtpInbox>>;

const confirmations = (inbox: Inbox, email: string) => inbox.to(email).filter((m) => m.mail.subject === CONFIRMATION_SUBJECT);

/**
 * Every confirmation the app started sending before this call has arrived: a message to a fresh address,
 * started after them, is waited for, so a second e-mail to `email` would have had its chance to come.
 */
async function settled(app: FastifyInstance, inbox: Inbox, marker: string): Promise<void> {
  const answer = await app.inject({ method: 'POST', url: '/api/alerts/subscriptions', payload: { email: marker, categories: ALL_CATEGORIES, consent: true }, remoteAddress: '203.0.113.250' });
  assert.equal(answer.statusCode, 202);
  await until(() => confirmations(inbox, marker).length === 1, `the confirmation to ${marker}`);
}

test('20 sign-ups at once for one new address from 20 clients all get the same 202, and make one subscriber and one e-mail', async (t) => {
  const inbox = await smtpInbox(t);
  const { app, orm } = await alertsApp(t, { inbox });
  const answers = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      app.inject({
        method: 'POST',
        url: '/api/alerts/subscriptions',
        payload: { email: 'race@example.com', categories: ALL_CATEGORIES, consent: true, location: 'home' },
        remoteAddress: `198.51.100.${i + 1}`,
      }),
    ),
  );
  assert.deepEqual(answers.map((a) => a.statusCode), Array(20).fill(202), answers.map((a) => a.body).join('\n'));
  for (const answer of answers) assert.deepEqual(answer.json(), { message: SUBSCRIPTION_ACCEPTED });
  assert.equal(await orm.em.fork().count(AlertSubscriber, { email: 'race@example.com' }), 1);
  await until(() => confirmations(inbox, 'race@example.com').length >= 1, 'the confirmation e-mail');
  await settled(app, inbox, 'after-race@example.com');
  assert.equal(confirmations(inbox, 'race@example.com').length, 1);
});

test('an address with a display name, in a list or with trailing punctuation is refused naming the field; spaces around one are dropped', async (t) => {
  const { app, orm } = await alertsApp(t);
  for (const email of ['Investor <investor@example.com>', 'x<investor@example.com>', 'investor@example.com,', 'investor@example.com.', 'investor@example.com, other@example.com']) {
    const answer = await signUp(app, email);
    assert.equal(answer.statusCode, 400, email);
    assert.deepEqual((answer.json() as { errors: Record<string, string> }).errors, { email: 'E-mail address must be a valid e-mail address' }, email);
  }
  assert.equal(await orm.em.fork().count(AlertSubscriber, {}), 0);

  assert.equal((await signUp(app, '  Investor@Example.COM \n')).statusCode, 202);
  assert.equal((await signUp(app, 'investor@example.com')).statusCode, 202);
  const rows = await orm.em.fork().find(AlertSubscriber, {});
  assert.deepEqual(rows.map((r) => r.email), ['investor@example.com'], 'one subscriber however the address was typed');
});

test('a second sign-up within the hour sends nothing and changes nothing; after it, a new link replaces the old one', async (t) => {
  const inbox = await smtpInbox(t);
  const clock = testClock();
  const { app, orm } = await alertsApp(t, { inbox, clock });
  assert.equal((await signUp(app, 'twice@example.com', ['Company News'])).statusCode, 202);
  await until(() => confirmations(inbox, 'twice@example.com').length === 1, 'the first confirmation');
  const first = confirmLink(confirmations(inbox, 'twice@example.com')[0]!.mail.text ?? '');

  clock.advance(59 * MINUTE);
  const again = await signUp(app, 'twice@example.com', ['Project Updates'], { location: 'news-alerts-dialog' });
  assert.equal(again.statusCode, 202);
  assert.deepEqual(again.json(), { message: SUBSCRIPTION_ACCEPTED });
  await settled(app, inbox, 'marker1@example.com');
  assert.equal(confirmations(inbox, 'twice@example.com').length, 1, 'no second e-mail within the hour');
  const kept = await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'twice@example.com' });
  assert.deepEqual([kept.categories, kept.consentLocation], [['Company News'], 'home'], 'the consent record is the one the e-mail asks to confirm');

  clock.advance(MINUTE);
  assert.equal((await signUp(app, 'twice@example.com', ['Project Updates'], { location: 'news-alerts-dialog' })).statusCode, 202);
  await until(() => confirmations(inbox, 'twice@example.com').length === 2, 'the second confirmation');
  const second = confirmLink(confirmations(inbox, 'twice@example.com')[1]!.mail.text ?? '');
  const stale = await app.inject({ method: 'GET', url: first });
  assert.equal(stale.statusCode, 410);
  assert.match(stale.body, /<h1>This link has been replaced<\/h1>/);
  assert.equal((await app.inject({ method: 'POST', url: second, headers: FORM })).statusCode, 200);
  const confirmed = await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'twice@example.com' });
  assert.deepEqual([confirmed.status, confirmed.categories, confirmed.consentLocation], ['confirmed', ['Project Updates'], 'news-alerts-dialog']);
});

test('a confirmation link sent before an unsubscribe and a new sign-up no longer confirms', async (t) => {
  const inbox = await smtpInbox(t);
  const clock = testClock();
  const { app, orm, config } = await alertsApp(t, { inbox, clock });
  await signUp(app, 'returning@example.com');
  await until(() => confirmations(inbox, 'returning@example.com').length === 1, 'the first confirmation');
  const old = confirmLink(confirmations(inbox, 'returning@example.com')[0]!.mail.text ?? '');
  assert.equal((await app.inject({ method: 'POST', url: old, headers: FORM })).statusCode, 200);

  const subscriber = await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'returning@example.com' });
  const manage = alertTokens(config.JWT_SECRET, clock.now).issue(subscriber.id, 'manage');
  clock.advance(10 * MINUTE);
  assert.equal((await app.inject({ method: 'POST', url: `/alerts/unsubscribe/${manage}` })).statusCode, 200);
  const status = async () => (await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'returning@example.com' })).status;
  assert.equal(await status(), 'unsubscribed');
  const afterUnsubscribe = await app.inject({ method: 'POST', url: old, headers: FORM });
  assert.equal(afterUnsubscribe.statusCode, 410);
  assert.equal(await status(), 'unsubscribed');

  clock.advance(60 * MINUTE);
  await signUp(app, 'returning@example.com');
  await until(() => confirmations(inbox, 'returning@example.com').length === 2, 'the new confirmation');
  assert.equal(await status(), 'pending');
  for (const method of ['GET', 'POST'] as const) {
    const stale = await app.inject({ method, url: old, headers: FORM });
    assert.equal(stale.statusCode, 410, method);
    assert.match(stale.body, /a newer one was sent to this address, or the address was unsubscribed after it was sent/);
  }
  assert.equal(await status(), 'pending', 'the old link confirmed nothing');
  const fresh = confirmLink(confirmations(inbox, 'returning@example.com')[1]!.mail.text ?? '');
  assert.equal((await app.inject({ method: 'POST', url: fresh, headers: FORM })).statusCode, 200);
  assert.equal(await status(), 'confirmed');
});

test('the one-click unsubscribe POST works as multipart/form-data, urlencoded and with an empty body', async (t) => {
  const { app, orm, config, clock } = await alertsApp(t);
  const em = orm.em.fork();
  const now = clock.now();
  const emails = ['multipart@example.com', 'urlencoded@example.com', 'empty@example.com'];
  const rows = emails.map((email) =>
    em.create(AlertSubscriber, { email, categories: ALL_CATEGORIES, status: 'confirmed', createdAt: now, confirmedAt: now, consentAt: now, consentText: CONSENT_TEXT, consentLocation: 'home' }),
  );
  await em.flush();
  const tokens = alertTokens(config.JWT_SECRET, clock.now);
  const url = (i: number) => `/alerts/unsubscribe/${tokens.issue(rows[i]!.id, 'manage')}`;

  const boundary = '----dcop-one-click';
  const answers = [
    await app.inject({
      method: 'POST',
      url: url(0),
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    }),
    await app.inject({ method: 'POST', url: url(1), headers: FORM, payload: 'List-Unsubscribe=One-Click' }),
    await app.inject({ method: 'POST', url: url(2) }),
  ];
  for (const answer of answers) {
    assert.equal(answer.statusCode, 200, answer.body);
    assert.match(answer.body, /<h1>You are unsubscribed<\/h1>/);
  }
  const stored = await orm.em.fork().find(AlertSubscriber, {}, { orderBy: { id: 'asc' } });
  assert.deepEqual(stored.map((s) => [s.email, s.status]), emails.map((e) => [e, 'unsubscribed']));
  const signUpAsMultipart = await app.inject({
    method: 'POST',
    url: '/api/alerts/subscriptions',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nm@example.com\r\n--${boundary}--\r\n`,
  });
  assert.equal(signUpAsMultipart.statusCode, 415, 'multipart stays limited to the one-click route');
});
