import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { PreviewArticle, PreviewTokenParams } from '../../../../shared/preview.ts';
import { HttpProblem } from '../../../errors.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { CACHE_CONTROL, withCacheControl } from '../../../http/response-cache.ts';

function privateAnswer(reply: FastifyReply) {
  withCacheControl(reply, CACHE_CONTROL.none).header('X-Robots-Tag', 'noindex');
}

export interface PreviewRoutesOptions {
  preview: (token: string) => Promise<PreviewArticle | null>;
  /** Whether a token verifies, without the database. */
  verifies: (token: string) => boolean;
  ssr: boolean;
}

/**
 * Preview links (/preview/<signed token>): the article page as it will look once public, for whoever holds
 * the link for its hour. Never cached, never indexed; the feed, sitemap and search only ever read public articles.
 * A link whose token does not verify can never open anything, so it gets the site's shared not-found page,
 * rendered once and kept: any number of them costs no render.
 */
export const previewRoutes: FastifyPluginAsyncTypebox<PreviewRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/preview/:token',
    { schema: { params: PreviewTokenParams, response: { 200: PreviewArticle, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      privateAnswer(reply);
      const article = await opts.preview(request.params.token);
      if (!article) throw new HttpProblem(404, 'Preview not found or expired');
      return article;
    },
  );

  if (!opts.ssr) return;
  app.get<{ Params: { token: string } }>('/preview/:token', async (request, reply) => {
    privateAnswer(reply);
    if (!opts.verifies(request.params.token)) return app.renderPage(request, reply);
    return app.renderPage(request, reply, { private: true });
  });
};
