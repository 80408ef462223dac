import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import type { QuoteSymbol } from '../../shared/site.ts';
import { RENDERED_PAGE_MAX_AGE_MS } from '../../shared/page-freshness.ts';
import { STOCK_REFRESH_MS, type StockQuote } from '../../shared/stock.ts';
import { fetchJson } from '../data/fetch-json.ts';
import { quotesAtom } from './quotes.ts';

export const STOCK_FETCH_FAILED = 'Failed to fetch stock data';

export interface StockQuoteState {
  quote: StockQuote | null;
  loading: boolean;
  error: string | null;
  refetch: () => Promise<void>;
}

/** How long after it starts a quote widget first asks for a quote, given what the server rendered. */
export function quoteRefreshDelay(rendered: StockQuote | null | undefined): number {
  // The server already asked and the provider was down: show the fallback now, try again a minute later.
  if (rendered === null) return RENDERED_PAGE_MAX_AGE_MS;
  if (!rendered) return 0;
  // A quote no older than a cached page can be is current enough; an older one is fetched again on mount.
  const age = Date.now() - Date.parse(rendered.fetchedAt);
  return age <= RENDERED_PAGE_MAX_AGE_MS ? STOCK_REFRESH_MS : 0;
}

/**
 * The live quote for one of the company's symbols: starts from what the server rendered (no pop-in),
 * then refreshes every five minutes. Fetched quotes go back into quotesAtom so other pages reuse them.
 */
export function useStockQuote(symbol: QuoteSymbol): StockQuoteState {
  const [quotes, setQuotes] = useAtom(quotesAtom);
  const [rendered] = useState(() => quotes[symbol]);
  const [status, setStatus] = useState(() => ({
    loading: rendered === undefined,
    error: rendered === null ? STOCK_FETCH_FAILED : null,
  }));

  const refetch = useCallback(async () => {
    setStatus((s) => ({ ...s, loading: true }));
    try {
      const quote = await fetchJson<StockQuote>(`/api/stock/${encodeURIComponent(symbol)}`);
      setQuotes((prev) => ({ ...prev, [symbol]: quote }));
      setStatus({ loading: false, error: null });
    } catch (error) {
      const message = error instanceof Error ? STOCK_FETCH_FAILED : 'An error occurred';
      // A warning, not an error: an unavailable provider is expected and the page shows its fallback.
      console.warn(message, error);
      setStatus({ loading: false, error: message });
    }
  }, [symbol, setQuotes]);

  useEffect(() => {
    if (rendered === null) console.warn(STOCK_FETCH_FAILED);
    let poll: ReturnType<typeof setInterval> | undefined;
    const first = setTimeout(() => {
      void refetch();
      poll = setInterval(() => void refetch(), STOCK_REFRESH_MS);
    }, quoteRefreshDelay(rendered));
    return () => {
      clearTimeout(first);
      clearInterval(poll);
    };
  }, [rendered, refetch]);

  return { quote: quotes[symbol] ?? null, loading: status.loading, error: status.error, refetch };
}
