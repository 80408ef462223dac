import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { companyFacts } from '../../../shared/company-facts.ts';
import { COMPANY_NAME } from '../../../shared/site.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/unit-of-work.ts';
import type { Publication } from '../publishing/publication.ts';
import { alertQueue } from './alert-queue.ts';
import { alertResend } from './alert-resend.ts';
import { alertTokens } from './alert-tokens.ts';
import { alertWorker } from './alert-worker.ts';
import { createMailer } from './mailer.ts';
import { subscriberAdmin } from './subscriber-admin.ts';
import { subscriptions } from './subscriptions.ts';

const SWEEP_MS = 60 * 60_000;

/**
 * E-mail alerts, wired into the app: alerts queue in the transaction that publishes a release (a
 * publication hook, so the scheduled minute and Publish Now alike), every process sends from the
 * queue, and unconfirmed sign-ups are forgotten at start and hourly.
 */
export function newsAlerts(app: FastifyInstance, options: { config: Config; db: Db; clock: () => Date; publication: Publication }) {
  const { config, db, clock } = options;
  const siteUrl = config.SITE_URL.replace(/\/$/, '');
  const tokens = alertTokens(config.JWT_SECRET, clock);
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.ALERTS_FROM ?? `${COMPANY_NAME} <${companyFacts.email.value}>`,
    outboxDir: join(config.DATA_DIR, 'outbox'),
  });
  const sender = alertWorker({
    db,
    clock,
    mailer,
    tokens,
    siteUrl,
    unsubscribeMailto: config.ALERTS_UNSUBSCRIBE_EMAIL,
    perMinute: config.ALERTS_PER_MINUTE,
    log: app.log,
  });
  options.publication.addHook(alertQueue(sender.wake));
  const signups = subscriptions({ db, clock, tokens, mailer, siteUrl, log: app.log });
  const forget = () => signups.forgetUnconfirmed().catch((err: unknown) => app.log.error({ err }, 'alerts: forgetting unconfirmed sign-ups failed'));
  let sweep: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sender.start();
    await forget();
    sweep = setInterval(forget, SWEEP_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await sender.stop();
  });
  return {
    subscriptions: signups,
    subscribers: subscriberAdmin(db, clock, signups.forgetUnconfirmed),
    emailConfigured: mailer.configured,
    resend: alertResend(db, clock, sender.wake),
    // The contact form's messages reach the IR contact through the same sender.
    mailer,
  };
}
