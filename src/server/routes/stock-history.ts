import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_HISTORY_RANGE } from '../../shared/history-ranges.ts';
import { HistoryQuery, PriceHistory, SettledHistory } from '../../shared/stock-history.ts';
import { type HistoryCaches, toPriceHistory } from '../services/stock/price-histories.ts';
import { isQuoteSymbol } from '../services/stock/stock-quotes.ts';

const Message = Type.Object({ message: Type.String() });

type HistoryRequest = { Params: { symbol: string }; Querystring: HistoryQuery };

/**
 * GET /api/stock/:symbol/history?range= — closing prices of the company's own symbols only, 503 when
 * none can be had. GET …/history/state answers the same as { status }, always 200: the page's chart
 * reads it, since a chart without data is a normal state of the page, not a failed request.
 */
export async function stockHistoryRoutes(app: FastifyInstance, opts: { caches: HistoryCaches }) {
  app.get<HistoryRequest>(
    '/api/stock/:symbol/history/state',
    { schema: { querystring: HistoryQuery, response: { 200: SettledHistory, 404: Message } } },
    async (request, reply): Promise<SettledHistory> => {
      const symbol = request.params.symbol.toUpperCase();
      if (!isQuoteSymbol(symbol)) return reply.code(404).send({ message: 'Unknown symbol' });
      const range = request.query.range ?? DEFAULT_HISTORY_RANGE;
      try {
        const held = await opts.caches[range].get();
        reply.header('Cache-Control', `public, max-age=${Math.floor(held.freshForMs / 1000)}, stale-while-revalidate=300`);
        return { status: 'ready', history: toPriceHistory(symbol, range, held) };
      } catch {
        reply.header('Cache-Control', 'no-store');
        return { status: 'unavailable' };
      }
    },
  );

  app.get<HistoryRequest>(
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
