import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ArticleIdParams } from '../../../../shared/article.ts';
import { TrashedItem, TrashItemParams } from '../../../../shared/trash.ts';
import { actorOf } from '../../../core/audit/actor.ts';
import type { Trash } from '../../../core/publishing/one-trash.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../../../http/responses.ts';

/**
 * The one Trash: whatever any kind's DELETE moved there (releases, documents, events, share readings,
 * photographs), restorable for 30 days. The per-kind restore routes of releases and events answer the same.
 */
export const adminTrashRoutes: FastifyPluginAsyncTypebox<{ trash: Trash }> = async (app, { trash }) => {
  app.get('/api/admin/trash', { schema: { response: { 200: Type.Array(TrashedItem), ...ERROR_RESPONSES } } }, async () => trash.list());

  app.post('/api/admin/trash/:kind/:id/restore', { schema: { params: TrashItemParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } }, async (request, reply) => {
    await trash.restore(request.params.kind, request.params.id, actorOf(request));
    return reply.code(204).send(null);
  });

  app.delete('/api/admin/trash/:kind/:id', { schema: { params: TrashItemParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } }, async (request, reply) => {
    await trash.purge(request.params.kind, request.params.id, actorOf(request));
    return reply.code(204).send(null);
  });

  app.post('/api/admin/articles/:id/restore', { schema: { params: ArticleIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } }, async (request, reply) => {
    await trash.restore('article', request.params.id, actorOf(request));
    return reply.code(204).send(null);
  });

  app.delete('/api/admin/trash/:id', { schema: { params: ArticleIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } }, async (request, reply) => {
    await trash.purge('article', request.params.id, actorOf(request));
    return reply.code(204).send(null);
  });
};
