import { defineEntity, p } from '@mikro-orm/core';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';
import { CAPTION_LIMITS } from '../../../shared/gallery.ts';

/**
 * A photograph uploaded for an image slot (or added to the gallery); its files are in media_file under
 * `mediaId`. A gallery photograph carries its own caption, empty until written. Reverting moves it to the
 * trash (`deletedAt`); the 30-day purge deletes the row.
 */
export const SlotPhotoRowSchema = defineEntity({
  name: 'SlotPhotoRow',
  tableName: 'slot_photo',
  properties: {
    slot: p.string().length(60).primary(),
    mediaId: p.uuid(),
    version: p.integer().version(),
    title: p.string().length(CAPTION_LIMITS.title).default(''),
    description: p.string().length(CAPTION_LIMITS.description).default(''),
    alt: p.string().length(CAPTION_LIMITS.alt).default(''),
    project: p.string().length(CAPTION_LIMITS.project).default(''),
    location: p.string().length(CAPTION_LIMITS.location).default(''),
    category: p.string().length(40).default(''),
    /** Orders the photographs added to the gallery: each goes after the last. */
    position: p.integer().default(0),
    createdAt: p.datetime(),
    updatedAt: p.datetime(),
    updatedBy: p.string().length(MAX_USERNAME_LENGTH).nullable(),
    /** Set while the photograph is in the trash: its slot shows the drawing again, and a gallery photograph leaves the gallery. */
    deletedAt: p.datetime().nullable(),
  },
});

export class SlotPhotoRow extends SlotPhotoRowSchema.class {}
SlotPhotoRowSchema.setClass(SlotPhotoRow);
