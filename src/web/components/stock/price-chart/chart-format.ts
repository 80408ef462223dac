import { formatPrice } from '../../../../shared/quote-format.ts';
import type { HistoryRange } from '../../../../shared/stock-history.ts';

export const RANGE_LABELS: Record<HistoryRange, string> = { '1mo': '1M', '6mo': '6M', '1y': '1Y', '5y': '5Y' };
export const RANGE_NAMES: Record<HistoryRange, string> = { '1mo': '1 month', '6mo': '6 months', '1y': '1 year', '5y': '5 years' };

// Points carry calendar days, not instants: read and write them in UTC so no time zone shifts a day.
const DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric' });
const MONTH = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short' });

/** "2025-05-06" as a Date at UTC midnight. */
export function parseDay(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

/** "May 6, 2025". */
export function formatDay(date: string): string {
  return DAY.format(parseDay(date));
}

/** A date axis label: days within a month, months (with the year in January) within a year, years beyond. */
export function formatTick(date: Date, range: HistoryRange): string {
  if (range === '1mo') return MONTH_DAY.format(date);
  if (range === '5y') return String(date.getUTCFullYear());
  const month = MONTH.format(date);
  return date.getUTCMonth() === 0 ? `${month} ${date.getUTCFullYear()}` : month;
}

/** What a crosshair or a screen reader says about one point. */
export function describePoint(point: { date: string; close: number }): string {
  return `${formatDay(point.date)}: ${formatPrice(point.close)} CAD`;
}
