import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { companyFacts } from '../../../shared/company-facts.ts';
import { COMPANY_NAME } from '../../../shared/site.ts';
import { sharedRateLimit } from '../../http/shared-rate-limit.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { alertQueue } from './alert-queue.ts';
import { type AlertResend, alertResend } from './alert-resend.ts';
import { alertTokens } from './alert-tokens.ts';
import { alertWorker } from './alert-worker.ts';
import { createMailer, type Mailer } from './mailer.ts';
import { alertPageStylesRoute } from './routes/alert-page-styles.ts';
import { alertRoutes } from './routes/alert-routes.ts';
import { type SubscriberAdmin, subscriberAdmin } from './subscriber-admin.ts';
import { subscriptions } from './subscriptions.ts';

const SWEEP_MS = 60 * 60_000;
const SIGN_UPS_PER_QUARTER_HOUR = 10;

declare module 'fastify' {
  interface FastifyInstance {
    alerts: {
      subscribers: SubscriberAdmin;
      /** Whether SMTP_URL is set (the admin says so when it is not). */
      emailConfigured: boolean;
      resend: AlertResend;
      /** The contact form's messages reach the IR contact through the same sender. */
      mailer: Mailer;
    };
  }
}

/**
 * E-mail alerts: alerts queue in the transaction that publishes a release (a publication hook, so the
 * scheduled minute and Publish Now alike), every process sends from the queue, and unconfirmed sign-ups
 * are forgotten at start and hourly. The sign-up, confirmation and unsubscribe routes are here.
 */
export const alertsFeature = fp(
  async (app: FastifyInstance, { config, clock }: FeatureOptions) => {
    const { db } = app;
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
    app.publishing.publication.addHook(alertQueue(sender.wake));
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
    app.decorate('alerts', {
      subscribers: subscriberAdmin(db, clock, signups.forgetUnconfirmed),
      emailConfigured: mailer.configured,
      resend: alertResend(db, clock, sender.wake),
      mailer,
    });
    await app.register(alertRoutes, {
      subscriptions: signups,
      limit: sharedRateLimit(db, clock, { name: 'alert-signup', max: SIGN_UPS_PER_QUARTER_HOUR, windowMs: 15 * 60_000 }),
    });
    await app.register(alertPageStylesRoute, { clientDir: join(config.BUILD_DIR, 'client') });
  },
  { name: 'alerts', dependencies: ['db', 'publishing'] },
);

