import { defineEntity, p } from '@mikro-orm/core';
import { TITLE_MAX_LENGTH } from '../../../shared/article.ts';
import { AUDIT_ACTION_MAX_LENGTH, AUDIT_NOTE_MAX_LENGTH } from '../../../shared/audit.ts';
import { DOCUMENT_TITLE_MAX_LENGTH } from '../../../shared/document-library.ts';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';
import { SLUG_MAX_LENGTH } from '../../../shared/slug.ts';

/**
 * The audit log: rows are only ever inserted, except that a run of failed logins from one IP is counted
 * on one row (`login-failed-repeated`) and failed logins are pruned after 90 days. The article is copied by id, slug and title (no foreign
 * key), so the record outlives a purge.
 */
export const AuditEventSchema = defineEntity({
  name: 'AuditEvent',
  tableName: 'audit_event',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    at: p.datetime(),
    action: p.string().length(AUDIT_ACTION_MAX_LENGTH),
    /** The admin's username, the name tried on a failed login, or null for the system. */
    actor: p.string().length(MAX_USERNAME_LENGTH).nullable(),
    ip: p.string().length(64).nullable(),
    /** A failed login under a name that is no account; `actor` then holds only its start. */
    unknownAccount: p.boolean().default(false),
    /** A `login-failed-repeated` row: failed logins from `ip` after the throttle engaged, the last at `lastAt`. */
    repeats: p.integer().nullable(),
    lastAt: p.datetime().nullable(),
    articleId: p.integer().nullable(),
    articleSlug: p.string().length(SLUG_MAX_LENGTH).nullable(),
    articleTitle: p.string().length(TITLE_MAX_LENGTH).nullable(),
    /** What a write other than an article's concerned: "Company facts", an event's title, a share reading's date. */
    subject: p.string().length(TITLE_MAX_LENGTH).nullable(),
    /** Likewise a library document, by id and title. */
    documentId: p.integer().nullable(),
    documentTitle: p.string().length(DOCUMENT_TITLE_MAX_LENGTH).nullable(),
    /** The publishable item the entry concerns, of every kind alike (photographs are named by their slot). */
    itemKind: p.string().length(20).nullable(),
    itemId: p.string().length(60).nullable(),
    /** Why the checks were overridden, or the note a correction shows. */
    note: p.string().length(AUDIT_NOTE_MAX_LENGTH).nullable(),
  },
  indexes: [
    { name: 'audit_event_at_id_idx', properties: ['at', 'id'] },
    // Finds an IP's live summary of failed logins on every refused login.
    { name: 'audit_event_ip_last_at_idx', properties: ['ip', 'lastAt'] },
    { name: 'audit_event_item_idx', properties: ['itemKind', 'itemId'] },
  ],
  uniques: [
    // A scheduled publication is recorded once, whichever process notices it first.
    {
      name: 'audit_event_scheduled_publication_uniq',
      expression:
        'create unique index "audit_event_scheduled_publication_uniq" on "audit_event" ("article_id", "at") where "action" = \'scheduled-publish\'',
    },
    {
      name: 'audit_event_scheduled_document_uniq',
      expression:
        'create unique index "audit_event_scheduled_document_uniq" on "audit_event" ("document_id", "at") where "action" = \'scheduled-publish\'',
    },
  ],
});

export class AuditEvent extends AuditEventSchema.class {}
AuditEventSchema.setClass(AuditEvent);
