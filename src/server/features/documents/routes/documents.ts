import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_NOT_FOUND, DocumentListQuery, PublicDocument } from '../../../../shared/document-library.ts';
import { PreviewTokenParams } from '../../../../shared/preview.ts';
import type { FileStore } from '../file-store.ts';
import type { PublicDocuments, ServedDocument } from '../public-documents.ts';
import { sendDocumentFile } from '../send-file.ts';
import type { PreviewTokens } from '../../publishing/preview-tokens.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';

/** Where the documents imported from the build are still found; @fastify/static no longer serves them. */
export const LEGACY_DOCUMENTS_PREFIX = '/assets/documents/';
const DOCUMENTS_PREFIX = '/documents/';

/** Whether a path is a document's address (the library's, or an imported document's old one). */
export const isDocumentPath = (pathname: string) => pathname.startsWith(DOCUMENTS_PREFIX) || pathname.startsWith(LEGACY_DOCUMENTS_PREFIX);

// As the article list: a scheduled document reaches a CDN within half a minute.
const LIST_CACHE_CONTROL = 'public, max-age=30';

export interface DocumentRoutesOptions {
  documents: PublicDocuments;
  files: FileStore;
  previews: PreviewTokens;
  /** Whether the site's pages are served: a missing document then answers the site's not-found page. */
  ssr: boolean;
}

/**
 * The public document list and the files. Every address answers only while the document is public
 * (checked on each request, so a schedule takes effect on its minute and the trash withdraws at once);
 * otherwise 404, however the address was learned. A signed preview link opens any document for an hour.
 */
export const documentRoutes: FastifyPluginAsyncTypebox<DocumentRoutesOptions> = async (app, opts) => {
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    // Visitors get the site's not-found page (one shared render); the API alone answers JSON.
    if (opts.ssr) return app.renderPage(request, reply);
    // A scheduled document's 404 turns into a 200 at its time: never cached.
    return reply.code(404).header('Cache-Control', 'no-store').send({ message: DOCUMENT_NOT_FOUND });
  };
  const send = (request: FastifyRequest, reply: FastifyReply, served: ServedDocument | null, at: string) => {
    if (!served) return notFound(request, reply);
    if (served.canonical !== at) return reply.header('Cache-Control', 'no-store').redirect(served.canonical, 301);
    return sendDocumentFile(request, reply, opts.files, served);
  };

  app.get(
    '/api/documents',
    { schema: { querystring: DocumentListQuery, response: { 200: Type.Array(PublicDocument), ...ERROR_RESPONSES } } },
    async (request, reply) => {
      reply.header('Cache-Control', LIST_CACHE_CONTROL);
      return opts.documents.list(request.query);
    },
  );

  app.get<{ Params: { id: string; name: string } }>(`${DOCUMENTS_PREFIX}:id/:name`, async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    const served = id > 0 ? await opts.documents.byId(id) : null;
    return send(request, reply, served, request.url.split('?')[0]!);
  });

  app.get<{ Params: { '*': string } }>(`${LEGACY_DOCUMENTS_PREFIX}*`, async (request, reply) => {
    const path = request.url.split('?')[0]!;
    return send(request, reply, await opts.documents.byLegacyPath(path), path);
  });

  app.get(`${DOCUMENTS_PREFIX}preview/:token`, { schema: { params: PreviewTokenParams } }, async (request, reply) => {
    const claim = opts.previews.verify(request.params.token);
    const served = claim === null ? null : await opts.documents.previewed(claim);
    if (!served) return reply.code(404).header('Cache-Control', 'no-store').send({ message: 'Preview not found or expired' });
    return sendDocumentFile(request, reply, opts.files, served, { private: true });
  });
};
