import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AlertCounts, ArticleIdParams } from '../../../../shared/article.ts';
import type { AlertResend } from '../alert-resend.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { actorOf } from '../../../core/audit/actor.ts';

/** "Send alert again" on a published release: its alerts are queued afresh (audited); answers the release's new counts. */
export const adminArticleAlertRoutes: FastifyPluginAsyncTypebox<{ resend: AlertResend }> = async (app, opts) => {
  app.post(
    '/api/admin/articles/:id/alerts/resend',
    { schema: { params: ArticleIdParams, response: { 202: AlertCounts, ...ERROR_RESPONSES } } },
    async (request, reply) => reply.code(202).send(await opts.resend(request.params.id, actorOf(request))),
  );
};
