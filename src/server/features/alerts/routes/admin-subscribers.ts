import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SubscriberIdParams, SubscriberList, SubscriberQuery } from '../../../../shared/alerts.ts';
import type { SubscriberAdmin } from '../subscriber-admin.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../../../http/responses.ts';
import { actorOf } from '../../../core/audit/actor.ts';

/** News alert subscribers: counts, search, consent records (also as CSV), deletion on request. */
export const adminSubscriberRoutes: FastifyPluginAsyncTypebox<{ subscribers: SubscriberAdmin; emailConfigured: boolean }> = async (app, opts) => {
  app.get(
    '/api/admin/subscribers',
    { schema: { querystring: SubscriberQuery, response: { 200: SubscriberList, ...ERROR_RESPONSES } } },
    async (request) => opts.subscribers.list(request.query, opts.emailConfigured),
  );

  app.get('/api/admin/subscribers.csv', { schema: { response: { 200: Type.String(), ...ERROR_RESPONSES } } }, async (_request, reply) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', 'attachment; filename="subscriber-consent-records.csv"')
      .send(await opts.subscribers.csv()),
  );

  app.delete(
    '/api/admin/subscribers/:id',
    { schema: { params: SubscriberIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await opts.subscribers.remove(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
