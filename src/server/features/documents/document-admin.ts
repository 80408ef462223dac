import type { AdminDocument, DocumentFields, DocumentFileVersion, DocumentRevision, DocumentUpdate } from '../../../shared/document-library.ts';
import { DOCUMENT_NOT_FOUND } from '../../../shared/document-library.ts';
import { DocumentFile } from '../../db/entities/document-file.entity.ts';
import { DocumentRevision as RevisionRow } from '../../db/entities/document-revision.entity.ts';
import type { Trash } from '../../core/publishing/one-trash.ts';
import type { Change, KernelContext, WritePath } from '../../core/publishing/write-path.ts';
import { documentKind } from './document-kind.ts';
import { LibraryDocument } from '../../db/entities/document.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { type Actor, addDocumentAuditEvent } from '../../core/audit/audit-log.ts';
import type { PreviewClaim } from '../../core/publishing/preview-tokens.ts';
import { timeLabel } from '../../../shared/zoned-time.ts';
import { documentColumns } from './document-fields.ts';
import { toAdminDocument } from './document-dto.ts';
import type { StoredUpload } from './file-store.ts';

/** The kernel's context (the company's zone bounds a document's date by its today), its one write path and its one Trash. */
export interface DocumentWriteContext extends KernelContext {
  kernel: WritePath;
  trash: Trash;
}

/** An upload stored in pieces, with the name it is served under. */
export interface ReceivedFile extends StoredUpload {
  fileName: string;
}

export interface DocumentAdmin {
  list(): Promise<AdminDocument[]>;
  get(id: number): Promise<AdminDocument>;
  create(fields: DocumentFields, file: ReceivedFile, actor: Actor): Promise<AdminDocument>;
  update(id: number, input: DocumentUpdate, actor: Actor): Promise<AdminDocument>;
  replaceFile(id: number, file: ReceivedFile, actor: Actor): Promise<AdminDocument>;
  files(id: number): Promise<DocumentFileVersion[]>;
  restoreFile(id: number, fileId: number, actor: Actor): Promise<AdminDocument>;
  moveToTrash(id: number, actor: Actor): Promise<void>;
  restore(id: number, actor: Actor): Promise<AdminDocument>;
  revisions(id: number): Promise<DocumentRevision[]>;
  /** What a new preview link carries: the document's current preview generation (404 in the trash). */
  previewClaim(id: number): Promise<PreviewClaim>;
  /** Ends every preview link issued so far for the document (audited); its version stays, so no open edit goes stale. */
  revokePreviews(id: number, actor: Actor): Promise<void>;
}

const notFound = () => new HttpProblem(404, DOCUMENT_NOT_FOUND);

async function currentFile(em: EntityManager, doc: LibraryDocument): Promise<DocumentFile> {
  const file = doc.currentFileId ? await em.findOne(DocumentFile, { id: doc.currentFileId }) : null;
  if (!file) throw new Error(`document ${doc.id} has no current file`);
  return file;
}

/**
 * The library's writes. Each runs in one short transaction that also keeps a revision and an audit
 * record; a file's bytes were stored before (file-store.ts) and only its version row is written here.
 */
