import { Type } from '@sinclair/typebox';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
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
  /** The per-IP search limit, shared with the /search page (see app.ts). */
  limit: onRequestHookHandler;
}

/** GET /api/search?q= */
export async function searchRoutes(app: FastifyInstance, opts: SearchRoutesOptions) {
  app.get<{ Querystring: { q: string } }>(
    '/api/search',
    { schema: { querystring: Query, response: { 200: Results } }, onRequest: opts.limit },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return opts.search.search(request.query.q);
    },
  );
}
