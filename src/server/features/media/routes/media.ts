import type { FastifyInstance } from 'fastify';
import { SLOT_PHOTO_PREFIX } from '../../../../shared/photos.ts';
import type { MediaLibrary } from '../media-library.ts';

export const MEDIA_CACHE_CONTROL = 'public, max-age=3600, s-maxage=300';
/** A slot photograph's files are never withdrawn or changed: kept for good, like hashed assets. */
const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Uploaded images. A file never changes under its name, but an upload for a release can be withdrawn
 * (DELETE /api/admin/media/:id): never `immutable`, so a deleted image leaves a CDN within five minutes
 * and a browser within an hour. Slot photographs are never withdrawn, so they are.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { media: MediaLibrary }) {
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const file = await opts.media.file(request.params.name);
    if (!file) return reply.code(404).send({ message: 'Image not found' });
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', request.params.name.startsWith(SLOT_PHOTO_PREFIX) ? PHOTO_CACHE_CONTROL : MEDIA_CACHE_CONTROL)
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.data);
  });
}
