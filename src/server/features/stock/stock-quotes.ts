import { QUOTE_SYMBOLS, type QuoteSymbol } from '../../../shared/site.ts';
import type { RenderedQuotes, StockQuote } from '../../../shared/stock.ts';
import type { HeldReading, ProviderCache } from './provider-cache.ts';
import type { ProviderQuote } from './yahoo-provider.ts';

export function isQuoteSymbol(symbol: string): symbol is QuoteSymbol {
  return (QUOTE_SYMBOLS as readonly string[]).includes(symbol);
}

/** Both of the company's symbols are one upstream quote; the answer names the symbol that was asked for. */
export function toStockQuote(symbol: QuoteSymbol, held: HeldReading<ProviderQuote>): StockQuote {
  return { symbol, ...held.value, stale: held.stale, fetchedAt: new Date(held.fetchedAt).toISOString() };
}

/** What the server can render right now without waiting on the provider. */
export function renderedQuotes(cache: ProviderCache<ProviderQuote>): RenderedQuotes {
  const held = cache.peek();
  if (held === undefined) return {};
  return Object.fromEntries(QUOTE_SYMBOLS.map((symbol) => [symbol, held && toStockQuote(symbol, held)]));
}
