import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { QUOTE_REVALIDATE_MS, StockQuote, StockSymbolParams } from '../../../../shared/stock.ts';
import type { ProviderCache } from '../provider-cache.ts';
import type { ProviderQuote } from '../yahoo-provider.ts';
import { isQuoteSymbol, toStockQuote } from '../stock-quotes.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { CACHE_CONTROL, withCacheControl } from '../../../http/response-cache.ts';

/** GET /api/stock/:symbol — only the company's own symbols, so this is no open proxy to the provider. */
export const stockRoutes: FastifyPluginAsyncTypebox<{ cache: ProviderCache<ProviderQuote> }> = async (app, opts) => {
  app.get(
    '/api/stock/:symbol',
    { schema: { params: StockSymbolParams, response: { 200: StockQuote, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const symbol = request.params.symbol.toUpperCase();
      if (!isQuoteSymbol(symbol)) return reply.code(404).send({ message: 'Unknown symbol' });
      let held: Awaited<ReturnType<ProviderCache<ProviderQuote>['get']>>;
      try {
        held = await opts.cache.get();
      } catch {
        return withCacheControl(reply.code(503), CACHE_CONTROL.none).send({ message: 'Failed to fetch stock data' });
      }
      const maxAge = Math.floor(held.freshForMs / 1000);
      withCacheControl(reply, CACHE_CONTROL.quote(maxAge, QUOTE_REVALIDATE_MS / 1000));
      return toStockQuote(symbol, held);
    },
  );
};
