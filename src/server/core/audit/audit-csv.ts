import { AUDIT_ACTIONS, type AuditEntry } from '../../../shared/audit.ts';

const HEADER = ['Time (UTC)', 'Action', 'By', 'IP address', 'Release or document', 'Slug', 'Note'];

/**
 * One CSV field: quoted when it holds a separator, quote or line break; a leading =, +, - or @ gets an
 * apostrophe so a spreadsheet never runs a release title as a formula.
 */
function field(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The audit log as a spreadsheet opens it: a header row, then one line per entry, CRLF line ends. The record of
 * what was posted and removed: a document's upload, publication and removal name the document where a release's name the release.
 */
export function auditCsv(entries: readonly AuditEntry[]): string {
  const rows = entries.map((e) => [e.at, AUDIT_ACTIONS[e.action], e.actor ?? 'System', e.ip, e.articleTitle ?? e.documentTitle, e.articleSlug, e.note]);
  return `${[HEADER, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}
