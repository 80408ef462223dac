// Runs on PGlite too: queues and claims alert deliveries.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { AlertDelivery } from '../../src/server/db/entities/alert-delivery.entity.ts';
import { AlertSubscriber } from '../../src/server/db/entities/alert-subscriber.entity.ts';
import { CONFIRMATION_SUBJECT } from '../../src/server/features/alerts/confirmation-message.ts';
import { CONSENT_TEXT, SUBSCRIPTION_ACCEPTED, type SubscriberList } from '../../src/shared/alerts.ts';
import type { AdminArticle } from '../../src/shared/article.ts';
import { ALL_CATEGORIES, alertsApp, confirmedSubscriber, confirmLink, signUp } from '../helpers/alerts.ts';
import { ownDatabase } from '../helpers/api.ts';
import { testClock } from '../helpers/clock.ts';
import { ARTICLE } from '../helpers/publishing.ts';
import { smtpInbox } from '../helpers/smtp.ts';
import { POSTGRES_ONLY } from '../helpers/test-db.ts';
import { until } from '../helpers/until.ts';

const MINUTE = 60_000;

test('sign-up stores the consent record and e-mails a link that confirms the subscription', async (t) => {
  const inbox = await smtpInbox(t);
  const { app, orm } = await alertsApp(t, { inbox });
  const response = await signUp(app, 'Investor@Example.com', ['Company News', 'Project Updates']);
  assert.equal(response.statusCode, 202);
  assert.deepEqual(response.json(), { message: SUBSCRIPTION_ACCEPTED });

  const stored = await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'investor@example.com' });
  assert.equal(stored.status, 'pending');
  assert.deepEqual(stored.categories, ['Company News', 'Project Updates']);
  assert.equal(stored.consentIp, '198.51.100.23');
  assert.equal(stored.consentUserAgent, 'Investor Browser/1.0');
  assert.equal(stored.consentText, CONSENT_TEXT);
  assert.equal(stored.consentLocation, 'home');
  assert.match(CONSENT_TEXT, /District Copper Corp\., Suite 1500, 701 West Georgia Street/);

  await until(() => inbox.to('investor@example.com').length === 1, 'the confirmation e-mail');
  const [{ mail }] = inbox.to('investor@example.com') as [(typeof inbox.messages)[number]];
  assert.equal(mail.subject, CONFIRMATION_SUBJECT);
  const link = confirmLink(mail.text ?? '');
  assert.match(mail.html || '', /Confirm my subscription/);

  // Opening the link (as a mail scanner does too) only shows the button.
  const page = await app.inject({ method: 'GET', url: link });
  assert.equal(page.statusCode, 200);
  assert.match(page.headers['content-type'] as string, /text\/html/);
  assert.match(page.body, /<h1>Confirm your subscription<\/h1>/);
  assert.ok(page.body.includes(`<form method="post" action="${link}"><button type="submit">Confirm my subscription</button></form>`), page.body);
  const opened = await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'investor@example.com' });
  assert.equal(opened.status, 'pending', 'a GET never confirms');

  const pressed = await app.inject({ method: 'POST', url: link, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(pressed.statusCode, 200);
  assert.match(pressed.body, /<h1>Subscription confirmed<\/h1>/);
  const confirmed = await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'investor@example.com' });
  assert.equal(confirmed.status, 'confirmed');
  assert.ok(confirmed.confirmedAt);
  const again = await app.inject({ method: 'GET', url: link });
  assert.match(again.body, /<h1>Subscription confirmed<\/h1>/, 'a confirmed address says so');

  for (const method of ['GET', 'POST'] as const) {
    const forged = await app.inject({ method, url: `${link.slice(0, -3)}abc` });
    assert.equal(forged.statusCode, 404);
    assert.match(forged.body, /This link does not work/);
  }
});

test('a confirmation link expires after 7 days, and unconfirmed addresses are forgotten after 30', async (t) => {
  const inbox = await smtpInbox(t);
  const clock = testClock();
  const { app, orm } = await alertsApp(t, { inbox, clock });
  await signUp(app, 'late@example.com');
  await until(() => inbox.to('late@example.com').length === 1, 'the confirmation e-mail');
  clock.advance(7 * 24 * 60 * MINUTE + MINUTE);
  const page = await app.inject({ method: 'GET', url: confirmLink(inbox.to('late@example.com')[0]!.mail.text ?? '') });
  assert.equal(page.statusCode, 404);
  clock.advance(23 * 24 * 60 * MINUTE);
  await app.close();
  assert.equal(await orm.em.fork().count(AlertSubscriber, { email: 'late@example.com' }), 1, 'kept until a sweep runs');
});

