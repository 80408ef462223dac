import type { PricePoint } from '../../../../shared/stock-history.ts';

export interface PeriodSummary {
  first: PricePoint;
  last: PricePoint;
  /** From the first close to the last, in percent. */
  changePercent: number;
  /** The highest and lowest closes; the earliest day wins a tie. */
  high: PricePoint;
  low: PricePoint;
}

/** The period's change, high and low; null without points. */
export function periodSummary(points: readonly PricePoint[]): PeriodSummary | null {
  const first = points[0];
  const last = points.at(-1);
  if (!first || !last) return null;
  let high = first;
  let low = first;
  for (const point of points) {
    if (point.close > high.close) high = point;
    if (point.close < low.close) low = point;
  }
  return { first, last, changePercent: ((last.close - first.close) / first.close) * 100, high, low };
}
