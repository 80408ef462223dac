import { defineEntity, p } from '@mikro-orm/core';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';
import { DOCUMENT_FILE_NAME_MAX_LENGTH } from '../../../shared/document-library.ts';
import { LibraryDocumentSchema } from './document.entity.ts';

/**
 * One uploaded file of a document. Its bytes are the DocumentChunk rows of `uploadId`, written before
 * this row exists; the row is created in the short transaction that makes the upload part of the library.
 */
export const DocumentFileSchema = defineEntity({
  name: 'DocumentFile',
  tableName: 'document_file',
  properties: {
    id: p.integer().primary().autoincrement(),
    document: () => p.manyToOne(LibraryDocumentSchema).deleteRule('cascade'),
    uploadId: p.uuid().unique(),
    fileName: p.string().length(DOCUMENT_FILE_NAME_MAX_LENGTH),
    bytes: p.integer(),
    pages: p.integer().nullable(),
    /** Hex SHA-256 of the bytes: the strong ETag. */
    sha256: p.string().length(64),
    username: p.string().length(MAX_USERNAME_LENGTH).nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'document_file_document_id_idx', properties: ['document', 'id'] }],
});

export class DocumentFile extends DocumentFileSchema.class {}
DocumentFileSchema.setClass(DocumentFile);