test('every address state gets the same 202, bad input is a labelled 400, and the honeypot drops bots silently', async (t) => {
  const inbox = await smtpInbox(t);
  const { app, orm } = await alertsApp(t, { inbox });
  await confirmedSubscriber(app, inbox, 'confirmed@example.com');
  await signUp(app, 'pending@example.com');
  const answers = await Promise.all(['new@example.com', 'pending@example.com', 'confirmed@example.com'].map((e) => signUp(app, e)));
  for (const answer of answers) {
    assert.equal(answer.statusCode, 202);
    assert.deepEqual(answer.json(), { message: SUBSCRIPTION_ACCEPTED });
  }

  const bad = async (payload: object) => (await app.inject({ method: 'POST', url: '/api/alerts/subscriptions', payload, remoteAddress: '198.51.100.80' })).json() as { errors: Record<string, string> };
  assert.equal((await bad({ email: 'nope', categories: ALL_CATEGORIES, consent: true })).errors.email, 'E-mail address must be a valid e-mail address');
  assert.equal((await bad({ email: 'a@example.com', categories: ALL_CATEGORIES, consent: false })).errors.consent, 'Consent is required: tick the box to receive news alerts');
  assert.equal(
    (await bad({ email: 'a@example.com', categories: ['Gossip'], consent: true })).errors.categories,
    'Categories must be one or more of: Company News, Industry Analysis, Market Commentary, Project Updates',
  );

  const bot = await signUp(app, 'bot@example.com', ALL_CATEGORIES, { website: 'http://spam.example' });
  assert.equal(bot.statusCode, 202);
  assert.deepEqual(bot.json(), { message: SUBSCRIPTION_ACCEPTED });
  assert.equal(await orm.em.fork().count(AlertSubscriber, { email: 'bot@example.com' }), 0);
  await until(() => inbox.to('new@example.com').length === 1, 'the new address\'s confirmation');
  assert.equal(inbox.to('bot@example.com').length, 0);
});

test('a plain form post (no JavaScript) subscribes and redirects to the check-your-inbox page', async (t) => {
  const inbox = await smtpInbox(t);
  const { app, orm } = await alertsApp(t, { inbox });
  const form = new URLSearchParams([['email', 'form@example.com'], ['categories', 'Company News'], ['categories', 'Project Updates'], ['consent', 'yes'], ['location', 'news-alerts-dialog'], ['website', '']]);
  const response = await app.inject({ method: 'POST', url: '/api/alerts/subscriptions', payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(response.statusCode, 303);
  assert.equal(response.headers.location, '/alerts/check-inbox');
  const page = await app.inject({ method: 'GET', url: '/alerts/check-inbox' });
  assert.match(page.body, /<h1>Check your inbox<\/h1>/);
  const stored = await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'form@example.com' });
  assert.deepEqual(stored.categories, ['Company News', 'Project Updates']);
  assert.equal(stored.consentLocation, 'news-alerts-dialog');
});

test('sign-ups are rate-limited per IP: the 11th in 15 minutes is a 429 with Retry-After', async (t) => {
  const clock = testClock();
  const { app } = await alertsApp(t, { clock });
  const codes = [];
  for (let i = 0; i < 10; i++) {
    codes.push((await signUp(app, `many${i}@example.com`)).statusCode);
    clock.advance(MINUTE);
  }
  const refused = await signUp(app, 'many10@example.com');
  assert.deepEqual([...codes, refused.statusCode], [...Array(10).fill(202), 429]);
  assert.equal(refused.headers['retry-after'], String(5 * 60), 'the first sign-up leaves the window in 5 minutes');
  assert.equal((await app.inject({ method: 'POST', url: '/api/alerts/subscriptions', payload: {}, remoteAddress: '198.51.100.99' })).statusCode, 400, 'another IP is not limited');
  clock.advance(5 * MINUTE);
  assert.equal((await signUp(app, 'many10@example.com')).statusCode, 202);
  assert.equal((await signUp(app, 'many11@example.com')).statusCode, 429);
});

