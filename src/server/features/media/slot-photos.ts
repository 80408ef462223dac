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
import type { Actor } from '../../core/audit/audit-log.ts';
import type { PublishableDefinition } from '../../core/publishing/publishable-kind.ts';
import type { KernelServices } from '../../core/publishing/write-path.ts';
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
  const rows = await em.find(SlotPhotoRow, { deletedAt: null }, { orderBy: ORDER });
  return Object.fromEntries(rows.filter((row) => isPhotoSlot(row.slot) && (!isGallerySlot(row.slot) || captioned(row))).map((row) => [row.slot, row.mediaId]));
}

/** The captioned gallery photographs: the drawn scenes' replacements, then those added, oldest first. */
export async function galleryPhotos(em: EntityManager): Promise<GalleryPhoto[]> {
  const rows = await em.find(SlotPhotoRow, { deletedAt: null }, { orderBy: ORDER });
  return rows
    .filter((row) => isGallerySlot(row.slot) && captioned(row))
    .map((row) => ({ slot: row.slot, mediaId: row.mediaId, ...toPhoto(row).caption! }) as GalleryPhoto);
}

/** The size a slot's photograph is cropped to and the widths it is served at. */
function sizeOf(slot: string): SlotSize {
  if (isPhotoSlot(slot)) return { width: IMAGES[slot].width, height: IMAGES[slot].height, widths: widthsOf(slot) };
  return GALLERY_SHAPE;
}

const titleOf = (row: SlotPhotoRow) => row.title || (isAddedGallerySlot(row.slot) ? 'Photograph added to the gallery' : `Photograph for ${row.slot}`);

/** A photograph as the publishable kernel drives it, named by its slot: in the trash, its slot shows the drawing again. */
export const photoKind: PublishableDefinition<SlotPhotoRow> = {
  kind: 'photo',
  entity: SlotPhotoRow,
  key: 'slot',
  parseKey: (raw) => (isPhotoSlot(raw) || isAddedGallerySlot(raw) ? raw : null),
  keyOf: (row) => row.slot,
  title: titleOf,
  auditNames: (row) => ({ subject: titleOf(row) }),
  isPublic: (row) => !row.deletedAt,
  topics: () => ['content'],
  steps: ['create', 'update', 'file-replace', 'trash', 'restore', 'purge'],
  notFound: NO_PHOTO,
  stale: PHOTO_STALE,
  notInTrash: 'This photograph is not in the trash',
};

export interface SlotPhotos {
  list(): Promise<SlotPhoto[]>;
  /** A new picture for a drawing's slot or for a photograph added to the gallery (whose caption stays to be checked). */
  upload(slot: string, file: Buffer, actor: Actor): Promise<SlotPhoto>;
  /** A photograph added to the gallery beyond its drawn scenes; it shows once captioned. */
  add(file: Buffer, actor: Actor): Promise<SlotPhoto>;
  caption(slot: string, input: PhotoCaptionInput, actor: Actor): Promise<SlotPhoto>;
  /** To the trash: the slot shows its drawing again, a photograph added to the gallery leaves it. */
  revert(slot: string, actor: Actor): Promise<void>;
}

/** Written through the publishable kernel. */
export function slotPhotos({ context, writes, trash }: KernelServices): SlotPhotos {
  /** Encoded before the transaction opens: it takes seconds and needs no database. */
  async function store(em: EntityManager, files: Awaited<ReturnType<typeof encodeSlotPhoto>>): Promise<string> {
    const mediaId = randomUUID();
    for (const f of files) {
      em.create(MediaFile, { name: slotPhotoFile(mediaId, f.variant!, f.format), mediaId, contentType: `image/${f.format}`, width: f.width, height: f.height, data: f.data });
    }
    return mediaId;
  }

  const answer = (_em: EntityManager, row: SlotPhotoRow) => toPhoto(row);

  return {
    list: () => context.db.run(async (em) => (await em.find(SlotPhotoRow, { deletedAt: null }, { orderBy: ORDER })).map(toPhoto)),

    async upload(slot, file, actor) {
      if (!isPhotoSlot(slot) && !isAddedGallerySlot(slot)) throw new HttpProblem(404, NOT_A_SLOT);
      const current = await context.db.run((em) => em.count(SlotPhotoRow, { slot, deletedAt: null }));
      if (!current && isAddedGallerySlot(slot)) throw new HttpProblem(404, NOT_A_SLOT);
      const files = await encodeSlotPhoto(file, sizeOf(slot));
      const apply = async (em: EntityManager, row: SlotPhotoRow | null, now: Date) => {
        // The previous photograph's files stay: a page or CDN copy rendered a moment ago may still name them.
        const mediaId = await store(em, files);
        // A caption describes the picture it was written for: a new picture in the gallery waits for its own.
        const changes = { mediaId, updatedAt: now, updatedBy: actor.username, ...(isGallerySlot(slot) ? NO_CAPTION_YET : {}) };
        if (row) return em.assign(row, changes);
        // A photograph of the slot waiting in the trash gives way to the new one (the slot names one photograph).
        await em.nativeDelete(SlotPhotoRow, { slot });
        return em.create(SlotPhotoRow, { slot, createdAt: now, ...changes });
      };
      return writes.write(photoKind, current ? { verb: 'file-replace', key: slot, apply } : { verb: 'create', apply }, actor, answer);
    },

    async add(file, actor) {
      const files = await encodeSlotPhoto(file, GALLERY_SHAPE);
      const apply = async (em: EntityManager, _none: SlotPhotoRow | null, now: Date) => {
        const added = await em.find(SlotPhotoRow, { slot: { $like: 'gallery-photo-%' } }, { fields: ['position'] });
        if (SEED_GALLERY.length + added.length >= MAX_GALLERY_PHOTOS) throw new HttpProblem(409, GALLERY_FULL);
        const mediaId = await store(em, files);
        const position = Math.max(0, ...added.map((row) => row.position)) + 1;
        return em.create(SlotPhotoRow, { slot: addedGallerySlot(randomBytes(4).toString('hex')), mediaId, position, createdAt: now, updatedAt: now, updatedBy: actor.username });
      };
      return writes.write(photoKind, { verb: 'create', apply }, actor, answer);
    },

    async caption(slot, input, actor) {
      if (!isGallerySlot(slot)) throw new HttpProblem(isPhotoSlot(slot) ? 400 : 404, isPhotoSlot(slot) ? NO_CAPTION : NOT_A_SLOT);
      const caption = {
        title: input.title.trim(),
        description: input.description.trim(),
        alt: input.alt.trim(),
        project: input.project.trim(),
        location: input.location.trim(),
        category: input.category,
      };
      const apply = async (em: EntityManager, row: SlotPhotoRow | null, now: Date) => em.assign(row!, { ...caption, updatedAt: now, updatedBy: actor.username });
      return writes.write(photoKind, { verb: 'update', key: slot, version: input.version, apply }, actor, answer);
    },

    async revert(slot, actor) {
      if (!isPhotoSlot(slot) && !isAddedGallerySlot(slot)) throw new HttpProblem(404, NOT_A_SLOT);
      await trash.trash('photo', slot, actor);
    },
  };
}
