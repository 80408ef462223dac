import { randomUUID } from 'node:crypto';
import { MEDIA_NOT_FOUND, type MediaItem, mediaInUse, type UploadedImage } from '../../../shared/media.ts';
import { Article } from '../../db/entities/article.entity.ts';
import { MediaFile } from '../../db/entities/media-file.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { type Actor, addAuditEvent } from '../../core/audit/audit-log.ts';
import { isPublicAt } from '../../../shared/publication-rule.ts';
import { type EncodedFile, encodeImage } from './encode-image.ts';

export interface StoredFile {
  contentType: string;
  data: Uint8Array;
}

/** `<id>.webp` for the full size, `<id>-640.avif` for a smaller width. */
export const MEDIA_FILE_NAME = /^(?:photo-)?[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:-\d{2,4})?\.(?:webp|avif)$/;

const fileName = (id: string, file: EncodedFile) => `${id}${file.variant === null ? '' : `-${file.variant}`}.${file.format}`;

export interface MediaLibrary {
  /** Encodes an upload and stores every file of it in one transaction. */
  store(upload: Buffer): Promise<UploadedImage>;
  file(name: string): Promise<StoredFile | null>;
  /** A stored file's type, without its bytes (null once deleted): whether a copy of it may still be served. */
  contentType(name: string): Promise<string | null>;
  /** Every upload, newest first, with the releases that show it. */
  list(): Promise<MediaItem[]>;
  /** Deletes every file of an upload no public release shows (409 otherwise), so its URLs answer 404. */
  remove(id: string, actor: Actor): Promise<void>;
}

// Releases reach an upload only by its URL, in their body or as their featured image.
const ARTICLE_FIELDS = ['id', 'title', 'slug', 'content', 'featuredImage', 'published', 'scheduledDate', 'deletedAt'] as const;

async function releasesShowing(em: EntityManager, mediaId: string) {
  const path = `/media/${mediaId}`;
  return em.find(Article, { $or: [{ content: { $like: `%${path}%` } }, { featuredImage: { $like: `${path}%` } }] }, { fields: [...ARTICLE_FIELDS] });
}

export function mediaLibrary(db: Db, clock: () => Date): MediaLibrary {
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

    async contentType(name) {
      if (!MEDIA_FILE_NAME.test(name)) return null;
      const found = await db.run((em) => em.findOne(MediaFile, { name }, { fields: ['contentType'] }));
      return found?.contentType ?? null;
    },

    async list() {
      const now = clock();
      const { files, sizes, articles } = await db.run(async (em) => ({
        files: await em.find(MediaFile, { name: { $like: '%.webp' } }, { fields: ['name', 'mediaId', 'width', 'height', 'createdAt'], orderBy: { createdAt: 'desc', name: 'asc' } }),
        sizes: await em.execute<{ media_id: string; bytes: string | number }[]>('select media_id, sum(octet_length(data)) as bytes from media_file group by media_id'),
        articles: await em.find(Article, {}, { fields: [...ARTICLE_FIELDS] }),
      }));
      const bytes = new Map(sizes.map((row) => [row.media_id, Number(row.bytes)]));
      // The full-size WebP (no width in its name) stands for the upload.
      return files
        .filter((file) => file.name === `${file.mediaId}.webp`)
        .map((file) => {
          const path = `/media/${file.mediaId}`;
          const usedBy = articles
            .filter((a) => a.content.includes(path) || a.featuredImage?.startsWith(path))
            .map((a) => ({ id: a.id, title: a.title, slug: a.slug, public: isPublicAt(a, now), trashed: a.deletedAt !== null }));
          return { id: file.mediaId, url: `/media/${file.name}`, width: file.width, height: file.height, bytes: bytes.get(file.mediaId) ?? 0, createdAt: file.createdAt.toISOString(), usedBy };
        });
    },

    async remove(id, actor) {
      await db.transaction(async (em) => {
        const now = clock();
        const shown = (await releasesShowing(em, id)).find((a) => isPublicAt(a, now));
        if (shown) throw new HttpProblem(409, mediaInUse(shown.title));
        // Only the upload's own files: a slot photograph's (prefixed) are never withdrawn.
        const deleted = await em.nativeDelete(MediaFile, { mediaId: id, name: { $like: `${id}%` } });
        if (deleted === 0) throw new HttpProblem(404, MEDIA_NOT_FOUND);
        addAuditEvent(em, now, 'media-delete', actor);
        await em.flush();
      });
    },
  };
}
