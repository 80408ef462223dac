import { randomUUID } from 'node:crypto';
import { isPhotoSlot, type SlotPhoto, slotPhotoFile } from '../../../shared/photos.ts';
// Pure data: the sizes each drawing is served at, which its photograph must match.
import { IMAGES, widthsOf } from '../../../shared/image-catalog.ts';
import { MediaFile } from '../../db/entities/media-file.entity.ts';
import { SlotPhotoRow } from '../../db/entities/slot-photo.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import type { ContentWriteContext } from '../company/content-writes.ts';
import { type Actor, addAuditEvent } from '../publishing/audit-log.ts';
import { encodeSlotPhoto } from './encode-slot-photo.ts';

export const NOT_A_SLOT = 'No such image slot';
const NO_PHOTO = 'This slot shows its drawing already';

const toPhoto = (row: SlotPhotoRow): SlotPhoto => ({
  slot: row.slot,
  mediaId: row.mediaId,
  updatedAt: row.updatedAt.toISOString(),
  updatedBy: row.updatedBy ?? null,
});

/** The media id of each slot's uploaded photograph, for the pages. */
export async function uploadedPhotos(em: EntityManager): Promise<Record<string, string>> {
  return Object.fromEntries((await em.find(SlotPhotoRow, {})).map((row) => [row.slot, row.mediaId]));
}

function slotOf(name: string) {
  if (!isPhotoSlot(name)) throw new HttpProblem(404, NOT_A_SLOT);
  return name;
}

export interface SlotPhotos {
  list(): Promise<SlotPhoto[]>;
  upload(slot: string, file: Buffer, actor: Actor): Promise<SlotPhoto>;
  revert(slot: string, actor: Actor): Promise<void>;
}

export function slotPhotos(ctx: ContentWriteContext): SlotPhotos {
  return {
    list: () => ctx.db.run(async (em) => (await em.find(SlotPhotoRow, {}, { orderBy: { slot: 'asc' } })).map(toPhoto)),
    async upload(name, file, actor) {
      const slot = slotOf(name);
      const { width, height } = IMAGES[slot];
      // Encoded before the transaction opens: it takes seconds and needs no database.
      const files = await encodeSlotPhoto(file, { width, height, widths: widthsOf(slot) });
      const mediaId = randomUUID();
      const photo = await ctx.db.transaction(async (em) => {
        const now = ctx.clock();
        for (const f of files) {
          em.create(MediaFile, { name: slotPhotoFile(mediaId, f.variant!, f.format), mediaId, contentType: `image/${f.format}`, width: f.width, height: f.height, data: f.data });
        }
        // The previous photograph's files stay: a page or CDN copy rendered a moment ago may still name them.
        const row = (await em.findOne(SlotPhotoRow, { slot })) ?? em.create(SlotPhotoRow, { slot, mediaId, updatedAt: now, updatedBy: actor.username });
        Object.assign(row, { mediaId, updatedAt: now, updatedBy: actor.username });
        addAuditEvent(em, now, 'photo-upload', actor, undefined, `Photograph for ${slot}`);
        await em.flush();
        return toPhoto(row);
      });
      ctx.onContentChanged('photos');
      return photo;
    },
    async revert(name, actor) {
      const slot = slotOf(name);
      await ctx.db.transaction(async (em) => {
        const row = await em.findOne(SlotPhotoRow, { slot });
        if (!row) throw new HttpProblem(404, NO_PHOTO);
        em.remove(row);
        addAuditEvent(em, ctx.clock(), 'photo-revert', actor, undefined, `Photograph for ${slot}`);
        await em.flush();
      });
      ctx.onContentChanged('photos');
    },
  };
}
