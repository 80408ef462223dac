import { defineEntity, p } from '@mikro-orm/core';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';

/** A photograph uploaded for an image slot; its files are in media_file under `mediaId`. Reverting deletes the row. */
export const SlotPhotoRowSchema = defineEntity({
  name: 'SlotPhotoRow',
  tableName: 'slot_photo',
  properties: {
    slot: p.string().length(60).primary(),
    mediaId: p.uuid(),
    updatedAt: p.datetime(),
    updatedBy: p.string().length(MAX_USERNAME_LENGTH).nullable(),
  },
});

export class SlotPhotoRow extends SlotPhotoRowSchema.class {}
SlotPhotoRowSchema.setClass(SlotPhotoRow);
