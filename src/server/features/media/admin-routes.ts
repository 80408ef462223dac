import type { FastifyInstance } from 'fastify';
import { adminImageRoutes } from './routes/admin-images.ts';

/** The media admin API (the image library and the photographs of the site's slots), registered inside the admin's guarded scope. */
export async function mediaAdminRoutes(app: FastifyInstance) {
  await app.register(adminImageRoutes, { media: app.media.library, photos: app.media.photos });
}
