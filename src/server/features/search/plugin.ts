import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../feature-options.ts';
import { searchRoutes } from './routes/search.ts';
import { type SiteSearch, siteSearch } from './site-search.ts';

const SEARCHES_PER_MINUTE = 30;

declare module 'fastify' {
  interface FastifyInstance {
    // Not `search`: Fastify 5 has that name for the HTTP SEARCH method.
    siteSearch: SiteSearch & {
      /** The per-IP limit of the search API, which the /search page shares: both run the same query. */
      limit: onRequestHookHandler;
    };
  }
}

/** Site search over releases, documents and the pages' own text: GET /api/search, and the /search page's data. */
export const searchFeature = fp(
  async (app: FastifyInstance, { clock }: FeatureOptions) => {
    const search = siteSearch(app.db, { clock });
    const limit = app.rateLimit({ max: SEARCHES_PER_MINUTE, timeWindow: 60_000 });
    app.decorate('siteSearch', { ...search, limit });
    await app.register(searchRoutes, { search, limit });
  },
  { name: 'search', dependencies: ['db', '@fastify/rate-limit'] },
);
