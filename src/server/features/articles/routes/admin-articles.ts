import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AdminArticle, ArticleIdParams, ArticleInput, ArticleUpdate } from '../../../../shared/article.ts';
import { ChecksRefusal } from '../../../../shared/checks/disclosure-checks.ts';
import { HttpProblem } from '../../../errors.ts';
import { VERSION_REQUIRED } from '../article-writes.ts';
import { PreviewResponse } from '../../../../shared/preview.ts';
import type { ArticleAdmin } from '../article-admin.ts';
import type { PreviewTokens } from '../../../core/publishing/preview-tokens.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../../../http/responses.ts';
import { actorOf } from '../../../core/audit/actor.ts';

// Articles are small; this still leaves room for long HTML bodies while capping abuse.
const ARTICLE_BODY_LIMIT = 200 * 1024;

/** Article management, delete to the trash, and preview links. */
export const adminArticleRoutes: FastifyPluginAsyncTypebox<{ articles: ArticleAdmin; previews: PreviewTokens }> = async (app, opts) => {
  const { articles } = opts;

  app.get(
    '/api/admin/articles',
    { schema: { response: { 200: Type.Array(AdminArticle), ...ERROR_RESPONSES } } },
    async () => articles.list(),
  );

  app.post(
    '/api/admin/articles',
    { schema: { body: ArticleInput, response: { 201: AdminArticle, 422: ChecksRefusal, ...ERROR_RESPONSES } }, bodyLimit: ARTICLE_BODY_LIMIT },
    async (request, reply) => reply.code(201).send(await articles.create(request.body, actorOf(request))),
  );

  app.put(
    '/api/admin/articles/:id',
    {
      schema: { params: ArticleIdParams, body: ArticleUpdate, response: { 200: AdminArticle, 422: ChecksRefusal, ...ERROR_RESPONSES } },
      bodyLimit: ARTICLE_BODY_LIMIT,
      // Without the version an edit could overwrite a newer save unseen: a precondition, not a field error.
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | null;
        if (typeof body === 'object' && body !== null && body.version == null) throw new HttpProblem(428, VERSION_REQUIRED);
      },
    },
    async (request) => articles.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete(
    '/api/admin/articles/:id',
    { schema: { params: ArticleIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await articles.moveToTrash(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/admin/articles/:id/preview',
    { schema: { params: ArticleIdParams, response: { 200: PreviewResponse, ...ERROR_RESPONSES } } },
    async (request) => {
      const claim = await articles.previewClaim(request.params.id);
      return { url: `/preview/${opts.previews.issue(claim)}` };
    },
  );

  app.post(
    '/api/admin/articles/:id/preview/revoke',
    { schema: { params: ArticleIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await articles.revokePreviews(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
