import type { AdminDocument, DocumentFields, DocumentFileVersion, DocumentRevision, DocumentUpdate } from '../../../shared/document-library.ts';
import { DOCUMENT_NOT_FOUND, DOCUMENT_STALE } from '../../../shared/document-library.ts';
import { DocumentFile } from '../../db/entities/document-file.entity.ts';
import { DocumentRevision as RevisionRow } from '../../db/entities/document-revision.entity.ts';
import { LibraryDocument } from '../../db/entities/document.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { type Actor, addDocumentAuditEvent, SYSTEM } from '../publishing/audit-log.ts';
import { DAY_MS, TRASH_DAYS } from '../publishing/article-trash.ts';
import { dueTopics, type Publication } from '../publishing/publication.ts';
import type { PreviewClaim } from '../publishing/preview-tokens.ts';
import { isPublicAt } from '../../../shared/publication-rule.ts';
import { timeLabel } from '../../../shared/zoned-time.ts';
import { documentColumns } from './document-fields.ts';
import { snapshotOf, toAdminDocument } from './document-dto.ts';
import type { StoredUpload } from './file-store.ts';

export interface DocumentWriteContext {
  db: Db;
  clock: () => Date;
  /** The company's zone: a document date is bounded by its today; schedules are typed, read and labelled in it. */
  timeZone: string;
  /** Takes due schedules into effect before a write, and announces each write to every process. */
  publication: Publication;
}

/** An upload stored in pieces, with the name it is served under. */
export interface ReceivedFile extends StoredUpload {
  fileName: string;
}

export interface DocumentAdmin {
  /** Purges what has been in the trash longer than TRASH_DAYS; returns how many. */
  purgeExpired(): Promise<number>;
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

  /** Flushes, then records the revision and the audit entries of a write that left `doc` as it is. */
  async function recordWrite(em: EntityManager, doc: LibraryDocument, action: 'create' | 'update' | 'file-replace' | 'file-restore' | 'trash' | 'trash-restore', actor: Actor, now: Date, wasPublic: boolean) {
    await em.flush();
    em.create(RevisionRow, { document: doc, version: doc.version, snapshot: snapshotOf(doc), username: actor.username, createdAt: now });
    addDocumentAuditEvent(em, now, action, actor, doc);
    const isPublic = isPublicAt(doc, now);
    if (isPublic !== wasPublic) addDocumentAuditEvent(em, now, isPublic ? 'publish' : 'unpublish', actor, doc);
    await em.flush();
  }

  async function write<T>(work: (em: EntityManager, now: Date) => Promise<T>): Promise<T> {
    const now = clock();
    const { result, due } = await db.transaction(async (em) => {
      // A schedule that went live before this write takes effect before the write can change it.
      const due = await ctx.publication.takeEffect(em, now);
      return { result: await work(em, now), due };
    });
    // Any write may change what the library shows: cached pages in every process, and the CDN, drop it.
    await ctx.publication.committed(due.articles.map((d) => d.id), [...dueTopics(due), 'documents']);
    return result;
  }

  // As releases: a document trashed TRASH_DAYS ago leaves for good, its versions and revisions with it
  // (cascade); the orphan sweep then removes its stored pieces.
  async function purgeExpired(): Promise<number> {
    const now = clock();
    const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
    return db.transaction(async (em) => {
      const expired = await em.find(LibraryDocument, { deletedAt: { $lte: cutoff } }, { fields: ['id', 'title'] });
      if (expired.length === 0) return 0;
      for (const doc of expired) addDocumentAuditEvent(em, now, 'purge', SYSTEM, doc);
      await em.nativeDelete(LibraryDocument, { id: { $in: expired.map((d) => d.id) } });
      await em.flush();
      return expired.length;
    });
  }

  return {
    async list() {
      // Read as the releases' trash is: never showing a document past its days.
      await purgeExpired();
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
      return write(async (em, now) => {
        const doc = em.create(LibraryDocument, { ...columns, legacyPath: null, currentFileId: null, createdAt: now, updatedAt: now });
        await em.flush();
        const stored = addFile(em, doc, file, actor, now);
        await em.flush();
        doc.currentFileId = stored.id;
        await recordWrite(em, doc, 'create', actor, now, false);
        return toAdminDocument(doc, stored, now, ctx.timeZone);
      });
    },
    async update(id, input, actor) {
      const { version, ...fields } = input;
      const columns = documentColumns(fields, clock(), ctx.timeZone);
      return write(async (em, now) => {
        const doc = await load(em, id, { trashed: false });
        if (version !== doc.version) throw new HttpProblem(409, DOCUMENT_STALE);
        const wasPublic = isPublicAt(doc, now);
        em.assign(doc, { ...columns, updatedAt: now });
        await recordWrite(em, doc, 'update', actor, now, wasPublic);
        return toAdminDocument(doc, await currentFile(em, doc), now, ctx.timeZone);
      });
    },
    async replaceFile(id, file, actor) {
      return write(async (em, now) => {
        const doc = await load(em, id, { trashed: false });
        const stored = addFile(em, doc, file, actor, now);
        await em.flush();
        doc.currentFileId = stored.id;
        doc.updatedAt = now;
        await recordWrite(em, doc, 'file-replace', actor, now, isPublicAt(doc, now));
        return toAdminDocument(doc, stored, now, ctx.timeZone);
      });
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
      const wanted = fileId;
      return write(async (em, now) => {
        const doc = await load(em, id, { trashed: false });
        const file = await em.findOne(DocumentFile, { id: wanted, document: doc });
        if (!file) throw new HttpProblem(404, 'File version not found');
        doc.currentFileId = file.id;
        doc.updatedAt = now;
        await recordWrite(em, doc, 'file-restore', actor, now, isPublicAt(doc, now));
        return toAdminDocument(doc, file, now, ctx.timeZone);
      });
    },
    async moveToTrash(id, actor) {
      await write(async (em, now) => {
        const doc = await load(em, id, { trashed: false });
        const wasPublic = isPublicAt(doc, now);
        doc.deletedAt = now;
        doc.previewGeneration += 1;
        await recordWrite(em, doc, 'trash', actor, now, wasPublic);
      });
    },
    async restore(id, actor) {
      return write(async (em, now) => {
        const doc = await load(em, id);
        if (!doc.deletedAt) throw new HttpProblem(409, 'Document is not in the trash');
        doc.deletedAt = null;
        // Links issued before the document was trashed stay dead once it is back.
        doc.previewGeneration += 1;
        await recordWrite(em, doc, 'trash-restore', actor, now, false);
        return toAdminDocument(doc, await currentFile(em, doc), now, ctx.timeZone);
      });
    },
    purgeExpired,
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
