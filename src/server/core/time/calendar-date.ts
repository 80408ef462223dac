const PARTS = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * Parses an ISO date or date-time (already shaped by the shared schema) only when every typed part
 * exists on the calendar. `new Date` rolls 2025-02-30 over to March 2 and reads year 0000, which
 * PostgreSQL refuses; both are answered as invalid instead of being stored changed or failing later.
 */
export function parseCalendarDate(value: string): Date | null {
  const parts = PARTS.exec(value);
  if (!parts) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = parts.slice(1).map((part) => Number(part ?? 0));
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > lastDay || hour > 23 || minute > 59 || second > 59) return null;
  const date = new Date(value);
  // An offset can carry 0001 or 9999 over into a year the ISO form sent to PostgreSQL cannot spell.
  const utcYear = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || utcYear < 1 || utcYear > 9999 ? null : date;
}
