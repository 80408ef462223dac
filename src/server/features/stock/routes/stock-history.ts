import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_HISTORY_RANGE } from '../../../../shared/history-ranges.ts';
import { StockSymbolParams } from '../../../../shared/stock.ts';
import { HistoryQuery, PriceHistory, SettledHistory } from '../../../../shared/stock-history.ts';
import { type HistoryCaches, toPriceHistory } from '../price-histories.ts';
import { isQuoteSymbol } from '../stock-quotes.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';

/**
 * GET /api/stock/:symbol/history?range= — closing prices of the company's own symbols only, 503 when
 * none can be had. GET …/history/state answers the same as { status }, always 200: the page's chart
 * reads it, since a chart without data is a normal state of the page, not a failed request.
 */
export const stockHistoryRoutes: FastifyPluginAsyncTypebox<{ caches: HistoryCaches }> = async (app, opts) => {
  app.get(
    '/api/stock/:symbol/history/state',
    { schema: { params: StockSymbolParams, querystring: HistoryQuery, response: { 200: SettledHistory, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const symbol = request.params.symbol.toUpperCase();
      if (!isQuoteSymbol(symbol)) return reply.code(404).send({ message: 'Unknown symbol' });
      const range = request.query.range ?? DEFAULT_HISTORY_RANGE;
      try {
        const held = await opts.caches[range].get();
        reply.header('Cache-Control', `public, max-age=${Math.floor(held.freshForMs / 1000)}, stale-while-revalidate=300`);
        return { status: 'ready' as const, history: toPriceHistory(symbol, range, held) };
      } catch {
        reply.header('Cache-Control', 'no-store');
        return { status: 'unavailable' as const };
      }
    },
  );

  app.get(
    '/api/stock/:symbol/history',
    { schema: { params: StockSymbolParams, querystring: HistoryQuery, response: { 200: PriceHistory, ...ERROR_RESPONSES } } },
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
};
