import { DOCUMENT_NOT_FOUND, DOCUMENT_STALE } from '../../../shared/document-library.ts';
import { isPublicAt } from '../../../shared/publication-rule.ts';
import { numericKey, type PublishableDefinition } from '../../core/publishing/publishable-kind.ts';
import { LibraryDocument } from '../../db/entities/document.entity.ts';
import { DocumentRevision } from '../../db/entities/document-revision.entity.ts';
import { snapshotOf } from './document-dto.ts';

/** A library document as the publishable kernel drives it: public by the publication rule, its files and revisions purged with it (cascade). */
export const documentKind: PublishableDefinition<LibraryDocument> = {
  kind: 'document',
  entity: LibraryDocument,
  key: 'id',
  parseKey: numericKey,
  keyOf: (row) => row.id,
  title: (row) => row.title,
  auditNames: (row) => ({ documentId: row.id, documentTitle: row.title }),
  isPublic: isPublicAt,
  topics: () => ['documents'],
  steps: ['create', 'schedule', 'update', 'file-replace', 'trash', 'restore', 'purge'],
  revision: (em, row, actor, now) => void em.create(DocumentRevision, { document: row, version: row.version, snapshot: snapshotOf(row), username: actor.username, createdAt: now }),
  endPreviews: (row) => {
    row.previewGeneration += 1;
  },
  notFound: DOCUMENT_NOT_FOUND,
  stale: DOCUMENT_STALE,
  notInTrash: 'Document is not in the trash',
};
