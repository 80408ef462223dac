import { randomUUID } from 'node:crypto';
import type { UploadedImage } from '../../../shared/media.ts';
import { MediaFile } from '../../db/entities/media-file.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { type EncodedFile, encodeImage } from './encode-image.ts';

export interface StoredFile {
  contentType: string;
  data: Uint8Array;
}

/** `<id>.webp` for the full size, `<id>-640.avif` for a smaller width. */
export const MEDIA_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d{2,4})?\.(?:webp|avif)$/;

const fileName = (id: string, file: EncodedFile) => `${id}${file.variant === null ? '' : `-${file.variant}`}.${file.format}`;

export interface MediaLibrary {
  /** Encodes an upload and stores every file of it in one transaction. */
  store(upload: Buffer): Promise<UploadedImage>;
  file(name: string): Promise<StoredFile | null>;
}

export function mediaLibrary(db: Db): MediaLibrary {
  return {
    async store(upload) {
      const files = await encodeImage(upload);
      const id = randomUUID();
      await db.transaction(async (em) => {
        for (const file of files) {
          em.create(MediaFile, {
            name: fileName(id, file),
            mediaId: id,
            contentType: `image/${file.format}`,
            width: file.width,
            height: file.height,
            data: file.data,
          });
        }
        await em.flush();
      });
      const full = files.find((file) => file.variant === null && file.format === 'webp')!;
      return { url: `/media/${fileName(id, full)}`, width: full.width, height: full.height };
    },

    async file(name) {
      if (!MEDIA_FILE_NAME.test(name)) return null;
      const found = await db.run((em) => em.findOne(MediaFile, { name }, { fields: ['contentType', 'data'] }));
      return found ? { contentType: found.contentType, data: found.data } : null;
    },
  };
}
