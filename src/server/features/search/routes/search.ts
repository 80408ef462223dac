import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onRequestHookHandler } from 'fastify';
import { SearchQuery, SearchResults } from '../../../../shared/search.ts';
import type { SiteSearch } from '../site-search.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { CACHE_CONTROL, withCacheControl } from '../../../http/response-cache.ts';

export interface SearchRoutesOptions {
  search: SiteSearch;
  /** The per-IP search limit, shared with the /search page (see plugin.ts). */
  limit: onRequestHookHandler;
}

/** GET /api/search?q= */
export const searchRoutes: FastifyPluginAsyncTypebox<SearchRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/search',
    { schema: { querystring: SearchQuery, response: { 200: SearchResults, ...ERROR_RESPONSES } }, onRequest: opts.limit },
    async (request, reply) => {
      withCacheControl(reply, CACHE_CONTROL.none);
      return opts.search.search(request.query.q);
    },
  );
};
