import type { FastifyBaseLogger } from 'fastify';
import { CONSENT_TEXT, type SubscriptionInput } from '../../../shared/alerts.ts';
import type { ArticleCategory } from '../../../shared/article.ts';
import { AlertSubscriber } from '../../db/entities/alert-subscriber.entity.ts';
import { AlertDelivery } from '../../db/entities/alert-delivery.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import type { AlertTokens } from './alert-tokens.ts';
import { messageSender } from './sender.ts';
import { confirmationMessage } from './confirmation-message.ts';
import type { Mailer } from './mailer.ts';

/** Unconfirmed addresses are forgotten after this long. */
export const PENDING_DAYS = 30;
const DAY_MS = 24 * 60 * 60_000;

export interface ConsentContext {
  ip: string | null;
  userAgent: string | null;
}

export interface Subscriptions {
  /** Records the consent and sends the confirmation link; the caller answers alike whatever the address's state. */
  subscribe(input: SubscriptionInput, context: ConsentContext): Promise<void>;
  /** True when the link was good (the subscription is confirmed now, or already was). */
  confirm(token: string): Promise<boolean>;
  /** The subscriber a manage link names, or null. */
  manage(token: string): Promise<{ email: string; categories: string[]; status: string } | null>;
  unsubscribe(token: string): Promise<boolean>;
  changeCategories(token: string, categories: ArticleCategory[]): Promise<boolean>;
  forgetUnconfirmed(): Promise<number>;
}

export interface SubscriptionOptions {
  db: Db;
  clock: () => Date;
  tokens: AlertTokens;
  mailer: Mailer;
  siteUrl: string;
  log: FastifyBaseLogger;
}

export function subscriptions(options: SubscriptionOptions): Subscriptions {
  const { db, clock, tokens, mailer, log } = options;

  const sendConfirmation = (id: number, email: string) => {
    const url = `${options.siteUrl}/alerts/confirm/${tokens.issue(id, 'confirm')}`;
    // Never awaited by the request: its answer must not depend on, or reveal, what happens here.
    db.run(messageSender)
      .then((sender) => mailer.send(confirmationMessage(email, url, sender)))
      .catch((err: unknown) => log.error({ err }, 'alerts: confirmation e-mail failed'));
  };

  const bySubscriberToken = async (token: string, change: (em: EntityManager, s: AlertSubscriber, now: Date) => Promise<void>) => {
    const id = tokens.verify(token, 'manage');
    if (id === null) return false;
    return db.transaction(async (em) => {
      const subscriber = await em.findOne(AlertSubscriber, { id });
      if (!subscriber) return false;
      await change(em, subscriber, clock());
      await em.flush();
      return true;
    });
  };

  return {
    async subscribe(input, context) {
      const now = clock();
      const email = input.email.trim().toLowerCase();
      const consent = {
        categories: [...input.categories],
        consentAt: now,
        consentIp: context.ip?.slice(0, 64) ?? null,
        consentUserAgent: context.userAgent?.slice(0, 500) ?? null,
        consentText: CONSENT_TEXT,
        consentLocation: input.location?.trim() || 'unknown',
      };
      const pending = await db.transaction(async (em) => {
        const known = await em.findOne(AlertSubscriber, { email });
        // A confirmed subscriber keeps what they confirmed; asking again changes nothing.
        if (known?.status === 'confirmed') return null;
        const subscriber = known ?? em.create(AlertSubscriber, { email, status: 'pending', createdAt: now, ...consent });
        em.assign(subscriber, { ...consent, status: 'pending', unsubscribedAt: null, confirmedAt: null });
        await em.flush();
        return subscriber;
      });
      if (pending) sendConfirmation(pending.id, email);
    },
    async confirm(token) {
      const id = tokens.verify(token, 'confirm');
      if (id === null) return false;
      return db.transaction(async (em) => {
        const subscriber = await em.findOne(AlertSubscriber, { id });
        if (!subscriber || subscriber.status === 'unsubscribed') return false;
        if (subscriber.status === 'pending') em.assign(subscriber, { status: 'confirmed', confirmedAt: clock() });
        await em.flush();
        return true;
      });
    },
    async manage(token) {
      const id = tokens.verify(token, 'manage');
      if (id === null) return null;
      const subscriber = await db.run((em) => em.findOne(AlertSubscriber, { id }));
      return subscriber ? { email: subscriber.email, categories: subscriber.categories, status: subscriber.status } : null;
    },
    unsubscribe: (token) =>
      bySubscriberToken(token, async (em, subscriber, now) => {
        if (subscriber.status === 'unsubscribed') return;
        em.assign(subscriber, { status: 'unsubscribed', unsubscribedAt: now });
        // Takes effect at once: alerts still waiting for this address are dropped.
        await em.nativeDelete(AlertDelivery, { subscriberId: subscriber.id, status: 'queued' });
      }),
    changeCategories: (token, categories) =>
      bySubscriberToken(token, async (em, subscriber) => {
        em.assign(subscriber, { categories: [...categories] });
      }),
    async forgetUnconfirmed() {
      const cutoff = new Date(clock().getTime() - PENDING_DAYS * DAY_MS);
      return db.run((em) => em.nativeDelete(AlertSubscriber, { status: 'pending', consentAt: { $lt: cutoff } }));
    },
  };
}
