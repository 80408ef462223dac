import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DOCUMENT_NOT_FOUND, DocumentListQuery, PublicDocument } from '../../../../shared/document-library.ts';
import { PreviewTokenParams } from '../../../../shared/preview.ts';
import type { FileStore } from '../file-store.ts';
import type { PublicDocuments, ServedDocument } from '../public-documents.ts';
import { sendDocumentFile } from '../send-file.ts';
import type { PreviewTokens } from '../../../core/publishing/preview-tokens.ts';
import type { FileCache } from '../../../http/file-cache.ts';
import { CACHE_CONTROL, type ResponseCache, serveThrough, withCacheControl } from '../../../http/response-cache.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';

/** Where the documents imported from the build are still found; @fastify/static no longer serves them. */
export const LEGACY_DOCUMENTS_PREFIX = '/assets/documents/';
const DOCUMENTS_PREFIX = '/documents/';

/** Whether a path is a document's address (the library's, or an imported document's old one). */
export const isDocumentPath = (pathname: string) => pathname.startsWith(DOCUMENTS_PREFIX) || pathname.startsWith(LEGACY_DOCUMENTS_PREFIX);

export interface DocumentRoutesOptions {
  documents: PublicDocuments;
  files: FileStore;
  previews: PreviewTokens;
  /** Where lists are kept between changes of what is public (their Cache-Control is decided there too); null queries per request. */
  responses: ResponseCache | null;
  /** Where hot files are copied to and streamed from; null reads the database for every request. */
  copies: FileCache | null;
  /** Whether the site's pages are served: a missing document then answers the site's not-found page. */
  ssr: boolean;
}

/**
 * The public document list and the files. Every address answers only while the document is public
 * (checked on each request, so a schedule takes effect on its minute and the trash withdraws at once);
 * otherwise 404, however the address was learned. A signed preview link opens any document for an hour.
 * Public files are streamed from their copy on local disk once one is held (send-file.ts).
 */
export const documentRoutes: FastifyPluginAsyncTypebox<DocumentRoutesOptions> = async (app, opts) => {
  const notFound = (request: FastifyRequest, reply: FastifyReply) => {
    // Visitors get the site's not-found page (one shared render); the API alone answers JSON.
    if (opts.ssr) return app.renderPage(request, reply);
    // A scheduled document's 404 turns into a 200 at its time: never cached.
    return withCacheControl(reply.code(404), CACHE_CONTROL.none).send({ message: DOCUMENT_NOT_FOUND });
  };
  /** Serves the document `find` finds public. The file cache's generation is read first: a copy begun across a withdrawal is not kept. */
  const send = async (request: FastifyRequest, reply: FastifyReply, find: () => Promise<ServedDocument | null>, at: string) => {
    const copies = opts.copies && { cache: opts.copies, since: opts.copies.generation };
    const served = await find();
    if (!served) return notFound(request, reply);
    if (served.canonical !== at) return withCacheControl(reply, CACHE_CONTROL.none).redirect(served.canonical, 301);
    return sendDocumentFile(request, reply, opts.files, served, { copies });
  };

  app.get(
    '/api/documents',
    { schema: { querystring: DocumentListQuery, response: { 200: Type.Array(PublicDocument), ...ERROR_RESPONSES } } },
    (request, reply) => {
      const { kind, year } = request.query;
      // The key is the query as read, so spellings of one list share an entry.
      return serveThrough(opts.responses, request, reply, `/api/documents?kind=${kind ?? ''}&year=${year ?? ''}`, async () => ({
        status: 200,
        type: 'application/json; charset=utf-8',
        body: Buffer.from(reply.serialize(await opts.documents.list(request.query)) as string),
      }));
    },
  );

  app.get<{ Params: { id: string; name: string } }>(`${DOCUMENTS_PREFIX}:id/:name`, async (request, reply) => {
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    return send(request, reply, async () => (id > 0 ? opts.documents.byId(id) : null), request.url.split('?')[0]!);
  });

  app.get<{ Params: { '*': string } }>(`${LEGACY_DOCUMENTS_PREFIX}*`, async (request, reply) => {
    const path = request.url.split('?')[0]!;
    return send(request, reply, () => opts.documents.byLegacyPath(path), path);
  });

  app.get(`${DOCUMENTS_PREFIX}preview/:token`, { schema: { params: PreviewTokenParams } }, async (request, reply) => {
    const claim = opts.previews.verify(request.params.token);
    const served = claim === null ? null : await opts.documents.previewed(claim);
    if (!served) return withCacheControl(reply.code(404), CACHE_CONTROL.none).send({ message: 'Preview not found or expired' });
    return sendDocumentFile(request, reply, opts.files, served, { private: true });
  });
};
