import { createHash, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ZipArchive } from 'archiver';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { GALLERY_SHAPE, isAddedGallerySlot } from '../../../shared/gallery.ts';
import { type ImageArchiveFigures, type ImageName, widthsOf } from '../../../shared/image-catalog.ts';
import { slotPhotoFile } from '../../../shared/photos.ts';
import { ImageArchive, ImageArchiveChunk } from '../../db/entities/image-archive.entity.ts';
import { MediaFile } from '../../db/entities/media-file.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { archiveSink, archiveSource } from './archive-store.ts';
import { galleryPhotos, uploadedPhotos } from './slot-photos.ts';

const ROOT = 'district-copper-images/';
const IMAGES = `${ROOT}images/`;
const PRESENTATION = `${ROOT}presentation/`;
/** A replaced archive is kept this long after a newer one, for downloads that started on it. */
const KEEP_REPLACED_MS = 10 * 60_000;

/** What the archive is made of, beyond the build's own: the public photographs and whether the drawn covers still stand. */
export interface ArchiveSources {
  /** Drawings replaced by a photograph, by image name: its media id. */
  photos: Record<string, string>;
  /** Photographs added to the gallery, by their slot. */
  added: Record<string, string>;
  /** No other presentation has replaced the one the drawn covers show. */
  covers: boolean;
}

/** The archive being served: the build's own, or one made since and stored in the database. */
export interface ServedArchive extends ImageArchiveFigures {
  sha256: string;
  open(): Readable;
}

interface BaseArchive {
  file: string;
  sha256: string;
  count: number;
  bytes: number;
}

export interface ImageArchiveService {
  current(): Promise<ServedArchive | null>;
  /** Rebuilds in the background when what it is made of changed; a call during a build runs one more after it. */
  refresh(): void;
  /** Waits for a build under way, and starts no other. */
  stop(): Promise<void>;
}

export interface ImageArchiveOptions {
  db: Db;
  clock: () => Date;
  log: FastifyBaseLogger;
  /** The build's archive, of the drawings (scripts/assets/image-archive.ts): what every rebuild starts from. */
  baseFile: string;
  presentationUrl: () => Promise<string | null>;
  drawsPresentation: (url: string) => boolean;
  /** Whether this process is the one that builds (the cluster's leader). */
  lead: () => Promise<boolean>;
  /** Tells every process that the served archive changed, so the Download Images page is rendered anew. */
  announce: () => Promise<void>;
}

const newestArchive = async (em: EntityManager) => (await em.find(ImageArchive, {}, { orderBy: { id: 'desc' }, limit: 1 }))[0] ?? null;

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** A photograph as the archive carries it: the largest width the site serves, as a JPEG. */
async function photoJpeg(db: Db, mediaId: string, width: number): Promise<Buffer> {
  const file = await db.run((em) => em.findOneOrFail(MediaFile, { name: slotPhotoFile(mediaId, width, 'webp') }, { fields: ['data'] }));
  return sharp(file.data).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
}

