import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ShareReading, ShareReadingIdParams, ShareReadingInput } from '../../../../shared/share-structure.ts';
import type { ShareReadings } from '../share-readings.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../../../http/responses.ts';
import { actorOf } from '../../../core/audit/actor.ts';

/** Share structure readings: recorded, never edited, deleted to the trash; the newest date not in the trash is what the pages show. */
export const adminShareStructureRoutes: FastifyPluginAsyncTypebox<{ readings: ShareReadings }> = async (app, { readings }) => {
  app.get('/api/admin/share-structure', { schema: { response: { 200: Type.Array(ShareReading), ...ERROR_RESPONSES } } }, async () => readings.list());

  app.post(
    '/api/admin/share-structure',
    { schema: { body: ShareReadingInput, response: { 201: ShareReading, ...ERROR_RESPONSES } } },
    async (request, reply) => reply.code(201).send(await readings.record(request.body, actorOf(request))),
  );

  app.delete('/api/admin/share-structure/:id', { schema: { params: ShareReadingIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } }, async (request, reply) => {
    await readings.moveToTrash(request.params.id, actorOf(request));
    return reply.code(204).send(null);
  });
};
