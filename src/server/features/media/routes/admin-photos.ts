import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { PhotoCaptionInput } from '../../../../shared/gallery.ts';
import { PhotoSlotParams, SlotPhoto } from '../../../../shared/photos.ts';
import type { SlotPhotos } from '../slot-photos.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../../../http/responses.ts';
import { actorOf } from '../../../core/audit/actor.ts';
import { imageUpload } from './image-upload.ts';

/**
 * Photographs for the illustration slots: upload one to replace a drawing everywhere, or revert to the
 * drawing; the Project Gallery's photographs carry a caption of their own, and more can be added to it.
 */
export const adminPhotoRoutes: FastifyPluginAsyncTypebox<{ photos: SlotPhotos }> = async (app, { photos }) => {
  app.get('/api/admin/photos', { schema: { response: { 200: Type.Array(SlotPhoto), ...ERROR_RESPONSES } } }, async () => photos.list());

  app.post(
    '/api/admin/photos/:slot',
    { schema: { params: PhotoSlotParams, response: { 201: SlotPhoto, ...ERROR_RESPONSES } } },
    async (request, reply) => reply.code(201).send(await photos.upload(request.params.slot, await imageUpload(app, request), actorOf(request))),
  );

  app.put(
    '/api/admin/photos/:slot',
    { schema: { params: PhotoSlotParams, body: PhotoCaptionInput, response: { 200: SlotPhoto, ...ERROR_RESPONSES } } },
    async (request) => photos.caption(request.params.slot, request.body, actorOf(request)),
  );

  app.post('/api/admin/gallery', { schema: { response: { 201: SlotPhoto, ...ERROR_RESPONSES } } }, async (request, reply) =>
    reply.code(201).send(await photos.add(await imageUpload(app, request), actorOf(request))),
  );

  app.delete('/api/admin/photos/:slot', { schema: { params: PhotoSlotParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } }, async (request, reply) => {
    await photos.revert(request.params.slot, actorOf(request));
    return reply.code(204).send(null);
  });
};
