import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMAGES_ZIP_PATH } from '../../../../shared/documents.ts';
import { CACHE_CONTROL, withCacheControl } from '../../../http/response-cache.ts';
import type { ImageArchiveService } from '../image-archive.ts';

/**
 * The image ZIP at the site root, as it stands now. It is rebuilt when a photograph or the presentation
 * changes, so it is never immutable: a CDN keeps it 30 s at most and a browser revalidates it by its ETag.
 * A HEAD gets the headers alone (Fastify's own HEAD would read the whole archive to throw it away).
 */
export async function imageArchiveRoutes(app: FastifyInstance, opts: { archive: ImageArchiveService }) {
  async function answer(request: FastifyRequest, reply: FastifyReply) {
    const archive = await opts.archive.current();
    if (!archive) return reply.code(404).send({ message: 'Image archive not found' });
    const etag = `"${archive.sha256}"`;
    withCacheControl(reply.header('ETag', etag), CACHE_CONTROL.published);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    reply
      .header('Content-Type', 'application/zip')
      .header('Content-Length', archive.bytes)
      .header('Content-Disposition', `attachment; filename="${IMAGES_ZIP_PATH.slice(1)}"`);
    return reply.send(request.method === 'HEAD' ? undefined : archive.open());
  }
  app.get(IMAGES_ZIP_PATH, { exposeHeadRoute: false }, answer);
  app.head(IMAGES_ZIP_PATH, answer);
}
