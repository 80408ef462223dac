import type { LoaderFunctionArgs } from 'react-router-dom';
import { DEFAULT_HISTORY_RANGE, type HistoryRange, isHistoryRange } from '../../../../shared/history-ranges.ts';
import type { PriceHistory } from '../../../../shared/stock-history.ts';
import { dataSource } from '../../../data/data-source.ts';
import type { ChartView, SparklineView } from './chart-view.ts';

/** What a page shows of a range: the drawing, nothing yet (the server had not asked the provider), or none to be had. */
export type ViewState<T> = { status: 'ready'; view: T } | { status: 'pending' } | { status: 'unavailable' };

export interface LoadedView<T> {
  range: HistoryRange;
  state: ViewState<T>;
}

/** The range a page address asks for (?range=6mo); anything else shows the default. */
export function requestedRange(url: string): HistoryRange {
  const range = new URL(url).searchParams.get('range');
  return isHistoryRange(range) ? range : DEFAULT_HISTORY_RANGE;
}

/**
 * Loads a range and draws it. The drawing code (d3) is imported on demand: the server always has it,
 * and a browser fetches it only when it loads a range itself, never to hydrate what the server drew.
 */
async function load<T>(
  context: unknown,
  range: HistoryRange,
  draw: (views: typeof import('./chart-view.ts'), history: PriceHistory) => T | null,
): Promise<LoadedView<T>> {
  const state = await dataSource(context).priceHistory(range);
  if (state.status !== 'ready') return { range, state };
  const view = draw(await import('./chart-view.ts'), state.history);
  return { range, state: view ? { status: 'ready', view } : { status: 'unavailable' } };
}

/** The Stock Information page's chart, for the range in its address. */
export function priceChartLoader({ request, context }: LoaderFunctionArgs): Promise<LoadedView<ChartView>> {
  const range = requestedRange(request.url);
  return load(context, range, (views, history) => views.chartView(history, range));
}

/** The Investors hub's six-month sparkline. */
export function sparklineLoader({ context }: LoaderFunctionArgs): Promise<LoadedView<SparklineView>> {
  return load(context, '6mo', (views, history) => views.sparklineView(history));
}
