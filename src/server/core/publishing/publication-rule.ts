/**
 * The publication rule (shared/publication-rule.ts) in the two forms the database reads: a query filter
 * and SQL. A test runs one table of cases through these and the shared predicate.
 */

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
