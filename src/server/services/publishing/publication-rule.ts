/**
 * The one publication rule of everything the IR manager schedules (releases, documents): public when
 * not in the trash and published, or when its scheduled time has come. Decided at read time, so a
 * schedule takes effect on its minute with no job. Each form below states that same rule for one reader.
 */
export interface Publishable {
  published: boolean;
  scheduledDate?: Date | null;
  deletedAt?: Date | null;
}

/** The rule for one row already read. */
export function isPublicAt(item: Publishable, now: Date): boolean {
  if (item.deletedAt) return false;
  return item.published || (item.scheduledDate != null && item.scheduledDate.getTime() <= now.getTime());
}

/** The rule as a query filter. */
export function visibleAt(now: Date) {
  return { deletedAt: null, $or: [{ published: true }, { scheduledDate: { $lte: now } }] };
}

/** Rows that are not public yet but will be at their scheduled time: cached pages must not outlive the first. */
export function pendingAfter(now: Date) {
  return { published: false, deletedAt: null, scheduledDate: { $gt: now } };
}

/** The rule in SQL for raw queries on `alias`; its one parameter is now. */
export const visibleSql = (alias: string) =>
  `${alias}.deleted_at is null and (${alias}.published = true or ${alias}.scheduled_date <= ?)`;
