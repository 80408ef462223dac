import { defineEntity, p } from '@mikro-orm/core';

/**
 * One alert e-mail: one row per release and subscriber (the unique pair is what makes it exactly once,
 * across restarts, retries and processes). Written in the transaction that publishes the release.
 */
export const AlertDeliverySchema = defineEntity({
  name: 'AlertDelivery',
  tableName: 'alert_delivery',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    articleId: p.integer(),
    subscriberId: p.integer(),
    /** queued (waiting or being sent), sent, failed (gave up after the last retry). */
    status: p.string().length(10),
    attempts: p.integer().default(0),
    /** When a worker may take it: now when queued, later after a failure or while a worker's lease holds it. */
    nextAttemptAt: p.datetime(),
    /**
     * When a worker last took it to send: the sending rate counts these over the last minute, and the
     * worker renews its lease only on rows still carrying its own claim's time.
     */
    claimedAt: p.datetime().nullable(),
    sentAt: p.datetime().nullable(),
    lastError: p.string().length(500).nullable(),
    /** Counts "Send alert again": each sending of a release to an address is a message of its own. */
    generation: p.integer().default(1),
    /** The Message-ID header, fixed at the first try of this generation, so every retry carries the same. */
    messageId: p.string().length(255).nullable(),
  },
  uniques: [{ name: 'alert_delivery_article_subscriber_uniq', properties: ['articleId', 'subscriberId'] }],
  indexes: [
    { name: 'alert_delivery_due_idx', properties: ['status', 'nextAttemptAt'] },
    { name: 'alert_delivery_claimed_at_idx', properties: ['claimedAt'] },
  ],
});

export class AlertDelivery extends AlertDeliverySchema.class {}
AlertDeliverySchema.setClass(AlertDelivery);
