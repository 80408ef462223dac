import type { FastifyInstance } from 'fastify';
import { ArticleInput } from '../../../shared/article.ts';
import type { PreviewResponse } from '../../../shared/preview.ts';
import type { ArticleAdmin } from '../../services/admin/article-admin.ts';
import type { PreviewTokens } from '../../services/publishing/preview-tokens.ts';
import { actorOf } from './actor.ts';
import { IdParams } from './params.ts';

// Articles are small; this still leaves room for long HTML bodies while capping abuse.
const ARTICLE_BODY_LIMIT = 200 * 1024;

/** Article management (list, create, update), delete to the trash, and preview links. */
export async function adminArticleRoutes(app: FastifyInstance, opts: { articles: ArticleAdmin; previews: PreviewTokens }) {
  const { articles } = opts;

  app.get('/api/admin/articles', async () => articles.list());

  app.post<{ Body: ArticleInput }>(
    '/api/admin/articles',
    { schema: { body: ArticleInput }, bodyLimit: ARTICLE_BODY_LIMIT },
    async (request, reply) => reply.code(201).send(await articles.create(request.body, actorOf(request))),
  );

  app.put<{ Params: IdParams; Body: ArticleInput }>(
    '/api/admin/articles/:id',
    { schema: { params: IdParams, body: ArticleInput }, bodyLimit: ARTICLE_BODY_LIMIT },
    async (request) => articles.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete<{ Params: IdParams }>('/api/admin/articles/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await articles.moveToTrash(request.params.id, actorOf(request));
    return reply.code(204).send();
  });

  app.post<{ Params: IdParams }>(
    '/api/admin/articles/:id/preview',
    { schema: { params: IdParams } },
    async (request): Promise<PreviewResponse> => {
      const article = await articles.get(request.params.id);
      return { url: `/preview/${opts.previews.issue(article.id)}` };
    },
  );
}
