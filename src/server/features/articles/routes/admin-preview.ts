import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ArticleInput } from '../../../../shared/article.ts';
import { PreviewResponse } from '../../../../shared/preview.ts';
import type { DraftPreviews } from '../draft-previews.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';

const ARTICLE_BODY_LIMIT = 200 * 1024;

/** POST /api/admin/preview: a one-hour link to the form's text as it stands, saved or not. */
export const adminPreviewRoutes: FastifyPluginAsyncTypebox<{ drafts: DraftPreviews }> = async (app, opts) => {
  app.post(
    '/api/admin/preview',
    { schema: { body: ArticleInput, response: { 200: PreviewResponse, ...ERROR_RESPONSES } }, bodyLimit: ARTICLE_BODY_LIMIT },
    async (request) => ({ url: await opts.drafts.create(request.body) }),
  );
};
