import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { VENTURE_SYMBOL } from '../../../shared/site.ts';
import type { HistoryRange, HistoryState } from '../../../shared/stock-history.ts';
import { QUOTE_FRESH_MS, QUOTE_REVALIDATE_MS, type RenderedQuotes } from '../../../shared/stock.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { createHistoryCaches, renderedHistory } from './price-histories.ts';
import { readLastQuote, saveLastQuote } from './last-quote.ts';
import { createProviderCache } from './provider-cache.ts';
import { stockRoutes } from './routes/stock.ts';
import { stockHistoryRoutes } from './routes/stock-history.ts';
import { renderedQuotes } from './stock-quotes.ts';
import { yahooHistory } from './yahoo-history.ts';
import { yahooProvider } from './yahoo-provider.ts';

export interface HeldStock {
  /** Quotes already held in memory, for the first HTML; never waits on the provider. */
  quotes(): RenderedQuotes;
  /** What a page can render of a range of the venture listing's history right now. */
  history(range: HistoryRange): HistoryState;
}

declare module 'fastify' {
  interface FastifyInstance {
    stock: HeldStock;
  }
}

/**
 * The share price and its history, from the provider through one cache each: one upstream call however
 * many ask, the last good answer kept while the provider fails.
 */
export const stockFeature = fp(
  async (app: FastifyInstance, { config, clock, ssr }: FeatureOptions) => {
    const now = () => clock().getTime();
    // Pages rendered before the first price show 'Loading...' or the fallback; without dropping them the
    // rendered-page cache would keep serving them for a minute after the price is held.
    const onFirstReading = () => app.responseCache?.dropAll();
    const fetchQuote = yahooProvider({ baseUrl: config.STOCK_API_URL });
    // The last quote received before a restart is shown, as not live, until the provider gives a new one.
    const restored = await readLastQuote(app.db).catch((err: unknown) => {
      app.log.warn({ err }, 'stock: the last quote received could not be read');
      return null;
    });
    const quotes = createProviderCache({
      load: async () => {
        const quote = await fetchQuote();
        // Kept before it is served, so a process that stops right after still restarts with it.
        await saveLastQuote(app.db, quote, clock()).catch((err: unknown) => app.log.warn({ err }, 'stock: the quote could not be kept'));
        return quote;
      },
      restored: restored ?? undefined,
      freshMs: QUOTE_FRESH_MS,
      revalidateMs: QUOTE_REVALIDATE_MS,
      now,
      onError: (err) => app.log.warn({ err }, 'stock: provider failed'),
      onFirstReading,
    });
    const histories = createHistoryCaches({
      fetchHistory: yahooHistory({ baseUrl: config.STOCK_API_URL }),
      now,
      onError: (err, range) => app.log.warn({ err, range }, 'stock: history provider failed'),
      onFirstReading,
    });
    await app.register(stockRoutes, { cache: quotes });
    await app.register(stockHistoryRoutes, { caches: histories });
    app.decorate('stock', {
      quotes: () => renderedQuotes(quotes),
      history: (range: HistoryRange) => renderedHistory(histories, VENTURE_SYMBOL, range),
    });
    if (ssr) {
      // The first pages can show the price only if it is already held; never hold up start-up for it. Asked
      // once the whole app is registered, so the provider's time limit runs while pages can be asked for.
      app.addHook('onReady', async () => {
        quotes.warm();
        // The ranges pages render by default: the stock page's year and the hub's six-month sparkline.
        histories['1y'].warm();
        histories['6mo'].warm();
      });
    }
  },
  { name: 'stock', dependencies: ['db', 'response-cache'] },
);
