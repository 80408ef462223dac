import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MAX_IMAGE_BYTES, MediaIdParams, MediaList, UploadedImage } from '../../../../shared/media.ts';
import type { MediaLibrary } from '../media-library.ts';
import type { SlotPhotos } from '../slot-photos.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../../../http/responses.ts';
import { actorOf } from '../../../core/audit/actor.ts';
import { IMAGE_UPLOAD_LIMITS, imageUpload } from './image-upload.ts';
import { adminPhotoRoutes } from './admin-photos.ts';

/**
 * Image uploads: for articles, and photographs for the illustration slots (photos.ts, registered here
 * so it shares the multipart parser). The admin API (routes/index.ts) guards it like every /api/admin/* route, before any of
 * the body is read. Multipart parsing is registered here only, so every other route stays JSON-only.
 */
export const adminImageRoutes: FastifyPluginAsyncTypebox<{ media: MediaLibrary; photos: SlotPhotos }> = async (app, opts) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, ...IMAGE_UPLOAD_LIMITS } });

  app.post('/api/admin/images', { schema: { response: { 201: UploadedImage, ...ERROR_RESPONSES } } }, async (request, reply) =>
    reply.code(201).send(await opts.media.store(await imageUpload(app, request))),
  );

  app.get('/api/admin/media', { schema: { response: { 200: MediaList, ...ERROR_RESPONSES } } }, async () => opts.media.list());

  app.delete('/api/admin/media/:id', { schema: { params: MediaIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } }, async (request, reply) => {
    await opts.media.remove(request.params.id, actorOf(request));
    return reply.code(204).send(null);
  });
  await app.register(adminPhotoRoutes, { photos: opts.photos });
};