test('two server processes on one database share the sign-up limit', { skip: POSTGRES_ONLY }, async (t) => {
  const database = await ownDatabase();
  const first = await alertsApp(t, { databaseUrl: database.url });
  const second = await alertsApp(t, { databaseUrl: database.url });
  const codes = [];
  for (let i = 0; i < 10; i++) codes.push((await signUp(i % 2 ? second.app : first.app, `shared${i}@example.com`)).statusCode);
  const refused = await signUp(first.app, 'shared10@example.com');
  assert.deepEqual([...codes, refused.statusCode], [...Array(10).fill(202), 429]);
  assert.equal(refused.headers['retry-after'], String(15 * 60));
});

test('a release published now reaches each confirmed subscriber of its category once, with the CASL details and one-click unsubscribe', async (t) => {
  const inbox = await smtpInbox(t);
  const { app, admin, publish, orm } = await alertsApp(t, { inbox });
  await confirmedSubscriber(app, inbox, 'reader@example.com');
  await confirmedSubscriber(app, inbox, 'markets@example.com', ['Market Commentary']);
  await signUp(app, 'unconfirmed@example.com');

  const release = await publish();
  await until(() => inbox.to('reader@example.com').length === 2, 'the alert');
  const { mail } = inbox.to('reader@example.com')[1]!;
  assert.equal(mail.subject, ARTICLE.title);
  assert.equal(mail.from?.text, '"District Copper" <news@districtcopper.com>');
  const text = mail.text ?? '';
  assert.match(text, /Results from the summer programme\./);
  assert.match(text, /Read the release: http:\/\/127\.0\.0\.1:3000\/articles\/stony-lake-drill-results/);
  assert.match(text, /Neither TSX Venture Exchange nor its Regulation Services Provider/);
  assert.match(text, /District Copper Corp\., Suite 1500, 701 West Georgia Street, Vancouver, British Columbia V7Y 1C6, Canada/);
  assert.match(mail.html || '', /<h1[^>]*>Stony Lake Drilling Confirms Porphyry Copper<\/h1>/);
  const header = (key: string) => mail.headerLines.find((h) => h.key === key)?.line.replace(/\r?\n\s+/g, ' ');
  const unsubscribe = /^List-Unsubscribe:\s+<(http:\/\/127\.0\.0\.1:3000\/alerts\/unsubscribe\/[^>]+)>$/.exec(header('list-unsubscribe') ?? '');
  assert.equal(header('list-unsubscribe-post'), 'List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  assert.ok(unsubscribe, 'List-Unsubscribe names the https link');
  assert.ok(text.includes(unsubscribe[1]!), 'the same link is in the message');
  assert.equal(header('list-id')?.toLowerCase(), 'list-id: district copper corp. news alerts <news-alerts.127.0.0.1>');
  assert.match(mail.html || '', /^<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stony Lake Drilling Confirms Porphyry Copper<\/title>/);
  const confirmation = inbox.to('reader@example.com')[0]!.mail;
  assert.match(confirmation.html || '', /<html lang="en"><head><meta charset="utf-8"><title>Confirm your District Copper Corp\. news alerts<\/title>/);
  assert.equal(confirmation.headerLines.find((h) => h.key === 'list-id')?.line.toLowerCase(), 'list-id: district copper corp. news alerts <news-alerts.127.0.0.1>');

  await until(async () => (await orm.em.fork().count(AlertDelivery, { status: 'sent' })) === 1, 'the delivery to be marked sent');
  const listed = ((await admin('GET', '/api/admin/articles')).json() as AdminArticle[])[0]!;
  assert.deepEqual(listed.alerts, { queued: 0, sent: 1, failed: 0 });
  assert.equal(listed.emailSubscribers, true);
  assert.equal(inbox.to('markets@example.com').length, 1, 'only the confirmation: the category was not chosen');
  assert.equal(inbox.to('unconfirmed@example.com').length, 1, 'only the confirmation: never an alert before confirming');

  const edited = await admin('PUT', `/api/admin/articles/${release.id}`, { ...ARTICLE, published: false, version: release.version });
  const republished = await admin('PUT', `/api/admin/articles/${release.id}`, { ...ARTICLE, published: true, version: (edited.json() as AdminArticle).version });
  assert.equal(republished.statusCode, 200);
  assert.equal(await orm.em.fork().count(AlertDelivery, {}), 1, 'editing, unpublishing and republishing never queue it again');

  const oneClick = await app.inject({
    method: 'POST',
    url: new URL(unsubscribe[1]!).pathname,
    payload: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(oneClick.statusCode, 200);
  assert.match(oneClick.body, /<h1>You are unsubscribed<\/h1>/);
  assert.equal((await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'reader@example.com' })).status, 'unsubscribed');

  await confirmedSubscriber(app, inbox, 'second@example.com');
  await publish({ slug: 'second-release', title: 'Second Release' });
  await until(() => inbox.to('second@example.com').length === 2, 'the second release to reach the remaining subscriber');
  await until(async () => (await orm.em.fork().count(AlertDelivery, { status: 'queued' })) === 0, 'the queue to drain');
  assert.equal(inbox.to('reader@example.com').length, 2, 'no alert after unsubscribing');
});

test('a release scheduled a minute ahead is sent at its minute, with no request then; one not to be e-mailed is not', async (t) => {
  const inbox = await smtpInbox(t);
  const clock = testClock('2026-03-02T17:00:00Z');
  const { app, publish, orm } = await alertsApp(t, { inbox, clock });
  await confirmedSubscriber(app, inbox, 'reader@example.com');
  await publish({ published: false, scheduledDate: '2026-03-02T17:01:00Z' });
  await publish({ published: false, slug: 'quiet', title: 'Quiet Release', scheduledDate: '2026-03-02T17:01:00Z', emailSubscribers: false });
  assert.equal(await orm.em.fork().count(AlertDelivery, {}), 0, 'nothing is queued before the minute');

  clock.advance(MINUTE);
  await until(() => inbox.to('reader@example.com').length === 2, 'the scheduled alert');
  assert.equal(inbox.to('reader@example.com')[1]!.mail.subject, ARTICLE.title);
  assert.equal(await orm.em.fork().count(AlertDelivery, {}), 1, 'the release marked not to e-mail queued nothing');
});

test('without SMTP_URL messages are written to DATA_DIR/outbox and the admin says e-mail is not configured', async (t) => {
  const { app, admin, config } = await alertsApp(t);
  await signUp(app, 'outbox@example.com');
  const outbox = join(config.DATA_DIR, 'outbox');
  const files = () => {
    try {
      return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
    } catch {
      return [];
    }
  };
  await until(() => files().length === 1, 'the .eml file');
  const eml = readFileSync(join(outbox, files()[0]!), 'utf8');
  assert.match(eml, /^To: outbox@example\.com\r$/m);
  assert.match(eml, /^Subject: Confirm your District Copper Corp\. news alerts\r$/m);
  const list = (await admin('GET', '/api/admin/subscribers')).json() as SubscriberList;
  assert.equal(list.emailConfigured, false);
});

test('the admin lists subscribers with counts and consent records, exports them as CSV and deletes one on request, audited', async (t) => {
  const inbox = await smtpInbox(t);
  const { app, admin, orm } = await alertsApp(t, { inbox });
  await confirmedSubscriber(app, inbox, 'kept@example.com');
  await signUp(app, 'waiting@example.com');

  const list = (await admin('GET', '/api/admin/subscribers')).json() as SubscriberList;
  assert.deepEqual(list.counts, { pending: 1, confirmed: 1, unsubscribed: 0 });
  assert.equal(list.emailConfigured, true);
  assert.deepEqual(list.subscribers.map((s) => s.email), ['waiting@example.com', 'kept@example.com']);
  assert.deepEqual(list.subscribers[1]!.consent, { at: list.subscribers[1]!.consent.at, ip: '198.51.100.23', userAgent: 'Investor Browser/1.0', text: CONSENT_TEXT, location: 'home' });
  const found = (await admin('GET', '/api/admin/subscribers?q=KEPT&status=confirmed')).json() as SubscriberList;
  assert.deepEqual(found.subscribers.map((s) => s.email), ['kept@example.com']);
  assert.equal((await admin('GET', '/api/admin/subscribers?status=gone')).statusCode, 400);

  const csv = await admin('GET', '/api/admin/subscribers.csv');
  assert.equal(csv.statusCode, 200);
  assert.match(csv.headers['content-type'] as string, /^text\/csv/);
  const lines = csv.body.trim().split('\r\n');
  assert.equal(lines[0], 'email,status,categories,consent_at,consent_ip,consent_user_agent,consent_location,consent_text,confirmed_at,unsubscribed_at');
  assert.match(lines[1]!, /^"kept@example\.com","confirmed","Company News; Industry Analysis; Market Commentary; Project Updates","[^"]+","198\.51\.100\.23","Investor Browser\/1\.0","home","I agree to receive/);

  const id = list.subscribers[1]!.id;
  assert.equal((await admin('DELETE', `/api/admin/subscribers/${id}`)).statusCode, 204);
  assert.equal((await admin('DELETE', `/api/admin/subscribers/${id}`)).statusCode, 404);
  assert.equal(await orm.em.fork().count(AlertSubscriber, { email: 'kept@example.com' }), 0);
  const audit = (await admin('GET', '/api/admin/audit')).json() as { entries: { action: string; actor: string }[] };
  assert.deepEqual(audit.entries.map((e) => [e.action, e.actor])[0], ['subscriber-delete', 'admin']);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/subscribers' })).statusCode, 401);
});

