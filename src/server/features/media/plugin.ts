import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { IMAGES_ZIP_PATH } from '../../../shared/documents.ts';
import type { GalleryPhoto } from '../../../shared/gallery.ts';
import { drawsPresentation } from '../../../shared/image-catalog.ts';
import { lastGood } from '../../db/last-good.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { type ImageArchiveService, imageArchive } from './image-archive.ts';
import { type MediaLibrary, mediaLibrary } from './media-library.ts';
import { imageArchiveRoutes } from './routes/image-archive.ts';
import { mediaRoutes } from './routes/media.ts';
import { galleryPhotos, photoKind, type SlotPhotos, slotPhotos } from './slot-photos.ts';

declare module 'fastify' {
  interface FastifyInstance {
    media: {
      /** Images uploaded for releases. */
      library: MediaLibrary;
      /** Photographs that replace the site's drawings, one per illustration slot, and those added to the gallery. */
      photos: SlotPhotos;
      /** The captioned gallery photographs the Project Gallery shows, held as last read while the database is down. */
      gallery(): Promise<GalleryPhoto[]>;
      /** The image ZIP, rebuilt from what is public; null without pages (the API alone serves no ZIP). */
      archive: ImageArchiveService | null;
    };
  }
}

/** Uploaded images, stored in the database and served at immutable /media/ addresses, and the image ZIP built from them. */
export const mediaFeature = fp(
  async (app: FastifyInstance, { clock, config, ssr }: FeatureOptions) => {
    const library = mediaLibrary(app.db, clock);
    const archive = ssr
      ? imageArchive({
          db: app.db,
          clock,
          log: app.log,
          // The build's archive of the drawings; Vite serves the generated folder in development.
          baseFile: join(ssr === 'production' ? join(config.BUILD_DIR, 'client') : '.generated/public', IMAGES_ZIP_PATH),
          presentationUrl: async () => (await app.documents.publicList({ kind: 'presentation' }))[0]?.url ?? null,
          drawsPresentation,
          lead: () => app.cluster.lead(),
          announce: () => app.cluster.publicChanged(['content']),
        })
      : null;
    app.publishing.kinds.register(photoKind);
    const gallery = lastGood(() => app.db.run(galleryPhotos));
    app.decorate('media', { library, photos: slotPhotos(app.publishing), gallery: () => gallery.get(), archive });
    await app.register(mediaRoutes, { media: library });
    if (!archive) return;
    await app.register(imageArchiveRoutes, { archive });
    // Photographs are company content; a presentation is a document. Each process hears every change; the leader rebuilds.
    app.cluster.onPublicChanged((topics) => {
      if (topics.includes('content') || topics.includes('documents')) archive.refresh();
    });
    app.addHook('onReady', async () => archive.refresh());
    app.addHook('onClose', () => archive.stop());
  },
  { name: 'media', dependencies: ['db', 'cluster-bus', 'publishing', 'company', 'documents'] },
);
