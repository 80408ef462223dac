import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ShareReading, ShareReadingInput } from '../../../../shared/share-structure.ts';
import type { ShareReadings } from '../../company/share-readings.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { actorOf } from './actor.ts';

/** Share structure readings: recorded, never edited; the newest date is what the pages show. */
export const adminShareStructureRoutes: FastifyPluginAsyncTypebox<{ readings: ShareReadings }> = async (app, { readings }) => {
  app.get('/api/admin/share-structure', { schema: { response: { 200: Type.Array(ShareReading), ...ERROR_RESPONSES } } }, async () => readings.list());

  app.post(
    '/api/admin/share-structure',
    { schema: { body: ShareReadingInput, response: { 201: ShareReading, ...ERROR_RESPONSES } } },
    async (request, reply) => reply.code(201).send(await readings.record(request.body, actorOf(request))),
  );
};