test('the unsubscribe page offers an Unsubscribe button and a category change', async (t) => {
  const inbox = await smtpInbox(t);
  const { app, publish, orm } = await alertsApp(t, { inbox });
  await confirmedSubscriber(app, inbox, 'reader@example.com');
  await publish();
  await until(() => inbox.to('reader@example.com').length === 2, 'the alert');
  const link = /Unsubscribe: http:\/\/127\.0\.0\.1:3000(\S+)/.exec(inbox.to('reader@example.com')[1]!.mail.text ?? '')![1]!;
  const page = await app.inject({ method: 'GET', url: link });
  assert.equal(page.statusCode, 200);
  assert.match(page.body, new RegExp(`<form method="post" action="${link}"><button type="submit">Unsubscribe</button></form>`));
  assert.match(page.body, /Change which news you receive instead/);
  const token = link.split('/').at(-1)!;
  const saved = await app.inject({
    method: 'POST',
    url: `/alerts/preferences/${token}`,
    payload: 'categories=Project+Updates',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  assert.equal(saved.statusCode, 200);
  assert.deepEqual((await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'reader@example.com' })).categories, ['Project Updates']);
  assert.equal((await orm.em.fork().findOneOrFail(AlertSubscriber, { email: 'reader@example.com' })).status, 'confirmed');
});

