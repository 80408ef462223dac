import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AdminEvent, EventIdParams, EventInput } from '../../../../shared/events.ts';
import type { CompanyEvents } from '../company-events.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../../../http/responses.ts';
import { actorOf } from '../../../core/audit/actor.ts';

/** Events on the AGM and Upcoming Events page: create, edit with a version, trash and restore. */
export const adminEventRoutes: FastifyPluginAsyncTypebox<{ events: CompanyEvents }> = async (app, { events }) => {
  app.get('/api/admin/events', { schema: { response: { 200: Type.Array(AdminEvent), ...ERROR_RESPONSES } } }, async () => events.list());

  app.post(
    '/api/admin/events',
    { schema: { body: EventInput, response: { 201: AdminEvent, ...ERROR_RESPONSES } } },
    async (request, reply) => reply.code(201).send(await events.create(request.body, actorOf(request))),
  );

  app.put(
    '/api/admin/events/:id',
    { schema: { params: EventIdParams, body: EventInput, response: { 200: AdminEvent, ...ERROR_RESPONSES } } },
    async (request) => events.update(request.params.id, request.body, actorOf(request)),
  );

  app.delete('/api/admin/events/:id', { schema: { params: EventIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } }, async (request, reply) => {
    await events.moveToTrash(request.params.id, actorOf(request));
    return reply.code(204).send(null);
  });

  app.post(
    '/api/admin/events/:id/restore',
    { schema: { params: EventIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await events.restore(request.params.id, actorOf(request));
      return reply.code(204).send(null);
    },
  );
};
