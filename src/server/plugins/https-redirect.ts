import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TrustProxy } from '../trust-proxy.ts';
import { CACHE_CONTROL, withCacheControl } from '../http/response-cache.ts';

/**
 * With an https SITE_URL, a request that a trusted proxy says came over plain http is sent to the
 * same path on the https origin. The target is SITE_URL's origin, never the Host header, so the
 * redirect cannot be pointed at another site.
 */
export const httpsRedirectPlugin = fp(async (app: FastifyInstance, opts: { siteUrl: string; trustProxy: TrustProxy }) => {
  const site = new URL(opts.siteUrl);
  if (site.protocol !== 'https:') return;
  app.addHook('onRequest', async (request, reply) => {
    const address = request.raw.socket?.remoteAddress;
    if (!request.headers['x-forwarded-proto'] || !address || !opts.trustProxy(address, 0)) return;
    if (request.protocol !== 'http') return;
    return withCacheControl(reply.code(301), CACHE_CONTROL.none).redirect(`${site.origin}${request.url}`, 301);
  });
});
