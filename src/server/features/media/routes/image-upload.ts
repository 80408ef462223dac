import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_TOO_LARGE, ONE_IMAGE_PER_UPLOAD, UNSUPPORTED_IMAGE } from '../../../../shared/media.ts';
import { HttpProblem } from '../../../errors.ts';

/**
 * Multipart limits for an image upload: room for one part more than allowed, so a second file or a form
 * field is seen and named, not cut off.
 */
export const IMAGE_UPLOAD_LIMITS = { files: 2, fields: 1, parts: 2 } as const;

const onlyTheFile = (field: string) => `${field.slice(0, 40)} is not an accepted field: send only the image file`;

/** The one image file of a multipart upload, within the size limit; a second file or any other field is refused. */
export async function imageUpload(app: FastifyInstance, request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new HttpProblem(415, `${UNSUPPORTED_IMAGE}, sent as multipart/form-data`);
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
