import type { QuoteSymbol } from '../../../shared/site.ts';
import { HISTORY_RANGES, type HistoryRange } from '../../../shared/history-ranges.ts';
import type { HistoryState, PriceHistory } from '../../../shared/stock-history.ts';
import { createProviderCache, type HeldReading, type ProviderCache } from './provider-cache.ts';
import type { FetchHistory, ProviderHistory } from './yahoo-history.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** A month of closes changes with every trading day; longer ranges barely move within an hour. */
export const HISTORY_FRESH_MS: Record<HistoryRange, number> = { '1mo': 5 * MINUTE, '6mo': HOUR, '1y': HOUR, '5y': HOUR };
/** How long past freshness held closes are served at once while one background refresh runs. */
export const HISTORY_REVALIDATE_MS: Record<HistoryRange, number> = { '1mo': HOUR, '6mo': 24 * HOUR, '1y': 24 * HOUR, '5y': 24 * HOUR };

/**
 * One provider cache per range. Both company symbols are the same listing, as for the quote, so a
 * range is fetched once for both.
 */
export type HistoryCaches = Record<HistoryRange, ProviderCache<ProviderHistory>>;

export function createHistoryCaches(options: {
  fetchHistory: FetchHistory;
  now?: () => number;
  onError?: (error: unknown, range: HistoryRange) => void;
  onFirstReading?: () => void;
}): HistoryCaches {
  return Object.fromEntries(
    HISTORY_RANGES.map((range) => [
      range,
      createProviderCache({
        load: () => options.fetchHistory(range),
        freshMs: HISTORY_FRESH_MS[range],
        revalidateMs: HISTORY_REVALIDATE_MS[range],
        ...(options.now ? { now: options.now } : {}),
        onError: (error) => options.onError?.(error, range),
        ...(options.onFirstReading ? { onFirstReading: options.onFirstReading } : {}),
      }),
    ]),
  ) as HistoryCaches;
}

export function toPriceHistory(symbol: QuoteSymbol, range: HistoryRange, held: HeldReading<ProviderHistory>): PriceHistory {
  return { symbol, currency: held.value.currency, range, points: held.value.points, stale: held.stale };
}

/** What the server can render of a range right now, without waiting on the provider. */
export function renderedHistory(caches: HistoryCaches, symbol: QuoteSymbol, range: HistoryRange): HistoryState {
  const held = caches[range].peek();
  if (held === undefined) return { status: 'pending' };
  if (held === null) return { status: 'unavailable' };
  return { status: 'ready', history: toPriceHistory(symbol, range, held) };
}
