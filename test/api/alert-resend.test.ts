// Runs on PGlite too: claims alert deliveries.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AlertDelivery } from '../../src/server/db/entities/alert-delivery.entity.ts';
import { NEVER_SENT, NOT_PUBLIC } from '../../src/server/features/alerts/alert-resend.ts';
import type { AdminArticle } from '../../src/shared/article.ts';
import { alertsApp, confirmedSubscriber } from '../helpers/alerts.ts';
import { ARTICLE } from '../helpers/publishing.ts';
import { smtpInbox } from '../helpers/smtp.ts';
import { until } from '../helpers/until.ts';

const MINUTE = 60_000;

test('unpublishing and publishing again does not re-send; "Send alert again" does, to every confirmed subscriber once, audited', async (t) => {
  const inbox = await smtpInbox(t);
  const { app, admin, publish, orm } = await alertsApp(t, { inbox });
  await confirmedSubscriber(app, inbox, 'reader@example.com');
  const release = await publish();
  await until(async () => (await orm.em.fork().count(AlertDelivery, { status: 'sent' })) === 1, 'the first alert to be sent');

  const hidden = (await admin('PUT', `/api/admin/articles/${release.id}`, { ...ARTICLE, published: false, version: release.version })).json() as AdminArticle;
  const refused = await admin('POST', `/api/admin/articles/${release.id}/alerts/resend`);
  assert.equal(refused.statusCode, 409);
  assert.equal((refused.json() as { message: string }).message, NOT_PUBLIC);
  const shown = await admin('PUT', `/api/admin/articles/${release.id}`, { ...ARTICLE, published: true, version: hidden.version });
  assert.equal(shown.statusCode, 200);
  assert.equal(inbox.to('reader@example.com').length, 2, 'the confirmation and one alert: republishing sent nothing');

  await confirmedSubscriber(app, inbox, 'newcomer@example.com');
  const resent = await admin('POST', `/api/admin/articles/${release.id}/alerts/resend`);
  assert.equal(resent.statusCode, 202, resent.body);
  assert.deepEqual(resent.json(), { queued: 2, sent: 0, failed: 0 });
  await until(() => inbox.to('reader@example.com').length === 3 && inbox.to('newcomer@example.com').length === 2, 'the alert sent again');
  assert.equal(inbox.to('reader@example.com')[2]!.mail.subject, ARTICLE.title);
  await until(async () => (await orm.em.fork().count(AlertDelivery, { status: 'sent' })) === 2, 'both deliveries marked sent');
  const listed = ((await admin('GET', '/api/admin/articles')).json() as AdminArticle[])[0]!;
  assert.deepEqual(listed.alerts, { queued: 0, sent: 2, failed: 0 });

  const audit = (await admin('GET', '/api/admin/audit?limit=1')).json() as { entries: { action: string; actor: string; articleSlug: string }[] };
  assert.deepEqual(audit.entries.map(({ action, actor, articleSlug }) => ({ action, actor, articleSlug })), [{ action: 'alerts-resend', actor: 'admin', articleSlug: ARTICLE.slug }]);
});

test('a release that was never e-mailed, a missing one and a visitor without a session cannot be sent again', async (t) => {
  const { app, admin, publish } = await alertsApp(t);
  const quiet = await publish({ emailSubscribers: false });
  const never = await admin('POST', `/api/admin/articles/${quiet.id}/alerts/resend`);
  assert.equal(never.statusCode, 409);
  assert.equal((never.json() as { message: string }).message, NEVER_SENT);
  assert.equal((await admin('POST', '/api/admin/articles/999999/alerts/resend')).statusCode, 404);
  assert.equal((await app.inject({ method: 'POST', url: `/api/admin/articles/${quiet.id}/alerts/resend` })).statusCode, 401);
});

test('an alert tried again carries the same Message-ID; "Send alert again" sends a new one', async (t) => {
  let refused: string | undefined;
  const inbox = await smtpInbox(t, {
    // The first alert is turned away once, as a busy server would.
    onMessage: (mail) => {
      if (mail.subject !== ARTICLE.title || refused) return undefined;
      refused = mail.messageId;
      return Object.assign(new Error('Try again later'), { responseCode: 451 });
    },
  });
  const { app, admin, publish, orm, clock } = await alertsApp(t, { inbox });
  await confirmedSubscriber(app, inbox, 'reader@example.com');
  const release = await publish();
  const delivery = () => orm.em.fork().findOneOrFail(AlertDelivery, { articleId: release.id });
  await until(async () => (await delivery()).lastError !== null, 'the refused alert to wait for its retry');
  clock.advance(MINUTE);
  await until(() => inbox.to('reader@example.com').length === 2, 'the alert, tried again');
  const first = inbox.to('reader@example.com')[1]!.mail.messageId;
  assert.match(first ?? '', /^<alert\.\d+\.\d+\.1@127\.0\.0\.1>$/);
  assert.equal(first, refused, 'the retry is the same message');
  await until(async () => (await delivery()).status === 'sent', 'the alert to be marked sent');
  assert.equal((await delivery()).messageId, first, 'the delivery row carries it');

  assert.equal((await admin('POST', `/api/admin/articles/${release.id}/alerts/resend`)).statusCode, 202);
  await until(() => inbox.to('reader@example.com').length === 3, 'the alert sent again');
  const again = inbox.to('reader@example.com')[2]!.mail.messageId;
  assert.notEqual(again, first, 'sent again on purpose, it is a new message');
  await until(async () => (await delivery()).status === 'sent', 'the new alert to be marked sent');
  assert.equal((await delivery()).messageId, again);
});
