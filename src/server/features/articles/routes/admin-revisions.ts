import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AdminArticle, ArticleIdParams } from '../../../../shared/article.ts';
import { Revision, RevisionParams, RevisionSummary } from '../../../../shared/revision.ts';
import type { ArticleRevisions } from '../article-revisions.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { actorOf } from '../../../core/audit/actor.ts';

/** An article's history: every create, update and restore, newest first, and restoring one. */
export const adminRevisionRoutes: FastifyPluginAsyncTypebox<{ revisions: ArticleRevisions }> = async (app, opts) => {
  const { revisions } = opts;

  app.get(
    '/api/admin/articles/:id/revisions',
    { schema: { params: ArticleIdParams, response: { 200: Type.Array(RevisionSummary), ...ERROR_RESPONSES } } },
    async (request) => revisions.list(request.params.id),
  );

  app.get(
    '/api/admin/articles/:id/revisions/:revisionId',
    { schema: { params: RevisionParams, response: { 200: Revision, ...ERROR_RESPONSES } } },
    async (request) => revisions.get(request.params.id, request.params.revisionId),
  );

  app.post(
    '/api/admin/articles/:id/revisions/:revisionId/restore',
    { schema: { params: RevisionParams, response: { 200: AdminArticle, ...ERROR_RESPONSES } } },
    async (request) => revisions.restore(request.params.id, request.params.revisionId, actorOf(request)),
  );
};
