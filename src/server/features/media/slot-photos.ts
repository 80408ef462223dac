import { randomBytes, randomUUID } from 'node:crypto';
import {
  addedGallerySlot,
  GALLERY_FULL,
  GALLERY_SHAPE,
  type GalleryPhoto,
  isAddedGallerySlot,
  isGallerySlot,
  MAX_GALLERY_PHOTOS,
  type PhotoCaptionInput,
  SEED_GALLERY,
} from '../../../shared/gallery.ts';
import { isPhotoSlot, PHOTO_STALE, type SlotPhoto, slotPhotoFile } from '../../../shared/photos.ts';
// Pure data: the sizes each drawing is served at, which its photograph must match.
import { IMAGES, widthsOf } from '../../../shared/image-catalog.ts';
import { MediaFile } from '../../db/entities/media-file.entity.ts';
import { SlotPhotoRow } from '../../db/entities/slot-photo.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import type { ContentWriteContext } from '../company/content-writes.ts';
import { type Actor, addAuditEvent } from '../publishing/audit-log.ts';
import { encodeSlotPhoto, type SlotSize } from './encode-slot-photo.ts';

export const NOT_A_SLOT = 'No such image slot';
const NO_PHOTO = 'This slot shows its drawing already';
const NO_CAPTION = 'Only photographs in the Project Gallery have a caption';

/** A gallery photograph's caption counts once it has its own title and alt text: until then the gallery shows what it showed. */
const captioned = (row: SlotPhotoRow) => row.title !== '' && row.alt !== '';

const toPhoto = (row: SlotPhotoRow): SlotPhoto => ({
  slot: row.slot,
  mediaId: row.mediaId,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy ?? null,
  caption:
    isGallerySlot(row.slot) && captioned(row)
      ? { title: row.title, description: row.description, alt: row.alt, project: row.project, location: row.location, category: row.category }
      : null,
});

const ORDER = { position: 'asc', createdAt: 'asc', slot: 'asc' } as const;
const NO_CAPTION_YET = { title: '', description: '', alt: '', project: '', location: '', category: '' };

/**
 * The photographs pages show: by slot, the media id of each drawing's replacement. A gallery photograph
 * replaces its drawing only once its caption is written, so a new picture never shows under the drawing's words.
 */
export async function uploadedPhotos(em: EntityManager): Promise<Record<string, string>> {
  const rows = await em.find(SlotPhotoRow, {}, { orderBy: ORDER });
  return Object.fromEntries(rows.filter((row) => isPhotoSlot(row.slot) && (!isGallerySlot(row.slot) || captioned(row))).map((row) => [row.slot, row.mediaId]));
}

/** The captioned gallery photographs: the drawn scenes' replacements, then those added, oldest first. */
export async function galleryPhotos(em: EntityManager): Promise<GalleryPhoto[]> {
  const rows = await em.find(SlotPhotoRow, {}, { orderBy: ORDER });
  return rows
    .filter((row) => isGallerySlot(row.slot) && captioned(row))
    .map((row) => ({ slot: row.slot, mediaId: row.mediaId, ...toPhoto(row).caption! }) as GalleryPhoto);
}

/** The size a slot's photograph is cropped to and the widths it is served at. */
function sizeOf(slot: string): SlotSize {
  if (isPhotoSlot(slot)) return { width: IMAGES[slot].width, height: IMAGES[slot].height, widths: widthsOf(slot) };
  return GALLERY_SHAPE;
}

export interface SlotPhotos {
  list(): Promise<SlotPhoto[]>;
  /** A new picture for a drawing's slot or for a photograph added to the gallery (whose caption stays to be checked). */
  upload(slot: string, file: Buffer, actor: Actor): Promise<SlotPhoto>;
  /** A photograph added to the gallery beyond its drawn scenes; it shows once captioned. */
  add(file: Buffer, actor: Actor): Promise<SlotPhoto>;
  caption(slot: string, input: PhotoCaptionInput, actor: Actor): Promise<SlotPhoto>;
  /** Back to the drawing, or, for a photograph added to the gallery, off the gallery. */
  revert(slot: string, actor: Actor): Promise<void>;
}

