import type { FastifyInstance } from 'fastify';
import type { MediaLibrary } from '../services/media/media-library.ts';

/** Uploaded images. A file never changes under its name, so browsers and CDNs may keep it for good. */
export async function mediaRoutes(app: FastifyInstance, opts: { media: MediaLibrary }) {
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const file = await opts.media.file(request.params.name);
    if (!file) return reply.code(404).send({ message: 'Image not found' });
    return reply
      .header('Content-Type', file.contentType)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.data);
  });
}
