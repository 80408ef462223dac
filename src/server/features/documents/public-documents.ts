import type { DocumentListQuery, PublicDocument } from '../../../shared/document-library.ts';
import { DocumentFile } from '../../db/entities/document-file.entity.ts';
import { LibraryDocument } from '../../db/entities/document.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import type { PreviewClaim } from '../../core/publishing/preview-tokens.ts';
import { visibleAt } from '../../core/publishing/publication-rule.ts';
import { toPublicDocument } from './document-dto.ts';
import { SUPERSEDABLE_KINDS, type SupersededBy, supersessions } from '../../../shared/superseded.ts';

/** A document and the file version served for it. */
export interface ServedDocument {
  document: PublicDocument;
  uploadId: string;
  sha256: string;
  /** Where the file lives now, when the address asked for is not it (a renamed file). */
  canonical: string;
}

export interface PublicDocuments {
  /** Public documents, newest first. */
  list(query: DocumentListQuery): Promise<PublicDocument[]>;
  /** The public document at a library address (/documents/:id/...) or an imported one's old address. */
  byId(id: number): Promise<ServedDocument | null>;
  byLegacyPath(path: string): Promise<ServedDocument | null>;
  /** The document a signed preview link names, whatever its status, unless in the trash or the link revoked. */
  previewed(claim: PreviewClaim): Promise<ServedDocument | null>;
  /** The uploads of the public documents' current files: the file versions visitors may be sent. */
  publicUploads(): Promise<Set<string>>;
}

async function withFiles(em: EntityManager, docs: LibraryDocument[]): Promise<{ doc: LibraryDocument; file: DocumentFile }[]> {
  const files = await em.find(DocumentFile, { id: { $in: docs.map((d) => d.currentFileId ?? 0) } });
  const byId = new Map(files.map((f) => [f.id, f]));
  return docs.flatMap((doc) => {
    const file = byId.get(doc.currentFileId ?? 0);
    return file ? [{ doc, file }] : [];
  });
}

/** Which public documents a newer public one of their kind and project supersedes, at `now`. */
export async function supersededAt(em: EntityManager, now: Date): Promise<Map<number, SupersededBy>> {
  const docs = await em.find(LibraryDocument, { ...visibleAt(now), project: { $ne: null }, kind: { $in: [...SUPERSEDABLE_KINDS] } }, { fields: ['id', 'kind', 'project', 'title', 'documentDate'] });
  return supersessions(docs.map((d) => ({ id: d.id, kind: d.kind, project: d.project ?? null, title: d.title, documentDate: d.documentDate })));
}

/** Documents as visitors may see them: only public ones, decided at read time by the publication rule. */
export function publicDocuments(db: Db, clock: () => Date): PublicDocuments {
  async function served(where: object): Promise<ServedDocument | null> {
    return db.run(async (em) => {
      const doc = await em.findOne(LibraryDocument, where);
      if (!doc) return null;
      const [found] = await withFiles(em, [doc]);
      if (!found) return null;
      const document = toPublicDocument(found.doc, found.file, (await supersededAt(em, clock())).get(found.doc.id) ?? null);
      return { document, uploadId: found.file.uploadId, sha256: found.file.sha256, canonical: document.url };
    });
  }
  return {
    async list({ kind, year }) {
      const byYear =
        year === undefined
          ? {}
          : { $or: [{ fiscalYear: year }, { fiscalYear: null, documentDate: { $like: `${year}-%` } }] };
      return db.run(async (em) => {
        const docs = await em.find(
          LibraryDocument,
          { $and: [visibleAt(clock()), byYear, kind ? { kind } : {}] },
          { orderBy: { documentDate: 'desc', id: 'desc' } },
        );
        const superseded = await supersededAt(em, clock());
        return (await withFiles(em, docs)).map(({ doc, file }) => toPublicDocument(doc, file, superseded.get(doc.id) ?? null));
      });
    },
    byId: (id) => served({ id, ...visibleAt(clock()) }),
    byLegacyPath: (path) => served({ legacyPath: path, ...visibleAt(clock()) }),
    previewed: ({ id, generation }) => served({ id, previewGeneration: generation, deletedAt: null }),
    async publicUploads() {
      return db.run(async (em) => {
        const docs = await em.find(LibraryDocument, visibleAt(clock()), { fields: ['currentFileId'] });
        const files = await em.find(DocumentFile, { id: { $in: docs.map((d) => d.currentFileId ?? 0) } }, { fields: ['uploadId'] });
        return new Set(files.map((f) => f.uploadId));
      });
    },
  };
}
