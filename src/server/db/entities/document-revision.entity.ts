import { defineEntity, p } from '@mikro-orm/core';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';
import type { DocumentSnapshot } from '../../../shared/document-library.ts';
import { LibraryDocumentSchema } from './document.entity.ts';

/** A full copy of a document's metadata (and which file was current) as one write left it. */
export const DocumentRevisionSchema = defineEntity({
  name: 'DocumentRevision',
  tableName: 'document_revision',
  properties: {
    id: p.integer().primary().autoincrement(),
    document: () => p.manyToOne(LibraryDocumentSchema).deleteRule('cascade'),
    version: p.integer(),
    snapshot: p.json<DocumentSnapshot>(),
    username: p.string().length(MAX_USERNAME_LENGTH).nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'document_revision_document_id_idx', properties: ['document', 'id'] }],
});

export class DocumentRevision extends DocumentRevisionSchema.class {}
DocumentRevisionSchema.setClass(DocumentRevision);
