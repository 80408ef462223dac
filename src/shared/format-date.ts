const LONG_US = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** "March 4, 2025". In UTC, so the server and every visitor's browser print the same day. */
export function formatLongDate(iso: string | Date): string {
  return LONG_US.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** The calendar year of an ISO date, in UTC like formatLongDate. */
export function utcYear(iso: string): number {
  return new Date(iso).getUTCFullYear();
}
