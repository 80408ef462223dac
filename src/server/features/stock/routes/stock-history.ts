import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { DEFAULT_HISTORY_RANGE, type HistoryRange } from '../../../../shared/history-ranges.ts';
import { StockSymbolParams } from '../../../../shared/stock.ts';
import { HistoryQuery, PriceHistory, SettledHistory } from '../../../../shared/stock-history.ts';
import { type HistoryCaches, toPriceHistory } from '../price-histories.ts';
import type { HeldReading } from '../provider-cache.ts';
import type { ProviderHistory } from '../yahoo-history.ts';
import { isQuoteSymbol } from '../stock-quotes.ts';
import { CACHE_CONTROL, type FreshResponse, serveThrough, withCacheControl } from '../../../http/response-cache.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';

/**
 * Each answer is kept in the response cache under the reading it shows: a new reading, or the same one marked
 * stale after a failed refresh, is another key, answered at once; the old one ages out.
 */
const readingKey = (path: string, range: HistoryRange, held: HeldReading<ProviderHistory>) =>
  `${path}?range=${range}&reading=${held.fetchedAt}${held.stale ? '-stale' : ''}`;

/** JSON as the route's response schema writes it. */
const json = (reply: FastifyReply, value: unknown): FreshResponse => ({
  status: 200,
  type: 'application/json; charset=utf-8',
  body: Buffer.from(reply.serialize(value) as string),
});

/**
 * GET /api/stock/:symbol/history?range= — closing prices of the company's own symbols only, 503 when
 * none can be had. GET …/history/state answers the same as { status }, always 200: the page's chart
 * reads it, since a chart without data is a normal state of the page, not a failed request.
 */
export const stockHistoryRoutes: FastifyPluginAsyncTypebox<{ caches: HistoryCaches }> = async (app, opts) => {
  const cache = app.responseCache;

  app.get(
    '/api/stock/:symbol/history/state',
    { schema: { params: StockSymbolParams, querystring: HistoryQuery, response: { 200: SettledHistory, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const symbol = request.params.symbol.toUpperCase();
      if (!isQuoteSymbol(symbol)) return reply.code(404).send({ message: 'Unknown symbol' });
      const range = request.query.range ?? DEFAULT_HISTORY_RANGE;
      let held: HeldReading<ProviderHistory>;
      try {
        held = await opts.caches[range].get();
      } catch {
        return withCacheControl(reply, CACHE_CONTROL.none).send({ status: 'unavailable' as const });
      }
      const key = readingKey(`/api/stock/${symbol}/history/state`, range, held);
      await serveThrough(cache, request, reply, key, async () => json(reply, { status: 'ready', history: toPriceHistory(symbol, range, held) }));
      return reply;
    },
  );

  app.get(
    '/api/stock/:symbol/history',
    { schema: { params: StockSymbolParams, querystring: HistoryQuery, response: { 200: PriceHistory, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const symbol = request.params.symbol.toUpperCase();
      if (!isQuoteSymbol(symbol)) return reply.code(404).send({ message: 'Unknown symbol' });
      const range = request.query.range ?? DEFAULT_HISTORY_RANGE;
      let held: HeldReading<ProviderHistory>;
      try {
        held = await opts.caches[range].get();
      } catch {
        return withCacheControl(reply.code(503), CACHE_CONTROL.none).send({ message: 'Failed to fetch stock data' });
      }
      const key = readingKey(`/api/stock/${symbol}/history`, range, held);
      await serveThrough(cache, request, reply, key, async () => json(reply, toPriceHistory(symbol, range, held)));
      return reply;
    },
  );
};
