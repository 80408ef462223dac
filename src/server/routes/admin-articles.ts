import type { MikroORM } from '@mikro-orm/core';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { ArticleInput } from '../../shared/article.ts';
import { articleAdmin } from '../services/admin/article-admin.ts';

const IdParams = Type.Object({ id: Type.String() });
type IdParams = { id: string };

// Articles are small; this still leaves room for long HTML bodies while capping abuse.
const ARTICLE_BODY_LIMIT = 200 * 1024;

/**
 * Article management (SPEC section 7). plugins/auth.ts guards every route here; responses carry
 * Cache-Control: no-store from that guard. Successful writes clear the SSR HTML cache (see app.ts).
 */
export async function adminArticleRoutes(app: FastifyInstance, opts: { orm: MikroORM }) {
  const articles = articleAdmin(opts.orm);

  app.get('/api/admin/articles', async () => articles.list());

  app.post<{ Body: ArticleInput }>(
    '/api/admin/articles',
    { schema: { body: ArticleInput }, bodyLimit: ARTICLE_BODY_LIMIT },
    async (request, reply) => reply.code(201).send(await articles.create(request.body)),
  );

  app.put<{ Params: IdParams; Body: ArticleInput }>(
    '/api/admin/articles/:id',
    { schema: { params: IdParams, body: ArticleInput }, bodyLimit: ARTICLE_BODY_LIMIT },
    async (request) => articles.update(request.params.id, request.body),
  );

  app.delete<{ Params: IdParams }>('/api/admin/articles/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await articles.remove(request.params.id);
    return reply.code(204).send();
  });
}
