import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_TOO_LARGE, UNSUPPORTED_IMAGE } from '../../../shared/media.ts';
import { HttpProblem } from '../../errors.ts';

/** The one image file of a multipart upload, within the size limit. */
export async function imageUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpProblem(415, `${UNSUPPORTED_IMAGE}, sent as multipart/form-data`);
  try {
    const part = await request.file();
    if (!part) throw new HttpProblem(400, 'The upload has no image file');
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw new HttpProblem(413, IMAGE_TOO_LARGE);
    if (error instanceof app.multipartErrors.FilesLimitError || error instanceof app.multipartErrors.PartsLimitError) {
      throw new HttpProblem(400, 'Upload one image at a time');
    }
    throw error;
  }
}
