import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ARTICLE_CATEGORIES } from '../../shared/article.ts';
import type { PublicArticles } from '../services/articles/public-articles.ts';

const PublicArticleSchema = Type.Object({
  title: Type.String(),
  slug: Type.String(),
  category: Type.Union(ARTICLE_CATEGORIES.map((c) => Type.Literal(c))),
  source: Type.String(),
  date: Type.String(),
  description: Type.String(),
  content: Type.String(),
  featuredImage: Type.Union([Type.String(), Type.Null()]),
  includeDisclaimer: Type.Boolean(),
  html: Type.String(),
});
const NotFound = Type.Object({ message: Type.String() });

// Short enough that a scheduled article shows up within half a minute at a CDN.
const CACHE_CONTROL = 'public, max-age=30';

/** GET /api/articles and /api/articles/:slug: visible articles only (DESIGN section 3). */
export async function articleRoutes(app: FastifyInstance, opts: { articles: PublicArticles }) {
  app.get('/api/articles', { schema: { response: { 200: Type.Array(PublicArticleSchema) } } }, async (_request, reply) => {
    reply.header('Cache-Control', CACHE_CONTROL);
    return opts.articles.list();
  });

  app.get<{ Params: { slug: string } }>(
    '/api/articles/:slug',
    { schema: { params: Type.Object({ slug: Type.String() }), response: { 200: PublicArticleSchema, 404: NotFound } } },
    async (request, reply) => {
      const article = await opts.articles.bySlug(request.params.slug);
      // A scheduled article's 404 must not be cached: it turns into a 200 at its publication time.
      if (!article) return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Article not found' });
      reply.header('Cache-Control', CACHE_CONTROL);
      return article;
    },
  );
}
