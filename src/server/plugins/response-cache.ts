import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCache, type ResponseCacheOptions } from '../http/response-cache.ts';

/**
 * The one cache of rendered responses (pages, pages of /api/articles, the feed and the sitemaps), or null
 * when nothing is kept (HTML_CACHE=off, or the API alone, which reads the database on every request).
 * A change of what is public, made in this process or any other, drops what it concerns here; in the
 * process that made it, before its answer leaves, so the admin's next page view already shows it.
 * Company content shows on many pages (facts in every header and footer): it drops every page.
 */
export const responseCachePlugin = fp(
  async (app: FastifyInstance, opts: { enabled: boolean } & ResponseCacheOptions) => {
    const cache = opts.enabled ? new ResponseCache(opts) : null;
    app.decorate('responseCache', cache);
    app.cluster.onPublicChanged((topics) => {
      if (topics.includes('content')) cache?.dropAll();
      else cache?.dropPublished();
    });
  },
  { name: 'response-cache', dependencies: ['cluster-bus'] },
);
