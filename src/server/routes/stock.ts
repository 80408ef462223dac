import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { QUOTE_REVALIDATE_MS } from '../../shared/stock.ts';
import type { ProviderCache } from '../services/stock/provider-cache.ts';
import type { ProviderQuote } from '../services/stock/yahoo-provider.ts';
import { isQuoteSymbol, toStockQuote } from '../services/stock/stock-quotes.ts';

const Quote = Type.Object({
  symbol: Type.String(),
  price: Type.Number(),
  change: Type.Number(),
  changePercent: Type.Number(),
  lastUpdated: Type.String(),
  currency: Type.String(),
  stale: Type.Boolean(),
  fetchedAt: Type.String(),
});
const Message = Type.Object({ message: Type.String() });

/** GET /api/stock/:symbol — only the company's own symbols, so this is no open proxy to the provider. */
export async function stockRoutes(app: FastifyInstance, opts: { cache: ProviderCache<ProviderQuote> }) {
  app.get<{ Params: { symbol: string } }>(
    '/api/stock/:symbol',
    { schema: { response: { 200: Quote, 404: Message, 503: Message } } },
    async (request, reply) => {
      const symbol = request.params.symbol.toUpperCase();
      if (!isQuoteSymbol(symbol)) return reply.code(404).send({ message: 'Unknown symbol' });
      let held: Awaited<ReturnType<ProviderCache<ProviderQuote>['get']>>;
      try {
        held = await opts.cache.get();
      } catch {
        return reply.code(503).header('Cache-Control', 'no-store').send({ message: 'Failed to fetch stock data' });
      }
      const maxAge = Math.floor(held.freshForMs / 1000);
      reply.header('Cache-Control', `public, max-age=${maxAge}, stale-while-revalidate=${QUOTE_REVALIDATE_MS / 1000}`);
      return toStockQuote(symbol, held);
    },
  );
}
