import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ArticleRevisions } from '../../services/publishing/article-revisions.ts';
import { actorOf } from './actor.ts';
import { IdParams } from './params.ts';

const RevisionParams = Type.Object({ id: Type.String(), revisionId: Type.String() });
type RevisionParams = { id: string; revisionId: string };

/** An article's history: every create, update and restore, newest first, and restoring one. */
export async function adminRevisionRoutes(app: FastifyInstance, opts: { revisions: ArticleRevisions }) {
  const { revisions } = opts;

  app.get<{ Params: IdParams }>('/api/admin/articles/:id/revisions', { schema: { params: IdParams } }, async (request) =>
    revisions.list(request.params.id),
  );

  app.get<{ Params: RevisionParams }>('/api/admin/articles/:id/revisions/:revisionId', { schema: { params: RevisionParams } }, async (request) =>
    revisions.get(request.params.id, request.params.revisionId),
  );

  app.post<{ Params: RevisionParams }>(
    '/api/admin/articles/:id/revisions/:revisionId/restore',
    { schema: { params: RevisionParams } },
    async (request) => revisions.restore(request.params.id, request.params.revisionId, actorOf(request)),
  );
}
