import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../../errors.ts';
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES, MediaIdParams, MediaList, ONE_IMAGE_PER_UPLOAD, UNSUPPORTED_IMAGE, UploadedImage } from '../../../shared/media.ts';
import type { MediaLibrary } from '../../services/media/media-library.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../responses.ts';
import { actorOf } from './actor.ts';

const onlyTheFile = (field: string) => `${field.slice(0, 40)} is not an accepted field: send only the image file`;

/**
 * Image upload for articles. plugins/auth.ts guards it like every /api/admin/* route, before any of
 * the body is read. Multipart parsing is registered here only, so every other route stays JSON-only.
 */
export const adminImageRoutes: FastifyPluginAsyncTypebox<{ media: MediaLibrary }> = async (app, opts) => {
  // Room for one part more than allowed, so a second file or a form field is seen and named, not cut off.
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 2, fields: 1, parts: 2 } });

  /** The one file of the upload; a second file or any other field is refused. */
  async function theImage(request: FastifyRequest): Promise<Buffer> {
    let upload: Buffer | null = null;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'field') throw new HttpProblem(400, onlyTheFile(part.fieldname));
        if (upload) throw new HttpProblem(400, ONE_IMAGE_PER_UPLOAD);
        upload = await part.toBuffer();
      }
    } catch (error) {
      if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new HttpProblem(413, IMAGE_TOO_LARGE);
      if (error instanceof app.multipartErrors.FilesLimitError || error instanceof app.multipartErrors.PartsLimitError) {
        throw new HttpProblem(400, ONE_IMAGE_PER_UPLOAD);
      }
      if (error instanceof app.multipartErrors.FieldsLimitError) throw new HttpProblem(400, 'Send only the image file, without other fields');
      throw error;
    }
    if (!upload) throw new HttpProblem(400, 'The upload has no image file');
    return upload;
  }

  app.post('/api/admin/images', { schema: { response: { 201: UploadedImage, ...ERROR_RESPONSES } } }, async (request, reply) => {
    if (!request.isMultipart()) throw new HttpProblem(415, `${UNSUPPORTED_IMAGE}, sent as multipart/form-data`);
    return reply.code(201).send(await opts.media.store(await theImage(request)));
  });

  app.get('/api/admin/media', { schema: { response: { 200: MediaList, ...ERROR_RESPONSES } } }, async () => opts.media.list());

  app.delete('/api/admin/media/:id', { schema: { params: MediaIdParams, response: { ...NO_CONTENT, ...ERROR_RESPONSES } } }, async (request, reply) => {
    await opts.media.remove(request.params.id, actorOf(request));
    return reply.code(204).send(null);
  });
};
