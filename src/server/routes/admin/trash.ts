import type { FastifyInstance } from 'fastify';
import type { ArticleTrash } from '../../services/publishing/article-trash.ts';
import { actorOf } from './actor.ts';
import { IdParams } from './params.ts';

/** The trash: what DELETE /api/admin/articles/:id moved there, restorable for 30 days. */
export async function adminTrashRoutes(app: FastifyInstance, opts: { trash: ArticleTrash }) {
  const { trash } = opts;

  app.get('/api/admin/trash', async () => trash.list());

  app.post<{ Params: IdParams }>('/api/admin/articles/:id/restore', { schema: { params: IdParams } }, async (request, reply) => {
    await trash.restore(request.params.id, actorOf(request));
    return reply.code(204).send();
  });

  app.delete<{ Params: IdParams }>('/api/admin/trash/:id', { schema: { params: IdParams } }, async (request, reply) => {
    await trash.purge(request.params.id, actorOf(request));
    return reply.code(204).send();
  });
}
