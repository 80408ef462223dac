import { defineEntity, p } from '@mikro-orm/core';

/**
 * One encoded file of an uploaded image (a width in one format), kept in PostgreSQL so every process
 * serves it and no local disk has to survive a deploy. Files are written once and never change.
 */
export const MediaFileSchema = defineEntity({
  name: 'MediaFile',
  tableName: 'media_file',
  properties: {
    /** The file name in its URL, /media/<name>: `<mediaId>.webp`, `<mediaId>-640.avif`, … */
    name: p.string().length(80).primary(),
    /** The upload this file belongs to. */
    mediaId: p.uuid().index(),
    contentType: p.string().length(40),
    width: p.integer(),
    height: p.integer(),
    data: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MediaFile extends MediaFileSchema.class {}
MediaFileSchema.setClass(MediaFile);
