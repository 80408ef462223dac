import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HISTORY_RANGE } from '../../shared/history-ranges.ts';
import { HistoryQuery, PriceHistory } from '../../shared/stock-history.ts';
import { type HistoryCaches, toPriceHistory } from '../services/stock/price-histories.ts';
import { isQuoteSymbol } from '../services/stock/stock-quotes.ts';

const Message = Type.Object({ message: Type.String() });

/** GET /api/stock/:symbol/history?range= — closing prices of the company's own symbols only. */
export async function stockHistoryRoutes(app: FastifyInstance, opts: { caches: HistoryCaches }) {
  app.get<{ Params: { symbol: string }; Querystring: HistoryQuery }>(
    '/api/stock/:symbol/history',
    { schema: { querystring: HistoryQuery, response: { 200: PriceHistory, 404: Message, 503: Message } } },
    async (request, reply) => {
      const symbol = request.params.symbol.toUpperCase();
      if (!isQuoteSymbol(symbol)) return reply.code(404).send({ message: 'Unknown symbol' });
      const range = request.query.range ?? DEFAULT_HISTORY_RANGE;
      let held: Awaited<ReturnType<HistoryCaches[typeof range]['get']>>;
      try {
        held = await opts.caches[range].get();
      } catch {
        return reply.code(503).header('Cache-Control', 'no-store').send({ message: 'Failed to fetch stock data' });
      }
      reply.header('Cache-Control', `public, max-age=${Math.floor(held.freshForMs / 1000)}, stale-while-revalidate=300`);
      return toPriceHistory(symbol, range, held);
    },
  );
}