export function imageArchive(opts: ImageArchiveOptions): ImageArchiveService {
  const { db } = opts;
  let base: Promise<BaseArchive> | null = null;
  const baseArchive = () =>
    (base ??= (async () => {
      // Only its directory is read: the entry count.
      const zip = await yauzl.openPromise(opts.baseFile, { lazyEntries: true, autoClose: false });
      zip.close();
      return { file: opts.baseFile, sha256: await sha256Of(opts.baseFile), count: zip.entryCount, bytes: (await stat(opts.baseFile)).size };
    })());

  async function sources(): Promise<ArchiveSources> {
    const [{ photos, gallery }, presentation] = await Promise.all([
      db.run(async (em) => ({ photos: await uploadedPhotos(em), gallery: await galleryPhotos(em) })),
      opts.presentationUrl(),
    ]);
    const added = Object.fromEntries(gallery.filter((photo) => isAddedGallerySlot(photo.slot)).map((photo) => [photo.slot, photo.mediaId]));
    // Without a public presentation the drawn covers still show the last one the site offered.
    return { photos, added, covers: presentation === null || opts.drawsPresentation(presentation) };
  }

  const unchanged = (s: ArchiveSources) => Object.keys(s.photos).length === 0 && Object.keys(s.added).length === 0 && s.covers;
  const keyOf = (baseSha: string, s: ArchiveSources) => createHash('sha256').update(JSON.stringify([baseSha, Object.entries(s.photos).sort(), Object.entries(s.added).sort(), s.covers])).digest('hex');

  /** The build's entries with photographs in place of their drawings, the added ones beside them, in name order. */
  async function build(s: ArchiveSources, id: string): Promise<{ count: number; bytes: number; sha256: string }> {
    const zipfile = await yauzl.openPromise(opts.baseFile, { lazyEntries: true, autoClose: false });
    try {
      const entries: { name: string; date: Date; open: () => Promise<Readable | Buffer> }[] = [];
      for await (const entry of zipfile.eachEntry()) {
        const name = entry.fileName;
        if (!s.covers && name.startsWith(PRESENTATION)) continue;
        const image = name.startsWith(IMAGES) ? name.slice(IMAGES.length, -'.jpg'.length) : '';
        const photo = s.photos[image];
        entries.push({
          name,
          date: entry.getLastModDate(),
          open: photo ? () => photoJpeg(db, photo, widthsOf(image as ImageName).at(-1)!) : () => zipfile.openReadStreamPromise(entry),
        });
      }
      const date = entries[0]?.date ?? new Date(0);
      for (const [slot, mediaId] of Object.entries(s.added)) {
        entries.push({ name: `${IMAGES}${slot}.jpg`, date, open: () => photoJpeg(db, mediaId, GALLERY_SHAPE.widths.at(-1)!) });
      }
      entries.sort((a, b) => a.name.localeCompare(b.name));

      const sink = archiveSink(db, id);
      const zip = new ZipArchive({ store: true });
      const written = pipeline(zip, sink.stream);
      // Settles only by failing: a failed write must not leave the loop waiting for an entry that never ends.
      const failed = written.then(() => new Promise<never>(() => {}));
      failed.catch(() => {});
      try {
        for (const entry of entries) {
          const appended = once(zip, 'entry');
          zip.append(await entry.open(), { name: entry.name, date: entry.date, mode: 0o644 });
          await Promise.race([appended, failed]);
        }
        await zip.finalize();
        await written;
      } catch (error) {
        // What was written is deleted by the caller; the pipeline is not left waiting for more.
        written.catch(() => {});
        zip.abort();
        throw error;
      }
      return { count: entries.length, ...sink.written() };
    } finally {
      zipfile.close();
    }
  }

  async function rebuildIfNeeded(): Promise<void> {
    const s = await sources();
    const newest = await db.run(newestArchive);
    // Nothing recorded yet and nothing changed: the build's archive is served as it is.
    if (!newest && unchanged(s)) return;
    const key = keyOf((await baseArchive()).sha256, s);
    if (newest?.inputKey === key || !(await opts.lead())) return;
    const chunksId = unchanged(s) ? null : randomUUID();
    const made = chunksId
      ? await build(s, chunksId).catch(async (error: unknown) => {
          await db.run((em) => em.nativeDelete(ImageArchiveChunk, { archiveId: chunksId }));
          throw error;
        })
      : { count: 0, bytes: 0, sha256: '' };
    const now = opts.clock();
    await db.transaction(async (em) => {
      const row = em.create(ImageArchive, { inputKey: key, chunksId, presentation: s.covers, createdAt: now, ...made });
      await em.flush();
      // A replaced archive goes once no download can still be reading it: kept while it was being served
      // KEEP_REPLACED_MS ago (the newest older than that, and everything since).
      const rows = await em.find(ImageArchive, { id: { $lt: row.id } }, { orderBy: { id: 'desc' }, fields: ['id', 'chunksId', 'createdAt'] });
      const servedThen = rows.findIndex((r) => r.createdAt.getTime() < now.getTime() - KEEP_REPLACED_MS);
      const gone = servedThen === -1 ? [] : rows.slice(servedThen + 1);
      if (gone.length) {
        await em.nativeDelete(ImageArchiveChunk, { archiveId: { $in: gone.flatMap((r) => (r.chunksId ? [r.chunksId] : [])) } });
        await em.nativeDelete(ImageArchive, { id: { $in: gone.map((r) => r.id) } });
      }
    });
    await opts.announce();
  }

  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  return {
    async current() {
      const newest = await db.run(newestArchive);
      if (newest?.chunksId) {
        const { chunksId, count, bytes, sha256, presentation } = newest;
        return { count, bytes, sha256, presentation, open: () => archiveSource(db, chunksId, bytes) };
      }
      const built = await baseArchive().catch(() => null);
      return built && { count: built.count, bytes: built.bytes, sha256: built.sha256, presentation: true, open: () => createReadStream(built.file) };
    },
    refresh() {
      if (stopped) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await rebuildIfNeeded().catch((err: unknown) => opts.log.error({ err }, 'image archive: rebuild failed; the archive served is unchanged'));
        } while (again && !stopped);
      })().finally(() => {
        running = null;
      });
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}