export function documentAdmin(ctx: DocumentWriteContext): DocumentAdmin {
  const { db, clock } = ctx;

  async function load(em: EntityManager, id: number, options: { trashed?: boolean } = {}) {
    const doc = await em.findOne(LibraryDocument, { id });
    if (!doc || (options.trashed === false && doc.deletedAt)) throw notFound();
    return doc;
  }

  function addFile(em: EntityManager, doc: LibraryDocument, file: ReceivedFile, actor: Actor, now: Date) {
    return em.create(DocumentFile, {
      document: doc,
      uploadId: file.uploadId,
      fileName: file.fileName,
      bytes: file.bytes,
      pages: file.pages,
      sha256: file.sha256,
      username: actor.username,
      createdAt: now,
    });
  }

  /** One write of the library through the kernel; any write may change what the library shows. */
  function write(change: Omit<Change<LibraryDocument>, 'apply'> & { apply(em: EntityManager, doc: LibraryDocument | null, now: Date): Promise<{ doc: LibraryDocument; file?: DocumentFile }> }, actor: Actor): Promise<AdminDocument> {
    let served: DocumentFile | undefined;
    return ctx.kernel.write(
      documentKind,
      {
        ...change,
        async apply(em, found, now) {
          const { doc, file } = await change.apply(em, found, now);
          served = file;
          return doc;
        },
      },
      actor,
      async (em, doc, now) => toAdminDocument(doc, served ?? (await currentFile(em, doc)), now, ctx.timeZone),
    );
  }

  return {
    async list() {
      // Read as the trash is: never showing a document past its days.
      await ctx.trash.purgeExpired();
      const now = clock();
      return db.run(async (em) => {
        const docs = await em.find(LibraryDocument, {}, { orderBy: { documentDate: 'desc', id: 'desc' } });
        const files = await em.find(DocumentFile, { id: { $in: docs.map((d) => d.currentFileId ?? 0) } });
        const byId = new Map(files.map((f) => [f.id, f]));
        return docs.flatMap((doc) => {
          const file = byId.get(doc.currentFileId ?? 0);
          return file ? [toAdminDocument(doc, file, now, ctx.timeZone)] : [];
        });
      });
    },
    async get(id) {
      return db.run(async (em) => {
        const doc = await load(em, id);
        return toAdminDocument(doc, await currentFile(em, doc), clock(), ctx.timeZone);
      });
    },
    async create(fields, file, actor) {
      const columns = documentColumns(fields, clock(), ctx.timeZone);
      return write(
        {
          verb: 'create',
          async apply(em, _none, now) {
            const doc = em.create(LibraryDocument, { ...columns, legacyPath: null, currentFileId: null, createdAt: now, updatedAt: now });
            await em.flush();
            const stored = addFile(em, doc, file, actor, now);
            await em.flush();
            doc.currentFileId = stored.id;
            return { doc, file: stored };
          },
        },
        actor,
      );
    },
    async update(id, input, actor) {
      const { version, ...fields } = input;
      const columns = documentColumns(fields, clock(), ctx.timeZone);
      return write({ verb: 'update', key: id, version, apply: async (em, doc, now) => ({ doc: em.assign(doc!, { ...columns, updatedAt: now }) }) }, actor);
    },
    async replaceFile(id, file, actor) {
      return write(
        {
          verb: 'file-replace',
          key: id,
          async apply(em, doc, now) {
            const stored = addFile(em, doc!, file, actor, now);
            await em.flush();
            return { doc: em.assign(doc!, { currentFileId: stored.id, updatedAt: now }), file: stored };
          },
        },
        actor,
      );
    },
    async files(id) {
      return db.run(async (em) => {
        const doc = await load(em, id);
        const files = await em.find(DocumentFile, { document: doc }, { orderBy: { id: 'desc' } });
        return files.map((f) => ({
          id: f.id,
          fileName: f.fileName,
          bytes: f.bytes,
          pages: f.pages ?? null,
          uploadedAt: f.createdAt.toISOString(),
          uploadedLabel: timeLabel(f.createdAt, ctx.timeZone),
          uploadedBy: f.username ?? null,
          current: f.id === doc.currentFileId,
        }));
      });
    },
    async restoreFile(id, fileId, actor) {
      return write(
        {
          verb: 'file-restore',
          key: id,
          async apply(em, doc, now) {
            const file = await em.findOne(DocumentFile, { id: fileId, document: doc! });
            if (!file) throw new HttpProblem(404, 'File version not found');
            return { doc: em.assign(doc!, { currentFileId: file.id, updatedAt: now }), file };
          },
        },
        actor,
      );
    },
    moveToTrash: (id, actor) => ctx.trash.trash('document', id, actor),
    async restore(id, actor) {
      await ctx.trash.restore('document', id, actor);
      return db.run(async (em) => {
        const doc = await load(em, id);
        return toAdminDocument(doc, await currentFile(em, doc), clock(), ctx.timeZone);
      });
    },
    async previewClaim(id) {
      const doc = await db.run((em) => load(em, id, { trashed: false }));
      return { id, generation: doc.previewGeneration };
    },
    async revokePreviews(id, actor) {
      const now = clock();
      await db.transaction(async (em) => {
        const doc = await load(em, id, { trashed: false });
        await em.execute('update document set preview_generation = preview_generation + 1 where id = ?', [id]);
        addDocumentAuditEvent(em, now, 'preview-revoke', actor, doc);
        await em.flush();
      });
    },
    async revisions(id) {
      return db.run(async (em) => {
        const doc = await load(em, id);
        const rows = await em.find(RevisionRow, { document: doc }, { orderBy: { id: 'desc' } });
        return rows.map((r) => ({ id: r.id, version: r.version, username: r.username ?? null, createdAt: r.createdAt.toISOString(), snapshot: r.snapshot }));
      });
    },
  };
}
