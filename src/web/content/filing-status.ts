import { QUARTERS, type Quarter } from '../../shared/documents.ts';
import { formatLongDate } from '../../shared/format-date.ts';

/**
 * Where a fiscal year's filings stand. The fiscal year ends October 31 and is named by the year it ends
 * in, so fiscal 2026 runs from November 1, 2025 and its Q1 closes January 31, 2026. A venture issuer files
 * interim statements and MD&A within 60 days of a quarter's end and the annual ones within 120 days of
 * the year's end (NI 51-102).
 */
const QUARTER_END: Record<Quarter, { month: number; day: number }> = {
  Q1: { month: 1, day: 31 },
  Q2: { month: 4, day: 30 },
  Q3: { month: 7, day: 31 },
  Q4: { month: 10, day: 31 },
};
const DAYS_TO_FILE: Record<Quarter, number> = { Q1: 60, Q2: 60, Q3: 60, Q4: 120 };
const DAY_MS = 86_400_000;

/** The last filing date (YYYY-MM-DD) of a quarter of a fiscal year; Q4 is the annual filing. */
export function filingDue(fiscalYear: number, quarter: Quarter): string {
  const { month, day } = QUARTER_END[quarter];
  return new Date(Date.UTC(fiscalYear, month - 1, day) + DAYS_TO_FILE[quarter] * DAY_MS).toISOString().slice(0, 10);
}

export interface FilingStatus {
  /** The quarters filed so far, in order. */
  filed: Quarter[];
  /** The first quarter still to come and its last filing date; null once the year is complete. */
  next: { quarter: Quarter; due: string } | null;
}

export function filingStatus(fiscalYear: number, filed: Iterable<Quarter>): FilingStatus {
  const present = new Set(filed);
  const missing = QUARTERS.find((quarter) => !present.has(quarter));
  return {
    filed: QUARTERS.filter((quarter) => present.has(quarter)),
    next: missing ? { quarter: missing, due: filingDue(fiscalYear, missing) } : null,
  };
}

/** "Q1", "Q1, Q2", "Q1 to Q3", "Q2, Q4", "None yet". */
export function quartersText(quarters: readonly Quarter[]): string {
  if (quarters.length === 0) return 'None yet';
  const runFromFirst = quarters.every((quarter, i) => quarter === QUARTERS[i]);
  return runFromFirst && quarters.length > 2 ? `Q1 to ${quarters.at(-1)}` : quarters.join(', ');
}

/** The year's summary tiles: what is filed so far and what comes next, by when. */
export function filingTiles(status: FilingStatus): { value: string; label: string }[] {
  const next = status.next;
  return [
    { value: quartersText(status.filed), label: 'Filed so far' },
    next
      ? { value: next.quarter, label: `${next.quarter === 'Q4' ? 'Annual report due' : 'Next due'} by ${formatLongDate(next.due)}` }
      : { value: 'Complete', label: 'Every report of the year filed' },
  ];
}
