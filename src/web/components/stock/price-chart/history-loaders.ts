import type { LoaderFunctionArgs } from 'react-router-dom';
import { DEFAULT_HISTORY_RANGE, type HistoryRange, isHistoryRange } from '../../../../shared/history-ranges.ts';
import type { PriceHistory } from '../../../../shared/stock-history.ts';
import { type DataSource, dataSource } from '../../../data/data-source.ts';
import type { ChartView, SparklineView } from './chart-view.ts';

/** What a page shows of a range: the drawing, nothing yet (the server had not asked the provider), or none to be had. */
export type ViewState<T> = { status: 'ready'; view: T } | { status: 'pending' } | { status: 'unavailable' };

export interface LoadedView<T> {
  range: HistoryRange;
  state: ViewState<T>;
}

/** Turns a range's closes into what a component draws; null when there is nothing to draw. */
export type DrawView<T> = (views: typeof import('./chart-view.ts'), history: PriceHistory, range: HistoryRange) => T | null;

/** The range a page address asks for (?range=6mo); anything else shows the default. */
export function requestedRange(url: string): HistoryRange {
  const range = new URL(url).searchParams.get('range');
  return isHistoryRange(range) ? range : DEFAULT_HISTORY_RANGE;
}

/**
 * Loads a range and draws it, in-process on the server or from the public API in a browser. The drawing
 * code (d3) is imported on demand: a browser fetches it only when it loads a range itself, never to
 * hydrate what the server drew.
 */
export async function loadView<T>(source: Pick<DataSource, 'priceHistory'>, range: HistoryRange, draw: DrawView<T>): Promise<LoadedView<T>> {
  const state = await source.priceHistory(range);
  if (state.status !== 'ready') return { range, state };
  const view = draw(await import('./chart-view.ts'), state.history, range);
  return { range, state: view ? { status: 'ready', view } : { status: 'unavailable' } };
}

export const drawChart: DrawView<ChartView> = (views, history, range) => views.chartView(history, range);
export const drawSparkline: DrawView<SparklineView> = (views, history) => views.sparklineView(history);

/** The Stock Information page's chart, for the range in its address. */
export function priceChartLoader({ request, context }: LoaderFunctionArgs): Promise<LoadedView<ChartView>> {
  return loadView(dataSource(context), requestedRange(request.url), drawChart);
}

/** The Investors hub's six-month sparkline. */
export function sparklineLoader({ context }: LoaderFunctionArgs): Promise<LoadedView<SparklineView>> {
  return loadView(dataSource(context), '6mo', drawSparkline);
}
