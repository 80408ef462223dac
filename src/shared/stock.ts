export interface StockQuote {
  symbol: string;
  price: number;
  change: number;
  changePercent: number;
  lastUpdated: string;
  currency: string;
  /** True when the provider failed and this is the last good value. */
  stale: boolean;
}

export const STOCK_REFRESH_MS = 5 * 60 * 1000;
export const FALLBACK_PRICE = 0.3;
