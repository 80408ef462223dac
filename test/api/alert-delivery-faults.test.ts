import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { MikroORM } from '@mikro-orm/core';
import { startTestPostgres } from '../../scripts/test-db.ts';
import { AlertDelivery } from '../../src/server/db/entities/alert-delivery.entity.ts';
import { AlertSubscriber } from '../../src/server/db/entities/alert-subscriber.entity.ts';
import { Article } from '../../src/server/db/entities/article.entity.ts';
import type { EntityManager } from '../../src/server/db/unit-of-work.ts';
import { QUEUE_ALERTS } from '../../src/server/features/alerts/alert-queue.ts';
import { LEASE_MS } from '../../src/server/features/alerts/alert-worker.ts';
import { CONSENT_TEXT } from '../../src/shared/alerts.ts';
import { ALL_CATEGORIES } from '../helpers/alerts.ts';
import { buildTestApp, ownDatabase } from '../helpers/api.ts';
import { testClock } from '../helpers/clock.ts';
import { ARTICLE } from '../helpers/publishing.ts';
import { type Received, smtpInbox } from '../helpers/smtp.ts';
import { onPglite, POSTGRES_ONLY } from '../helpers/test-db.ts';
import { until } from '../helpers/until.ts';

const FROM = { ALERTS_FROM: 'District Copper <news@districtcopper.com>' };

/**
 * Confirmed subscribers and a public release with their alerts queued, written straight to the database,
 * so that no sender has started on them yet.
 */
async function queuedAlerts(orm: MikroORM, subscribers: number, now: Date): Promise<string[]> {
  const em = orm.em.fork() as EntityManager;
  const emails = Array.from({ length: subscribers }, (_, i) => `holder${i}@example.com`);
  for (const email of emails) {
    em.create(AlertSubscriber, { email, categories: ALL_CATEGORIES, status: 'confirmed', createdAt: now, confirmedAt: now, consentAt: now, consentText: CONSENT_TEXT, consentLocation: 'home' });
  }
  const release = em.create(Article, { ...ARTICLE, date: new Date(ARTICLE.date), featuredImage: null, scheduledDate: null, published: true, alertsQueuedAt: now });
  await em.flush();
  await em.execute(QUEUE_ALERTS, [release.id, now, release.category]);
  return emails;
}

/** Every address that got the alert more than once, with the Message-IDs of its copies; and those that never got it. */
function tally(messages: Received[], emails: string[]) {
  const copies = new Map<string, Received[]>();
  for (const message of messages) copies.set(message.to, [...(copies.get(message.to) ?? []), message]);
  return {
    duplicated: [...copies].filter(([, got]) => got.length > 1).map(([to, got]) => ({ to, messageIds: got.map((m) => m.mail.messageId) })),
    missing: emails.filter((email) => !copies.has(email)),
  };
}

test('PostgreSQL stopping while alerts are sent: every subscriber gets the alert exactly once', { skip: onPglite && 'stops a PostgreSQL server of its own' }, async (t) => {
  const postgres = await startTestPostgres();
  let arrived = 0;
  // The 40th message arrives with the database gone: SMTP accepts it, its mark cannot be written.
  const inbox = await smtpInbox(t, { onMessage: () => void (++arrived === 40 && postgres.stop()) });
  const logs: { msg: string }[] = [];
  const clock = testClock();
  const options = { clock: clock.now, logStream: { write: (line: string) => void logs.push(JSON.parse(line) as { msg: string }) } };
  const { app, orm } = await buildTestApp(t, { ...FROM, SMTP_URL: inbox.url, LOG_LEVEL: 'warn' }, postgres.url, options).catch((error: unknown) => {
    postgres.destroy();
    throw error;
  });
  // Added after the app's own hook, so it runs after it: the app's connection pool closes only with the server up.
  t.after(() => postgres.destroy());
  const emails = await queuedAlerts(orm, 300, clock.now());
  await app.ready();

  await until(() => arrived >= 40 && logs.some((line) => line.msg.startsWith('alerts:')), 'the sender to find the database gone');
  postgres.start();
  await until(() => new Set(inbox.messages.map((m) => m.to)).size === emails.length, 'every subscriber\'s alert');
  // Past any lease: a row left unmarked would be taken and sent again now.
  clock.advance(10 * LEASE_MS);
  await until(async () => (await orm.em.fork().count(AlertDelivery, { status: { $ne: 'sent' } })) === 0, 'every delivery to be marked sent');
  assert.deepEqual(tally(inbox.messages, emails), { duplicated: [], missing: [] });
  assert.equal(inbox.messages.length, emails.length);
});

test('a sending process killed outright sends again at most its one message in flight; another sends the rest within a minute', { skip: POSTGRES_ONLY }, async (t) => {
  const database = await ownDatabase({ migrated: true });
  let arrived = 0;
  let killedAt = 0;
  const inbox = await smtpInbox(t, {
    // kill -9 while the 20th message is being accepted: the process never hears that it was.
    onMessage: () => {
      if (++arrived !== 20) return undefined;
      killedAt = Date.now();
      sender.kill('SIGKILL');
    },
  });
  const { orm } = await buildTestApp(t, {}, database.url);
  // Two batches: the killed process claims the first.
  const emails = await queuedAlerts(orm, 100, new Date());
  let output = '';
  const sender = spawn(process.execPath, [fileURLToPath(new URL('../helpers/alert-sender-process.ts', import.meta.url))], {
    env: { ...process.env, DATABASE_URL: database.url, SMTP_URL: inbox.url },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  sender.stderr?.on('data', (chunk: Buffer) => (output += chunk));
  t.after(() => sender.kill('SIGKILL'));
  await until(() => sender.exitCode !== null || sender.signalCode !== null, 'the sending process to end');
  assert.equal(sender.signalCode, 'SIGKILL', output);

  // What it claimed and did not get to is held for a minute from its last message, no longer.
  const held = await orm.em.fork().find(AlertDelivery, { status: 'queued', claimedAt: { $ne: null } });
  assert.ok(held.length > 0, 'the killed process held the rest of its batch');
  for (const row of held) {
    assert.ok(row.nextAttemptAt.getTime() > row.claimedAt!.getTime() + LEASE_MS, 'the lease was renewed after the claim');
    assert.ok(row.nextAttemptAt.getTime() <= killedAt + LEASE_MS, 'the lease ends a minute after the last message at most');
  }

  // Another process, a minute after the kill.
  const clock = testClock(new Date(killedAt + LEASE_MS + 1_000).toISOString());
  await buildTestApp(t, { ...FROM, SMTP_URL: inbox.url }, database.url, { clock: clock.now }).then(({ app }) => app.ready());
  await until(async () => (await orm.em.fork().count(AlertDelivery, { status: 'sent' })) === emails.length, 'every delivery to be sent');
  const { duplicated, missing } = tally(inbox.messages, emails);
  assert.deepEqual(missing, []);
  assert.ok(duplicated.length <= 1, `at most the message in flight was sent twice: ${JSON.stringify(duplicated)}`);
  for (const { messageIds } of duplicated) assert.equal(new Set(messageIds).size, 1, 'a copy sent again carries the same Message-ID');
});
