import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AlertSubscriber } from '../../src/server/db/entities/alert-subscriber.entity.ts';
import type { SubscriberList } from '../../src/shared/alerts.ts';
import { alertsApp, confirmedSubscriber, signUp } from '../helpers/alerts.ts';
import { buildTestApp } from '../helpers/api.ts';
import { testClock } from '../helpers/clock.ts';
import { smtpInbox } from '../helpers/smtp.ts';
import { POSTGRES_ONLY } from '../helpers/test-db.ts';

const DAY = 24 * 60 * 60_000;

test('an address left unconfirmed for 30 days is forgotten; confirmed ones stay, whatever their age', async (t) => {
  const inbox = await smtpInbox(t);
  const clock = testClock();
  const { app, admin, orm } = await alertsApp(t, { inbox, clock });
  await confirmedSubscriber(app, inbox, 'kept@example.com');
  await signUp(app, 'forgotten@example.com');
  const emails = async () => ((await admin('GET', '/api/admin/subscribers')).json() as SubscriberList).subscribers.map((s) => s.email);

  clock.advance(30 * DAY);
  assert.deepEqual(await emails(), ['forgotten@example.com', 'kept@example.com'], 'kept for the whole 30 days');
  clock.advance(1000);
  assert.deepEqual(await emails(), ['kept@example.com']);
  assert.equal(await orm.em.fork().count(AlertSubscriber, { email: 'forgotten@example.com' }), 0, 'gone from the database, not only hidden');
  const list = (await admin('GET', '/api/admin/subscribers')).json() as SubscriberList;
  assert.deepEqual(list.counts, { pending: 0, confirmed: 1, unsubscribed: 0 });
});

test('a process starting after the 30 days forgets unconfirmed addresses without anyone looking', { skip: POSTGRES_ONLY }, async (t) => {
  const clock = testClock();
  const { app, orm, databaseUrl } = await alertsApp(t, { clock });
  await signUp(app, 'forgotten@example.com');
  clock.advance(30 * DAY + 1000);
  assert.equal(await orm.em.fork().count(AlertSubscriber, { email: 'forgotten@example.com' }), 1, 'kept until a sweep runs');
  const restarted = await buildTestApp(t, {}, databaseUrl, { clock: clock.now });
  await restarted.app.ready();
  assert.equal(await orm.em.fork().count(AlertSubscriber, { email: 'forgotten@example.com' }), 0);
});
