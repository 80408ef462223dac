import { LockMode } from '@mikro-orm/core';
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
/** One confirmation e-mail per address in this time, however often the form is sent. */
export const CONFIRMATION_INTERVAL_MS = 60 * 60_000;

export interface ConsentContext {
  ip: string | null;
  userAgent: string | null;
}

/**
 * What a confirmation link does: `pending` confirms when posted, `confirmed` already has, `stale` was
 * replaced by a newer link or an unsubscribe, `invalid` is forged, expired or names no subscriber.
 */
export type ConfirmationState = 'pending' | 'confirmed' | 'stale' | 'invalid';

export interface Subscriptions {
  /** Records the consent and sends the confirmation link; the caller answers alike whatever the address's state. */
  subscribe(input: SubscriptionInput, context: ConsentContext): Promise<void>;
  /** What the link would do, changing nothing (a GET: mail scanners open links too). */
  confirmation(token: string): Promise<ConfirmationState>;
  /** Confirms a pending subscription; never answers `pending`. */
  confirm(token: string): Promise<Exclude<ConfirmationState, 'pending'>>;
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

/**
 * One statement, so parallel sign-ups for a new address cannot collide on its unique key, and only one of
 * them sends: a known address is renewed (new consent, new link) only when it is not confirmed and its
 * last link is over an hour old. A row comes back only when a link is to be sent.
 */
const SUBSCRIBE = `
insert into alert_subscriber as s
  (email, categories, status, created_at, consent_at, consent_ip, consent_user_agent, consent_text, consent_location, confirmation_sent_at)
values (?, array[?]::text[], 'pending', ?, ?, ?, ?, ?, ?, ?)
on conflict (email) do update set
  categories = excluded.categories, status = 'pending', confirmed_at = null, unsubscribed_at = null,
  consent_at = excluded.consent_at, consent_ip = excluded.consent_ip, consent_user_agent = excluded.consent_user_agent,
  consent_text = excluded.consent_text, consent_location = excluded.consent_location, confirmation_sent_at = excluded.confirmation_sent_at
where s.status <> 'confirmed' and (s.confirmation_sent_at is null or s.confirmation_sent_at <= ?)
returning id`;

/**
 * Only the latest e-mail's link confirms: one sent before a newer link, or before an unsubscribe and a new
 * sign-up, is stale. Any link of a confirmed address may say so; none revives an unsubscribed one.
 */
function stateOf(subscriber: AlertSubscriber | null, issuedAt: Date): ConfirmationState {
  if (!subscriber) return 'invalid';
  if (subscriber.status === 'unsubscribed') return 'stale';
  if (subscriber.status === 'confirmed') return 'confirmed';
  return issuedAt < (subscriber.confirmationSentAt ?? issuedAt) ? 'stale' : 'pending';
}

export function subscriptions(options: SubscriptionOptions): Subscriptions {
  const { db, clock, tokens, mailer, log } = options;

  const sendConfirmation = (id: number, email: string, sentAt: Date) => {
    const url = `${options.siteUrl}/alerts/confirm/${tokens.issue(id, 'confirm', sentAt)}`;
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
      const renewable = new Date(now.getTime() - CONFIRMATION_INTERVAL_MS);
      const rows: { id: number }[] = await db.run((em) =>
        em.execute(SUBSCRIBE, [
          email,
          [...input.categories],
          now,
          now,
          context.ip?.slice(0, 64) ?? null,
          context.userAgent?.slice(0, 500) ?? null,
          CONSENT_TEXT,
          input.location?.trim() || 'unknown',
          now,
          renewable,
        ]),
      );
      if (rows[0]) sendConfirmation(rows[0].id, email, now);
    },
    async confirmation(token) {
      const claim = tokens.confirmation(token);
      if (!claim) return 'invalid';
      const subscriber = await db.run((em) => em.findOne(AlertSubscriber, { id: claim.subscriberId }));
      return stateOf(subscriber, claim.issuedAt);
    },
    async confirm(token) {
      const claim = tokens.confirmation(token);
      if (!claim) return 'invalid';
      return db.transaction(async (em) => {
        const subscriber = await em.findOne(AlertSubscriber, { id: claim.subscriberId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        const state = stateOf(subscriber, claim.issuedAt);
        if (state !== 'pending') return state;
        em.assign(subscriber!, { status: 'confirmed', confirmedAt: clock() });
        await em.flush();
        return 'confirmed';
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
