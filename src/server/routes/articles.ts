import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ARTICLE_CATEGORIES, articleListQuery } from '../../shared/article.ts';
import type { PublicArticles } from '../services/articles/public-articles.ts';
import { NOT_FOUND } from '../services/publishing/article-writes.ts';

const ListItemSchema = Type.Object({
  title: Type.String(),
  slug: Type.String(),
  category: Type.Union(ARTICLE_CATEGORIES.map((c) => Type.Literal(c))),
  source: Type.String(),
  date: Type.String(),
  description: Type.String(),
  featuredImage: Type.Union([Type.String(), Type.Null()]),
  includeDisclaimer: Type.Boolean(),
});
const PublicArticleSchema = Type.Composite([ListItemSchema, Type.Object({ content: Type.String(), html: Type.String() })]);
// Read leniently (see articleListQuery): junk in the query string gets the first page, never an error.
const ListQuery = Type.Object({ page: Type.Optional(Type.String()), limit: Type.Optional(Type.String()), year: Type.Optional(Type.String()) });
const NotFound = Type.Object({ message: Type.String() });

// Short enough that a scheduled article shows up within half a minute at a CDN.
const CACHE_CONTROL = 'public, max-age=30';

/**
 * GET /api/articles (paginated: ?page= from 1, ?limit= up to 50, ?year=; X-Total-Count and X-Article-Years
 * headers; items without bodies) and /api/articles/:slug: visible articles only (published, or due, and not in the trash).
 */
export async function articleRoutes(app: FastifyInstance, opts: { articles: PublicArticles }) {
  // Fast levels: these bodies are compressed on every request.
  await app.register(compress, { threshold: 1024, brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }, zlibOptions: { level: 6 } });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    '/api/articles',
    { schema: { querystring: ListQuery, response: { 200: Type.Array(ListItemSchema) } } },
    async (request, reply) => {
      const page = await opts.articles.list(articleListQuery(request.query));
      reply.header('Cache-Control', CACHE_CONTROL).header('X-Total-Count', String(page.total)).header('X-Article-Years', page.years.join(','));
      return page.items;
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/articles/:slug',
    { schema: { params: Type.Object({ slug: Type.String() }), response: { 200: PublicArticleSchema, 404: NotFound } } },
    async (request, reply) => {
      const article = await opts.articles.bySlug(request.params.slug);
      // A scheduled article's 404 must not be cached: it turns into a 200 at its publication time.
      if (!article) return reply.code(404).header('Cache-Control', 'no-store').send({ message: NOT_FOUND });
      reply.header('Cache-Control', CACHE_CONTROL);
      return article;
    },
  );
}
