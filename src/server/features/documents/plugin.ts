import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DocumentListQuery, PublicDocument } from '../../../shared/document-library.ts';
import { lastGood } from '../../db/last-good.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { type PreviewTokens, previewTokens } from '../../core/publishing/preview-tokens.ts';
import { type DocumentAdmin, documentAdmin } from './document-admin.ts';
import { documentKind } from './document-kind.ts';
import { type FileStore, fileStore } from './file-store.ts';
import { sweepOrphanedChunks } from './orphan-sweep.ts';
import { publicDocuments } from './public-documents.ts';
import { documentRoutes } from './routes/documents.ts';
import { DOCUMENT_COPY } from './send-file.ts';

export interface DocumentLibrary {
  /** The IR manager's writes: uploads, edits, publication, trash. */
  admin: DocumentAdmin;
  files: FileStore;
  /** Signed one-hour links that open a document before it is public. */
  previews: PreviewTokens;
  /** The public lists pages render, held as last read so they still render while the database is down. */
  publicList(query: DocumentListQuery): Promise<PublicDocument[]>;
}

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentLibrary;
  }
}

/** Investor documents: the public list and files (GET /api/documents, /documents/…), their previews and the library's sweeps. */
export const documentsFeature = fp(
  async (app: FastifyInstance, { config, clock, ssr }: FeatureOptions) => {
    const { db } = app;
    const documents = publicDocuments(db, clock);
    const files = fileStore(db);
    const previews = previewTokens(config.JWT_SECRET, clock, 'document-preview-v1');
    const { publishing } = app;
    publishing.kinds.register(documentKind);
    const admin = documentAdmin({ ...publishing.context, kernel: publishing.writes, trash: publishing.trash });
    sweepOrphanedChunks(app, files, clock);
    const lists = lastGood((query: DocumentListQuery) => documents.list(query), (query) => JSON.stringify(query));
    app.decorate('documents', { admin, files, previews, publicList: (query: DocumentListQuery) => lists.get(query) });
    const copies = app.fileCache;
    // A change of the library, made here or in any other process, drops the copies of files no longer public.
    app.cluster.onPublicChanged((topics) => {
      if (topics.includes('documents')) void copies?.retain(DOCUMENT_COPY, () => documents.publicUploads());
    });
    await app.register(documentRoutes, { documents, files, previews, responses: app.responseCache, copies, ssr: ssr !== false });
  },
  { name: 'documents', dependencies: ['db', 'publishing', 'cluster-bus', 'response-cache', 'file-cache'] },
);
