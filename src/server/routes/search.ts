import rateLimit from '@fastify/rate-limit';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SEARCH_QUERY_MAX_LENGTH } from '../../shared/search.ts';
import { messages } from '../../shared/validation.ts';
import type { SiteSearch } from '../services/search/site-search.ts';

const Query = Type.Object({
  q: Type.String({
    default: '',
    maxLength: SEARCH_QUERY_MAX_LENGTH,
    ...messages({ tooLong: `Search query must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`, invalid: 'Search query must be text' }),
  }),
});

const Hit = { title: Type.String(), snippet: Type.String() };
const Results = Type.Object({
  pages: Type.Array(Type.Object({ path: Type.String(), ...Hit })),
  news: Type.Array(Type.Object({ slug: Type.String(), date: Type.String(), ...Hit })),
});

export interface SearchRoutesOptions {
  search: SiteSearch;
  /** Requests per IP per minute. */
  perMinute?: number;
}

/** GET /api/search?q= — rate-limited on its own (the limiter is registered inside this plugin only). */
export async function searchRoutes(app: FastifyInstance, opts: SearchRoutesOptions) {
  await app.register(rateLimit, { global: false });
  app.get<{ Querystring: { q: string } }>(
    '/api/search',
    {
      schema: { querystring: Query, response: { 200: Results } },
      config: { rateLimit: { max: opts.perMinute ?? 30, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.search.search(request.query.q);
    },
  );
}
