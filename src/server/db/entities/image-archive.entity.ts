import { defineEntity, p } from '@mikro-orm/core';

/**
 * The image ZIP the site serves, rebuilt when what it holds changes: the newest row (highest id) is the one
 * served. Without `chunksId` it is the build's own archive (nothing changed from it), served from the build.
 */
export const ImageArchiveSchema = defineEntity({
  name: 'ImageArchive',
  tableName: 'image_archive',
  properties: {
    id: p.integer().primary().autoincrement(),
    /** A hash of what it was built from: the build's archive, the photographs, the presentation. */
    inputKey: p.string().length(64),
    /** Its pieces in image_archive_chunk, written before the row. */
    chunksId: p.uuid().nullable(),
    count: p.integer(),
    /** Whether it holds the presentation materials. */
    presentation: p.boolean(),
    bytes: p.bigint('number'),
    sha256: p.string().length(64),
    createdAt: p.datetime(),
  },
});

export class ImageArchive extends ImageArchiveSchema.class {}
ImageArchiveSchema.setClass(ImageArchive);

/** A piece of a stored archive, so it is written and served a piece at a time, never held whole. */
export const ImageArchiveChunkSchema = defineEntity({
  name: 'ImageArchiveChunk',
  tableName: 'image_archive_chunk',
  properties: {
    archiveId: p.uuid().primary(),
    seq: p.integer().primary(),
    data: p.blob(),
  },
});

export class ImageArchiveChunk extends ImageArchiveChunkSchema.class {}
ImageArchiveChunkSchema.setClass(ImageArchiveChunk);
