import { type MarketCapBasis, type QuoteView, quoteView } from '../components/stock/quote-view.ts';
import type { StockQuote } from '../../shared/stock.ts';

/** A quote and the market-cap basis of each widget that shows it (undefined: the widget shows no market cap). */
export interface QuoteViewsRequest {
  id: number;
  quote: StockQuote | null | undefined;
  bases: (MarketCapBasis | undefined)[];
}

export interface QuoteViewsAnswer {
  id: number;
  views: QuoteView[];
}

/**
 * Composes the texts of refreshed quote widgets (enhancements/live-quotes.ts) off the page's main thread:
 * their exchange-time dates need Intl, and a page's first Intl object costs tens of milliseconds on a
 * phone, a task long enough to hold up a tap. Here it costs the page nothing.
 */
self.onmessage = (event: MessageEvent<QuoteViewsRequest>) => {
  const { id, quote, bases } = event.data;
  self.postMessage({ id, views: bases.map((basis) => quoteView(quote, basis)) } satisfies QuoteViewsAnswer);
};
