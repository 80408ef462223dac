import type { FastifyPluginAsync } from 'fastify';
import { ALERT_PAGE_CSS_PATH, alertPageCss } from './alert-page.ts';
import { CACHE_CONTROL, withCacheControl } from '../../../http/response-cache.ts';

/** GET /alerts/page.css: the alert pages' stylesheet, composed once from the build this process serves. */
export const alertPageStylesRoute: FastifyPluginAsync<{ clientDir: string }> = async (app, opts) => {
  const css = alertPageCss(opts.clientDir);
  app.get(ALERT_PAGE_CSS_PATH, async (_request, reply) =>
    // Names the build's hashed fonts, so it changes only with a deploy: an hour in any cache is safe.
    withCacheControl(reply.type('text/css; charset=utf-8'), CACHE_CONTROL.deployText).send(css),
  );
};
