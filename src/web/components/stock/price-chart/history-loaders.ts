import type { LoaderFunctionArgs } from 'react-router-dom';
import { DEFAULT_HISTORY_RANGE, type HistoryRange, type HistoryState, isHistoryRange } from '../../../../shared/stock-history.ts';
import { dataSource } from '../../../data/data-source.ts';

/** A page's price history: the range shown and what there is of it. */
export interface HistoryView {
  range: HistoryRange;
  state: HistoryState;
}

/** The range a page address asks for (?range=6mo); anything else shows the default. */
export function requestedRange(url: string): HistoryRange {
  const range = new URL(url).searchParams.get('range');
  return isHistoryRange(range) ? range : DEFAULT_HISTORY_RANGE;
}

/** The Stock Information page's chart, for the range in its address. */
export async function priceChartLoader({ request, context }: LoaderFunctionArgs): Promise<HistoryView> {
  const range = requestedRange(request.url);
  return { range, state: await dataSource(context).priceHistory(range) };
}

/** The Investors hub's six-month sparkline. */
export async function sparklineLoader({ context }: LoaderFunctionArgs): Promise<HistoryView> {
  return { range: '6mo', state: await dataSource(context).priceHistory('6mo') };
}
