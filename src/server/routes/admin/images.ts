import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpProblem } from '../../errors.ts';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, UNSUPPORTED_IMAGE, UploadedImage } from '../../../shared/media.ts';
import type { MediaLibrary } from '../../services/media/media-library.ts';
import { ERROR_RESPONSES } from '../responses.ts';

/**
 * Image upload for articles. plugins/auth.ts guards it like every /api/admin/* route, before any of
 * the body is read. Multipart parsing is registered here only, so every other route stays JSON-only.
 */
export const adminImageRoutes: FastifyPluginAsyncTypebox<{ media: MediaLibrary }> = async (app, opts) => {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 0, parts: 1 } });

  app.post('/api/admin/images', { schema: { response: { 201: UploadedImage, ...ERROR_RESPONSES } } }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpProblem(415, `${UNSUPPORTED_IMAGE}, sent as multipart/form-data`);
    let upload: Buffer;
    try {
      const part = await request.file();
      if (!part) throw new HttpProblem(400, 'The upload has no image file');
      upload = await part.toBuffer();
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new HttpProblem(413, IMAGE_TOO_LARGE);
      if (error instanceof app.multipartErrors.FilesLimitError || error instanceof app.multipartErrors.PartsLimitError) {
        throw new HttpProblem(400, 'Upload one image at a time');
      }
      throw error;
    }
    return reply.code(201).send(await opts.media.store(upload));
  });
};
