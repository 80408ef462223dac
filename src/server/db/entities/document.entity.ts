import { defineEntity, p } from '@mikro-orm/core';
import { DOCUMENT_TITLE_MAX_LENGTH } from '../../../shared/document-library.ts';

/**
 * A document of the library (statement, presentation, report, meeting material). Its file versions are
 * DocumentFile rows; `currentFileId` names the one served. Publication follows the releases' rule.
 */
export const LibraryDocumentSchema = defineEntity({
  name: 'LibraryDocument',
  tableName: 'document',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.string().length(DOCUMENT_TITLE_MAX_LENGTH),
    kind: p.string().length(40),
    /** A calendar date, YYYY-MM-DD: sorts as text and never shifts with a time zone. */
    documentDate: p.string().length(10),
    fiscalYear: p.integer().nullable(),
    quarter: p.string().length(2).nullable(),
    /** The project a technical report is filed for: a newer one of the same project supersedes it (shared/superseded.ts). */
    project: p.string().length(40).nullable(),
    description: p.text().default(''),
    published: p.boolean().default(false),
    scheduledDate: p.datetime().nullable(),
    /** The address an imported document had before the library (/assets/documents/...), kept so old links work. */
    legacyPath: p.string().length(300).nullable().unique(),
    /** No foreign key: a file row names its document, and the two would reference each other. */
    currentFileId: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    version: p.integer().version(),
    deletedAt: p.datetime().nullable(),
    /** Preview links carry it when issued; a bump (trash, restore, revoke) ends every earlier link. */
    previewGeneration: p.integer().default(0),
  },
  indexes: [
    { name: 'document_kind_idx', properties: ['kind', 'documentDate'] },
    { name: 'document_visibility_idx', properties: ['published', 'scheduledDate'] },
  ],
});

export class LibraryDocument extends LibraryDocumentSchema.class {}
LibraryDocumentSchema.setClass(LibraryDocument);
