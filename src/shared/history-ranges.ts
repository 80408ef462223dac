/** The ranges a price history is offered in; kept free of schema code so pages can use them without TypeBox. */
export const HISTORY_RANGES = ['1mo', '6mo', '1y', '5y'] as const;
export type HistoryRange = (typeof HISTORY_RANGES)[number];
export const DEFAULT_HISTORY_RANGE: HistoryRange = '1y';

export function isHistoryRange(value: unknown): value is HistoryRange {
  return (HISTORY_RANGES as readonly unknown[]).includes(value);
}
