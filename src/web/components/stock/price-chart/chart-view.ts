import type { HistoryRange } from '../../../../shared/history-ranges.ts';
import type { PriceHistory } from '../../../../shared/stock-history.ts';
import { type ChartGeometry, chartGeometry, sparklinePath } from './chart-geometry.ts';
import { type PeriodSummary, periodSummary } from './period-summary.ts';
import { SPARKLINE_HEIGHT, SPARKLINE_WIDTH } from './plot-size.ts';

/** Everything the chart draws, computed where the loader runs so hydration needs no chart maths in the page's script. */
export interface ChartView {
  symbol: string;
  currency: string;
  stale: boolean;
  geometry: ChartGeometry;
  summary: PeriodSummary;
}

export interface SparklineView {
  path: string;
  summary: PeriodSummary;
}

export function chartView(history: PriceHistory, range: HistoryRange): ChartView | null {
  const geometry = chartGeometry(history.points, range);
  const summary = periodSummary(history.points);
  if (!geometry || !summary) return null;
  return { symbol: history.symbol, currency: history.currency, stale: history.stale, geometry, summary };
}

export function sparklineView(history: PriceHistory): SparklineView | null {
  const path = sparklinePath(history.points, SPARKLINE_WIDTH, SPARKLINE_HEIGHT);
  const summary = periodSummary(history.points);
  return path && summary ? { path, summary } : null;
}