export function slotPhotos(ctx: ContentWriteContext): SlotPhotos {
  /** Encoded before the transaction opens: it takes seconds and needs no database. */
  async function store(em: EntityManager, files: Awaited<ReturnType<typeof encodeSlotPhoto>>): Promise<string> {
    const mediaId = randomUUID();
    for (const f of files) {
      em.create(MediaFile, { name: slotPhotoFile(mediaId, f.variant!, f.format), mediaId, contentType: `image/${f.format}`, width: f.width, height: f.height, data: f.data });
    }
    return mediaId;
  }

  async function write<T>(work: (em: EntityManager, now: Date) => Promise<T>): Promise<T> {
    const result = await ctx.db.transaction((em) => work(em, ctx.clock()));
    ctx.onContentChanged('photos');
    return result;
  }

  async function existing(em: EntityManager, slot: string): Promise<SlotPhotoRow> {
    const row = isPhotoSlot(slot) || isAddedGallerySlot(slot) ? await em.findOne(SlotPhotoRow, { slot }) : null;
    if (!row) throw new HttpProblem(404, isPhotoSlot(slot) ? NO_PHOTO : NOT_A_SLOT);
    return row;
  }

  return {
    list: () => ctx.db.run(async (em) => (await em.find(SlotPhotoRow, {}, { orderBy: ORDER })).map(toPhoto)),

    async upload(slot, file, actor) {
      if (!isPhotoSlot(slot) && !isAddedGallerySlot(slot)) throw new HttpProblem(404, NOT_A_SLOT);
      if (isAddedGallerySlot(slot)) await ctx.db.run((em) => existing(em, slot));
      const files = await encodeSlotPhoto(file, sizeOf(slot));
      return write(async (em, now) => {
        const mediaId = await store(em, files);
        // The previous photograph's files stay: a page or CDN copy rendered a moment ago may still name them.
        const found = await em.findOne(SlotPhotoRow, { slot });
        if (!found && isAddedGallerySlot(slot)) throw new HttpProblem(404, NOT_A_SLOT);
        const row = found ?? em.create(SlotPhotoRow, { slot, mediaId, createdAt: now, updatedAt: now, updatedBy: actor.username });
        // A caption describes the picture it was written for: a new picture in the gallery waits for its own.
        Object.assign(row, { mediaId, updatedAt: now, updatedBy: actor.username, ...(isGallerySlot(slot) ? NO_CAPTION_YET : {}) });
        addAuditEvent(em, now, 'photo-upload', actor, undefined, `Photograph for ${slot}`);
        await em.flush();
        return toPhoto(row);
      });
    },

    async add(file, actor) {
      const files = await encodeSlotPhoto(file, GALLERY_SHAPE);
      return write(async (em, now) => {
        const added = await em.find(SlotPhotoRow, { slot: { $like: 'gallery-photo-%' } }, { fields: ['position'] });
        if (SEED_GALLERY.length + added.length >= MAX_GALLERY_PHOTOS) throw new HttpProblem(409, GALLERY_FULL);
        const slot = addedGallerySlot(randomBytes(4).toString('hex'));
        const mediaId = await store(em, files);
        const position = Math.max(0, ...added.map((row) => row.position)) + 1;
        const row = em.create(SlotPhotoRow, { slot, mediaId, position, createdAt: now, updatedAt: now, updatedBy: actor.username });
        addAuditEvent(em, now, 'photo-upload', actor, undefined, 'Photograph added to the gallery');
        await em.flush();
        return toPhoto(row);
      });
    },

    caption: (slot, input, actor) =>
      write(async (em, now) => {
        if (!isGallerySlot(slot)) throw new HttpProblem(isPhotoSlot(slot) ? 400 : 404, isPhotoSlot(slot) ? NO_CAPTION : NOT_A_SLOT);
        const row = await existing(em, slot);
        const caption = {
          title: input.title.trim(),
          description: input.description.trim(),
          alt: input.alt.trim(),
          project: input.project.trim(),
          location: input.location.trim(),
          category: input.category,
        };
        const affected = await em.nativeUpdate(SlotPhotoRow, { slot, version: input.version }, { ...caption, updatedAt: now, updatedBy: actor.username, version: input.version + 1 });
        if (affected !== 1) throw new HttpProblem(409, PHOTO_STALE);
        addAuditEvent(em, now, 'photo-caption', actor, undefined, caption.title);
        await em.flush();
        return toPhoto(await em.refreshOrFail(row));
      }),

    revert: (slot, actor) =>
      write(async (em, now) => {
        const row = await existing(em, slot);
        em.remove(row);
        addAuditEvent(em, now, isAddedGallerySlot(slot) ? 'photo-remove' : 'photo-revert', actor, undefined, isAddedGallerySlot(slot) ? row.title || 'Photograph added to the gallery' : `Photograph for ${slot}`);
        await em.flush();
      }),
  };
}
