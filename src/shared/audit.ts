import { type Static, Type } from '@sinclair/typebox';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { messages } from './validation.ts';

export const AUDIT_ACTIONS = {
  'login': 'Logged in',
  'login-failed': 'Failed login',
  'logout': 'Logged out',
  'create': 'Created',
  'update': 'Edited',
  'revision-restore': 'Restored an earlier version',
  'publish': 'Published',
  'unpublish': 'Unpublished',
  'scheduled-publish': 'Scheduled publication went live',
  'trash': 'Moved to trash',
  'trash-restore': 'Restored from trash',
  'purge': 'Deleted permanently',
} as const;
export const AuditAction = LiteralUnion(Object.keys(AUDIT_ACTIONS) as (keyof typeof AUDIT_ACTIONS)[]);
export type AuditAction = Static<typeof AuditAction>;
/** Room for action names beyond today's, which the column must hold. */
export const AUDIT_ACTION_MAX_LENGTH = 40;

/** One audit log line. `actor` is null for what the system did by itself (a schedule, the 30-day purge). */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  at: Type.String(),
  action: AuditAction,
  actor: Nullable(Type.String()),
  ip: Nullable(Type.String()),
  articleId: Nullable(Type.Integer()),
  articleSlug: Nullable(Type.String()),
  articleTitle: Nullable(Type.String()),
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
    limit: Type.Integer({
      minimum: 1,
      maximum: AUDIT_PAGE_MAX,
      default: 50,
      ...messages({ label: 'Limit', invalid: `Limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}` }),
    }),
    before: Type.Optional(Type.Integer({ minimum: 1, ...messages({ label: 'Before', invalid: 'Before must be the id of an audit entry' }) })),
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
