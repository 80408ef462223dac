import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AdminArticle, ArticleIdParams } from '../../../../shared/article.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import type { Actor } from '../../../core/audit/audit-log.ts';
import { actorOf } from '../../../core/audit/actor.ts';

/** POST /api/admin/articles/:id/wire-crossed: the IR manager saw the newswire carry the release (newswire.ts). */
export const adminWireCrossedRoutes: FastifyPluginAsyncTypebox<{ cross: (id: number, actor: Actor) => Promise<AdminArticle> }> = async (app, opts) => {
  app.post(
    '/api/admin/articles/:id/wire-crossed',
    { schema: { params: ArticleIdParams, response: { 200: AdminArticle, ...ERROR_RESPONSES } } },
    async (request) => opts.cross(request.params.id, actorOf(request)),
  );
};
