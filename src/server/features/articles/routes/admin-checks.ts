import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArticleInput } from '../../../../shared/article.ts';
import { CheckResults } from '../../../../shared/checks/disclosure-checks.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';

const ARTICLE_BODY_LIMIT = 200 * 1024;

/** POST /api/admin/articles/checks: the pre-publish checks on an article body (as for create). */
export const adminCheckRoutes: FastifyPluginAsyncTypebox<{ check: (input: ArticleInput) => Promise<CheckResults> }> = async (app, opts) => {
  app.post(
    '/api/admin/articles/checks',
    { schema: { body: ArticleInput, response: { 200: CheckResults, ...ERROR_RESPONSES } }, bodyLimit: ARTICLE_BODY_LIMIT },
    async (request) => opts.check(request.body),
  );
};
