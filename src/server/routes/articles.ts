import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ArticleListItem, ArticleListParams, ArticleSlugParams, PublicArticle } from '../../shared/article.ts';
import type { PublicArticles } from '../services/articles/public-articles.ts';
import { ERROR_RESPONSES } from './responses.ts';
import { NOT_FOUND } from '../services/publishing/article-writes.ts';

// Short enough that a scheduled article shows up within half a minute at a CDN.
const CACHE_CONTROL = 'public, max-age=30';

/**
 * GET /api/articles (paginated: ?page= from 1, ?limit= up to 50, ?year= from 2000 to 2100, anything else a 400; X-Total-Count and X-Article-Years
 * headers; items without bodies) and /api/articles/:slug: visible articles only (published, or due, and not in the trash).
 */
export const articleRoutes: FastifyPluginAsyncTypebox<{ articles: PublicArticles }> = async (app, opts) => {
  // Fast levels: these bodies are compressed on every request.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, zlibOptions: { level: 6 } });

  app.get(
    '/api/articles',
    { schema: { querystring: ArticleListParams, response: { 200: Type.Array(ArticleListItem), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const { page: number, limit, year } = request.query;
      const page = await opts.articles.list({ page: number, limit, year: year ?? null });
      reply.header('Cache-Control', CACHE_CONTROL).header('X-Total-Count', String(page.total)).header('X-Article-Years', page.years.join(','));
      return page.items;
    },
  );

  app.get(
    '/api/articles/:slug',
    { schema: { params: ArticleSlugParams, response: { 200: PublicArticle, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const article = await opts.articles.bySlug(request.params.slug);
      // A scheduled article's 404 must not be cached: it turns into a 200 at its publication time.
      if (!article) return reply.code(404).header('Cache-Control', 'no-store').send({ message: NOT_FOUND });
      reply.header('Cache-Control', CACHE_CONTROL);
      return article;
    },
  );
};
