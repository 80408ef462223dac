export interface StockQuote {
  symbol: string;
  price: number;
  change: number;
  changePercent: number;
  lastUpdated: string;
  currency: string;
  /** True when the provider failed and this is the last good value. */
  stale: boolean;
  /** When the server got it from the provider (ISO): tells a client how old a rendered quote is. */
  fetchedAt: string;
}

/** Quotes rendered into a page, by symbol; null means the provider failed and the server held nothing. */
export type RenderedQuotes = Record<string, StockQuote | null>;

export const STOCK_REFRESH_MS = 5 * 60 * 1000;
export const FALLBACK_PRICE = 0.3;
