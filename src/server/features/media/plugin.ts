import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { FeatureOptions } from '../feature-options.ts';
import { type MediaLibrary, mediaLibrary } from './media-library.ts';
import { mediaRoutes } from './routes/media.ts';
import { type SlotPhotos, slotPhotos } from './slot-photos.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: {
      /** Images uploaded for releases. */
      library: MediaLibrary;
      /** Photographs that replace the site's drawings, one per illustration slot. */
      photos: SlotPhotos;
    };
  }
}

/** Uploaded images, stored in the database and served at immutable /media/ addresses. */
export const mediaFeature = fp(
  async (app: FastifyInstance, { clock }: FeatureOptions) => {
    const library = mediaLibrary(app.db, clock);
    app.decorate('media', { library, photos: slotPhotos(app.company.writes) });
    await app.register(mediaRoutes, { media: library });
  },
  { name: 'media', dependencies: ['db', 'company'] },
);