test('two server processes on one database send exactly one alert per subscriber', { skip: POSTGRES_ONLY }, async (t) => {
  const inbox = await smtpInbox(t);
  const database = await ownDatabase();
  const first = await alertsApp(t, { inbox, databaseUrl: database.url });
  const second = await alertsApp(t, { inbox, databaseUrl: database.url });
  const em = first.orm.em.fork();
  const now = new Date();
  const emails = Array.from({ length: 40 }, (_, i) => `holder${i}@example.com`);
  for (const email of emails) {
    em.create(AlertSubscriber, { email, categories: ALL_CATEGORIES, status: 'confirmed', createdAt: now, confirmedAt: now, consentAt: now, consentText: CONSENT_TEXT, consentLocation: 'home' });
  }
  await em.flush();

  await first.publish();
  // The second process looks for work too, as it would after its own publication.
  await second.publish({ slug: 'second-release', title: 'Second Release', emailSubscribers: false });
  await until(async () => (await em.fork().count(AlertDelivery, { status: 'sent' })) === emails.length, 'every delivery to be sent');
  assert.equal(inbox.messages.length, emails.length);
  assert.deepEqual(new Set(inbox.messages.map((m) => m.to)), new Set(emails));
});

test('alerts name the mailing address as the company facts have it now, not as they were at install', async (t) => {
  const inbox = await smtpInbox(t);
  const { app, admin, publish } = await alertsApp(t, { inbox });
  await confirmedSubscriber(app, inbox, 'reader@example.com');
  const { version, facts } = (await admin('GET', '/api/admin/company')).json() as { version: number; facts: { corporateOffice: { value: string[] } } };
  const moved = { ...facts, corporateOffice: { ...facts.corporateOffice, value: ['Suite 2200, 1055 West Hastings Street', 'Vancouver, British Columbia V6E 2E9', 'Canada'] } };
  assert.equal((await admin('PUT', '/api/admin/company', { version, facts: moved })).statusCode, 200);

  await publish();
  await until(() => inbox.to('reader@example.com').length === 2, 'the alert');
  assert.match(inbox.to('reader@example.com')[1]!.mail.text ?? '', /District Copper Corp\., Suite 2200, 1055 West Hastings Street, Vancouver, British Columbia V6E 2E9, Canada/);
});
