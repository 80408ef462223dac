import type { FastifyInstance } from 'fastify';
import type { MediaLibrary } from '../services/media/media-library.ts';

export const MEDIA_CACHE_CONTROL = 'public, max-age=3600, s-maxage=300';

/**
 * Uploaded images. A file never changes under its name, but an upload can be withdrawn (DELETE
 * /api/admin/media/:id): never `immutable`, so a deleted image leaves a CDN within five minutes and a
 * browser within an hour.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { media: MediaLibrary }) {
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const file = await opts.media.file(request.params.name);
    if (!file) return reply.code(404).send({ message: 'Image not found' });
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', MEDIA_CACHE_CONTROL)
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.data);
  });
}
