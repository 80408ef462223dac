import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FileCache } from '../../http/file-cache.ts';
import { CACHE_CONTROL, withCacheControl } from '../../http/response-cache.ts';
import type { FileStore } from './file-store.ts';
import type { ServedDocument } from './public-documents.ts';

/** A document file version's copy in the file cache is named by its upload. */
export const DOCUMENT_COPY = 'document-';

/**
 * The disk cache a public file is read from when it holds a copy (and copied to when not), with the cache's
 * generation read before the document was found public: a copy begun after a change is then not kept.
 */
export interface CachedCopies {
  cache: FileCache;
  since: number;
}

// Fastify's HEAD route expects a stream body; an empty one keeps the file unread.
const nothing = () => Readable.from([]);

type Range = { start: number; end: number } | 'unsatisfiable' | null;

/** One `bytes=` range (the form PDF viewers send); several ranges are answered with the whole file. */
export function parseRange(header: string | undefined, size: number): Range {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return null;
  const [, from, to] = match as unknown as [string, string, string];
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** A readable name for the browser's save dialog: the title, with an ASCII fallback for old clients. */
function contentDisposition(title: string): string {
  const name = `${title.replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ').trim() || 'document'}.pdf`;
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/"/g, '');
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Streams the document's current file with ETag and byte ranges: from its copy in `copies` when one is held,
 * else from the database (a GET then has it copied). `private` answers for a preview link.
 */
export async function sendDocumentFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: FileStore,
  served: ServedDocument,
  options: { private?: boolean; copies?: CachedCopies | null } = {},
) {
  const size = served.document.bytes;
  const etag = `"${served.sha256.slice(0, 32)}"`;
  withCacheControl(reply, options.private ? CACHE_CONTROL.none : CACHE_CONTROL.published)
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', contentDisposition(served.document.title))
    .header('ETag', etag)
    .header('Accept-Ranges', 'bytes');
  if (options.private) reply.header('X-Robots-Tag', 'noindex');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, size) : null;
  if (range === 'unsatisfiable') return reply.code(416).header('Content-Range', `bytes */${size}`).send();
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) reply.code(206).header('Content-Range', `bytes ${start}-${end}/${size}`);
  reply.header('Content-Length', end - start + 1);
  if (request.method === 'HEAD' || size === 0) return reply.send(nothing());
  const read = (from: number, to: number) => store.read(served.uploadId, from, to);
  if (!options.copies) return reply.send(read(start, end));
  const { cache, since } = options.copies;
  const key = `${DOCUMENT_COPY}${served.uploadId}`;
  const held = await cache.open(key, { start, end });
  if (held) return reply.send(held.body);
  // Copied after this answer has gone out, not while it streams: one request never has the file read from the
  // database twice at once. A viewer's first range is enough to tell a file is being read; the copy is whole.
  if (request.method === 'GET') reply.raw.once('close', () => cache.fill(key, { bytes: size, sha256: served.sha256, read: () => read(0, size - 1) }, since));
  return reply.send(read(start, end));
}
