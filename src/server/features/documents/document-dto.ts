import type { AdminDocument, DocumentKind, DocumentMetadata, DocumentSnapshot, PublicDocument } from '../../../shared/document-library.ts';
import type { Quarter } from '../../../shared/documents.ts';
import type { DocumentFile } from '../../db/entities/document-file.entity.ts';
import type { LibraryDocument } from '../../db/entities/document.entity.ts';
import { isPublicAt, publicationStatus } from '../../../shared/publication-rule.ts';
import { zonedTime } from '../../../shared/zoned-time.ts';
import type { SupersededBy } from '../../../shared/superseded.ts';

/** Where a document is served: its old address if it was imported with one, else the library's. */
export function documentUrl(doc: Pick<LibraryDocument, 'id' | 'legacyPath'>, file: Pick<DocumentFile, 'fileName'>): string {
  return doc.legacyPath ?? `/documents/${doc.id}/${file.fileName}`;
}

function metadataOf(doc: LibraryDocument): DocumentMetadata {
  return {
    title: doc.title,
    kind: doc.kind as DocumentKind,
    documentDate: doc.documentDate,
    fiscalYear: doc.fiscalYear ?? null,
    quarter: (doc.quarter as Quarter | null) ?? null,
    description: doc.description,
  };
}

/** `supersededBy`: the newer document of its kind and project, when one is public (shared/superseded.ts). */
export function toPublicDocument(doc: LibraryDocument, file: DocumentFile, supersededBy: SupersededBy | null = null): PublicDocument {
  return {
    id: doc.id,
    ...metadataOf(doc),
    url: documentUrl(doc, file),
    fileName: file.fileName,
    bytes: file.bytes,
    pages: file.pages ?? null,
    project: doc.project ?? null,
    supersededBy,
  };
}

/** The admin's view; its pending schedule is also read and labelled in the company's `zone`, by the server. */
export function toAdminDocument(doc: LibraryDocument, file: DocumentFile, now: Date, zone: string): AdminDocument {
  // A schedule whose time has come reads as published, as releases do.
  const live = isPublicAt(doc, now);
  const pending = doc.scheduledDate && !live ? doc.scheduledDate : null;
  return {
    ...toPublicDocument(doc, file),
    published: live,
    scheduledDate: pending?.toISOString() ?? null,
    ...zonedTime('scheduled', pending, zone),
    status: publicationStatus(doc, now),
    version: doc.version,
  };
}

export function snapshotOf(doc: LibraryDocument): DocumentSnapshot {
  return {
    ...metadataOf(doc),
    published: doc.published,
    scheduledDate: doc.scheduledDate ? doc.scheduledDate.toISOString() : null,
    fileId: doc.currentFileId ?? null,
  };
}

/** A file name safe in a URL path and a header: lowercase words joined by hyphens, ending .pdf. */
export function safeFileName(name: string, fallback: string): string {
  const base = name.replace(/\.pdf$/i, '').normalize('NFKD').replace(/[^\w\s-]/g, '').toLowerCase().replace(/[\s_-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${(base || fallback).slice(0, 100)}.pdf`;
}
