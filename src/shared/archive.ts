import { type Static, Type } from '@sinclair/typebox';
import { formatLongDate } from './format-date.ts';
import { boundedInteger } from './validation.ts';

/**
 * Releases older than the company's chosen period stay public at the same address and in the same list,
 * with a banner saying when they were current: never deleted (the audit log records what was posted and removed).
 */
export const ARCHIVE_SETTING = 'archive-after-months';
export const DEFAULT_ARCHIVE_MONTHS = 24;

/** GET and PUT /api/admin/settings/archive. */
export const ArchivePeriod = Type.Object({ months: boundedInteger('Archive period', 6, 240) }, { additionalProperties: false });
export type ArchivePeriod = Static<typeof ArchivePeriod>;

export const archivedNotice = (date: string | Date) => `Archived: this release was current on ${formatLongDate(date)} and may no longer be accurate`;

/** Whether a release dated `date` is archived at `now`, `months` after its date. */
export function isArchived(date: Date, now: Date, months: number): boolean {
  const until = new Date(date);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until.getTime() <= now.getTime();
}
