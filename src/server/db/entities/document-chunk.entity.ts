import { defineEntity, p } from '@mikro-orm/core';

/**
 * A fixed-size piece of an uploaded file (the last one shorter), so a file is written and read a piece
 * at a time and never held whole in memory. Pieces of an upload no DocumentFile names are orphans of an
 * interrupted upload and are swept.
 */
export const DocumentChunkSchema = defineEntity({
  name: 'DocumentChunk',
  tableName: 'document_chunk',
  properties: {
    uploadId: p.uuid().primary(),
    seq: p.integer().primary(),
    data: p.blob(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'document_chunk_created_at_idx', properties: ['createdAt'] }],
});

export class DocumentChunk extends DocumentChunkSchema.class {}
DocumentChunkSchema.setClass(DocumentChunk);
