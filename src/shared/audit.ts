import { type Static, Type } from '@sinclair/typebox';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { PublishableKind } from './trash.ts';
import { boundedInteger, MAX_DATABASE_ID, messages } from './validation.ts';

export const AUDIT_ACTIONS = {
  'login': 'Logged in',
  'login-failed': 'Failed login',
  'login-failed-repeated': 'Further failed logins',
  'logout': 'Logged out',
  'create': 'Created',
  'update': 'Edited',
  'revision-restore': 'Restored an earlier version',
  'file-replace': 'Replaced the file',
  'file-restore': 'Restored an earlier file',
  'publish': 'Published',
  'schedule': 'Scheduled',
  'checks-override': 'Published despite check errors',
  'schedule-override': 'Scheduled despite check errors',
  'correction': 'Published a correction',
  'wire-crossed': 'Recorded that the newswire carried it',
  'newswire-details': 'Added the newswire time or filing link',
  'review-confirmed': 'Confirmed still current',
  'archive-period': 'Changed how long releases stay current',
  'unpublish': 'Unpublished',
  'scheduled-publish': 'Scheduled publication went live',
  'trash': 'Moved to trash',
  'trash-restore': 'Restored from trash',
  'purge': 'Deleted permanently',
  'media-delete': 'Deleted an uploaded image',
  'subscriber-delete': 'Deleted a news alert subscriber',
  'preview-revoke': 'Revoked preview links',
  'mfa-enable': 'Turned on two-factor authentication',
  'mfa-disable': 'Turned off two-factor authentication',
  'mfa-reset': 'Two-factor authentication reset from the command line',
  'company-update': 'Edited the company facts',
  'share-reading': 'Recorded a share structure reading',
  'event-create': 'Created an event',
  'event-update': 'Edited an event',
  'event-trash': 'Moved an event to trash',
  'event-restore': 'Restored an event from trash',
  'photo-upload': 'Uploaded a photograph',
  'photo-revert': 'Reverted a photograph to its drawing',
  'photo-caption': 'Edited a photograph’s caption',
  'photo-remove': 'Removed a photograph from the gallery',
  'alerts-resend': 'E-mailed the release to subscribers again',
  'estimate-create': 'Created a resource estimate',
  'estimate-update': 'Edited a resource estimate',
  'drill-program-create': 'Created a drill program',
  'drill-program-update': 'Edited a drill program’s statements',
  'drill-program-import': 'Imported drill results',
  'drill-program-delete': 'Deleted a drill program',
} as const;
export const AuditAction = LiteralUnion(Object.keys(AUDIT_ACTIONS) as (keyof typeof AUDIT_ACTIONS)[]);
export type AuditAction = Static<typeof AuditAction>;
/** Room for action names beyond today's, which the column must hold. */
export const AUDIT_ACTION_MAX_LENGTH = 40;
/** A failed login's name that is no account is the attacker's text: only this much of it is kept. */
export const UNKNOWN_ACCOUNT_NAME_LENGTH = 32;
/** Failed logins leave the log after this many days; every other entry stays. */
export const FAILED_LOGIN_RETENTION_DAYS = 90;
/** The longest note an entry keeps (an override's reason, a correction's note). */
export const AUDIT_NOTE_MAX_LENGTH = 500;

/** One audit log line. `actor` is null for what the system did by itself (a schedule, the 30-day purge). */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  action: AuditAction,
  actor: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  /** The name of a failed login that is no account (then shortened to UNKNOWN_ACCOUNT_NAME_LENGTH). */
  unknownAccount: Type.Boolean(),
  /** On a `login-failed-repeated` entry: how many further failed logins came from `ip`, the last at `until`. */
  repeats: Nullable(Type.Integer()),
  until: Nullable(Type.String()),
  articleId: Nullable(Type.Integer()),
  articleSlug: Nullable(Type.String()),
  articleTitle: Nullable(Type.String()),
  /** What a write other than an article's concerned (company facts, an event, a share reading). */
  subject: Nullable(Type.String()),
  /** Set instead of the article fields when the entry is about a library document. */
  documentId: Nullable(Type.Integer()),
  documentTitle: Nullable(Type.String()),
  /** The reason given for a checks override, or a correction's public note. */
  note: Nullable(Type.String()),
  /** The publishable item the entry concerns, named alike for every kind (a photograph by its slot). */
  itemKind: Type.Optional(Nullable(PublishableKind)),
  itemId: Type.Optional(Nullable(Type.String())),
});
export type AuditEntry = Static<typeof AuditEntry>;

export const AUDIT_PAGE_MAX = 200;

const INSTANT = '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,3})?)?Z$';

/** What the log can be narrowed to, on screen and in the CSV export alike. `from` is inclusive, `to` exclusive. */
export const AuditFilter = Type.Object(
  {
    action: Type.Optional(AuditAction),
    /** Words of a release's title or slug, as recorded. */
    release: Type.Optional(Type.String({ maxLength: 200, ...messages({ label: 'Release' }) })),
    from: Type.Optional(Type.String({ pattern: INSTANT, ...messages({ label: 'From', pattern: 'From must be a UTC date and time' }) })),
    to: Type.Optional(Type.String({ pattern: INSTANT, ...messages({ label: 'To', pattern: 'To must be a UTC date and time' }) })),
  },
  { additionalProperties: false },
);
export type AuditFilter = Static<typeof AuditFilter>;

/** The most rows one CSV export holds, newest first. */
export const AUDIT_CSV_MAX = 10_000;

/** GET /api/admin/audit: newest first; `before` is the id of the last entry already shown. */
export const AuditQuery = Type.Object(
  {
    ...AuditFilter.properties,
    limit: boundedInteger('Limit', 1, AUDIT_PAGE_MAX, { default: 50 }),
    before: Type.Optional(boundedInteger('Before', 1, MAX_DATABASE_ID, { invalid: 'Before must be the id of an audit entry' })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export const AuditPage = Type.Object({
  entries: Type.Array(AuditEntry),
  /** Pass as `before` for the next, older page; null when this is the last page. */
  nextBefore: Nullable(Type.Integer()),
});
export type AuditPage = Static<typeof AuditPage>;
