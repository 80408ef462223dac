import { type Static, Type } from '@sinclair/typebox';
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
export type AuditAction = keyof typeof AUDIT_ACTIONS;

/** One audit log line. `actor` is null for what the system did by itself (a schedule, the 30-day purge). */
export interface AuditEntry {
  id: number;
  at: string;
  action: AuditAction;
  actor: string | null;
  ip: string | null;
  articleId: number | null;
  articleSlug: string | null;
  articleTitle: string | null;
}

export const AUDIT_PAGE_MAX = 200;

/** GET /api/admin/audit: newest first; `before` is the id of the last entry already shown. */
export const AuditQuery = Type.Object(
  {
    limit: Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX, default: 50, ...messages({ invalid: `Limit must be a whole number from 1 to ${AUDIT_PAGE_MAX}` }) }),
    before: Type.Optional(Type.Integer({ minimum: 1, ...messages({ invalid: 'Before must be the id of an audit entry' }) })),
  },
  { additionalProperties: false },
);
export type AuditQuery = Static<typeof AuditQuery>;

export interface AuditPage {
  entries: AuditEntry[];
  /** Pass as `before` for the next, older page; null when this is the last page. */
  nextBefore: number | null;
}
