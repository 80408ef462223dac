import { defineEntity, p } from '@mikro-orm/core';
import { EMAIL_MAX_LENGTH, FORM_LOCATION_MAX_LENGTH } from '../../../shared/alerts.ts';

/**
 * One address that asked for news alerts, with the proof of its consent (CASL): when, from which IP and
 * browser, the exact words it agreed to and where the form was. Deleted on request (privacy law).
 */
export const AlertSubscriberSchema = defineEntity({
  name: 'AlertSubscriber',
  tableName: 'alert_subscriber',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** Lower-cased, so one person is one row however they type it. */
    email: p.string().length(EMAIL_MAX_LENGTH).unique(),
    categories: p.array(),
    /** pending (not confirmed yet), confirmed, unsubscribed. */
    status: p.string().length(20),
    createdAt: p.datetime(),
    confirmedAt: p.datetime().nullable(),
    unsubscribedAt: p.datetime().nullable(),
    /**
     * When the latest confirmation e-mail went out: only its link confirms (one sent before an unsubscribe
     * and a new sign-up no longer does), and no other goes out within the hour after it.
     */
    confirmationSentAt: p.datetime().nullable(),
    consentAt: p.datetime(),
    consentIp: p.string().length(64).nullable(),
    consentUserAgent: p.string().length(500).nullable(),
    consentText: p.text(),
    consentLocation: p.string().length(FORM_LOCATION_MAX_LENGTH),
  },
  indexes: [{ name: 'alert_subscriber_status_idx', properties: ['status', 'createdAt'] }],
});

export class AlertSubscriber extends AlertSubscriberSchema.class {}
AlertSubscriberSchema.setClass(AlertSubscriber);
