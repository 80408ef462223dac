import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ArticleListItem, ArticleListParams, ArticleSlugParams, PublicArticle } from '../../../../shared/article.ts';
import type { PublicArticles } from '../public-articles.ts';
import { CACHE_CONTROL, type ResponseCache, serveThrough, withCacheControl } from '../../../http/response-cache.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { NOT_FOUND } from '../article-writes.ts';

export interface ArticleRoutesOptions {
  articles: PublicArticles;
  /** Where pages of the list are kept between changes of what is public; null queries per request. */
  cache: ResponseCache | null;
}

/**
 * GET /api/articles (paginated: ?page= from 1, ?limit= up to 50, ?year= from 2000 to 2100, anything else a 400; X-Total-Count and X-Article-Years
 * headers; items without bodies) and /api/articles/:slug: visible articles only (published, or due, and not in the trash).
 */
export const articleRoutes: FastifyPluginAsyncTypebox<ArticleRoutesOptions> = async (app, opts) => {
  app.get(
    '/api/articles',
    { schema: { querystring: ArticleListParams, response: { 200: Type.Array(ArticleListItem), ...ERROR_RESPONSES } } },
    (request, reply) => {
      const { page: number, limit, year } = request.query;
      const query = { page: number, limit, year: year ?? null };
      // The key is the query as read, so spellings of one page share an entry.
      const key = `/api/articles?page=${query.page}&limit=${query.limit}&year=${query.year ?? ''}`;
      let empty = false;
      return serveThrough(
        opts.cache,
        request,
        reply,
        key,
        async () => {
          const page = await opts.articles.list(query);
          empty = page.items.length === 0;
          return {
            status: 200,
            type: 'application/json; charset=utf-8',
            headers: { 'x-total-count': String(page.total), 'x-article-years': page.years.join(',') },
            // The route's response schema serializes, as for any other reply (a string for JSON).
            body: Buffer.from(reply.serialize(page.items) as string),
          };
        },
        // Pages past the end and years without releases are answered but not kept: any number can be asked for.
        () => !empty || (query.page === 1 && query.year === null),
      );
    },
  );

  await app.register(articleDetailRoute, { articles: opts.articles });
};

const articleDetailRoute: FastifyPluginAsyncTypebox<{ articles: PublicArticles }> = async (app, opts) => {
  // Fast levels: these bodies are compressed on every request.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, zlibOptions: { level: 6 } });
  app.get(
    '/api/articles/:slug',
    { schema: { params: ArticleSlugParams, response: { 200: PublicArticle, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const article = await opts.articles.bySlug(request.params.slug);
      if (!article) {
        const current = await opts.articles.renamedTo(request.params.slug);
        // A renamed release's old address was linked (alert e-mails, feeds): it moves, like the page's.
        if (current) return withCacheControl(reply, CACHE_CONTROL.published).redirect(`/api/articles/${encodeURIComponent(current)}`, 301);
        // A scheduled article's 404 must not be cached: it turns into a 200 at its publication time.
        return withCacheControl(reply.code(404), CACHE_CONTROL.none).send({ message: NOT_FOUND });
      }
      withCacheControl(reply, CACHE_CONTROL.published);
      return article;
    },
  );
};
