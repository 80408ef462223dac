import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ArticleIdParams } from '../../../../shared/article.ts';
import { TrashedArticle } from '../../../../shared/trash.ts';
import type { ArticleTrash } from '../../publishing/article-trash.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../../../http/responses.ts';
import { actorOf } from './actor.ts';

/** The trash: what DELETE /api/admin/articles/:id moved there, restorable for 30 days. */
export const adminTrashRoutes: FastifyPluginAsyncTypebox<{ trash: ArticleTrash }> = async (app, opts) => {
  const { trash } = opts;

  app.get('/api/admin/trash', { schema: { response: { 200: Type.Array(TrashedArticle), ...ERROR_RESPONSES } } }, async () => trash.list());

  app.post(
    '/api/admin/articles/:id/restore',
    { schema: { params: ArticleIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await trash.restore(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/api/admin/trash/:id',
    { schema: { params: ArticleIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await trash.purge(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
