import { type Static, Type } from '@sinclair/typebox';

export const StockQuote = Type.Object({
  symbol: Type.String(),
  price: Type.Number(),
  change: Type.Number(),
  changePercent: Type.Number(),
  lastUpdated: Type.String(),
  currency: Type.String(),
  /** True when the provider failed and this is the last good value. */
  stale: Type.Boolean(),
  /** When the server got it from the provider (ISO): tells a client how old a rendered quote is. */
  fetchedAt: Type.String(),
});
export type StockQuote = Static<typeof StockQuote>;

/** Quotes rendered into a page, by symbol; null means the provider failed and the server held nothing. */
export type RenderedQuotes = Record<string, StockQuote | null>;

/** GET /api/stock/:symbol and its history: any text, so an unknown symbol is answered 404. */
export const StockSymbolParams = Type.Object({ symbol: Type.String() });
export type StockSymbolParams = Static<typeof StockSymbolParams>;

/** A quote is fresh this long after the provider gave it; the quote API's max-age counts down to it. */
export const QUOTE_FRESH_MS = 60_000;
/** Past freshness, a held quote is still served at once this long while one background refresh runs. */
export const QUOTE_REVALIDATE_MS = 4 * 60_000;
