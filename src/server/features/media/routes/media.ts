import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { SLOT_PHOTO_PREFIX } from '../../../../shared/photos.ts';
import type { FileCache } from '../../../http/file-cache.ts';
import type { MediaLibrary } from '../media-library.ts';
import { CACHE_CONTROL, withCacheControl } from '../../../http/response-cache.ts';

/** An upload's copy in the file cache is named by its file, which never changes under its name. */
const MEDIA_COPY = 'media-';

interface Served {
  contentType: string;
  body: Readable | Uint8Array;
  bytes: number;
}

/**
 * A stored file: from its copy on disk when one is held (the database then only says whether the file is
 * still stored; a deleted one's copy is dropped), else from the database, which has it copied.
 */
async function served(media: MediaLibrary, copies: FileCache | null, name: string): Promise<Served | null> {
  const key = `${MEDIA_COPY}${name}`;
  const since = copies?.generation ?? 0;
  const copy = copies && (await copies.open(key));
  if (!copy) {
    const file = await media.file(name);
    if (!file) return null;
    copies?.fill(key, { bytes: file.data.length, read: () => Readable.from([Buffer.from(file.data.buffer, file.data.byteOffset, file.data.byteLength)]) }, since);
    return { contentType: file.contentType, body: file.data, bytes: file.data.length };
  }
  let contentType: string | null = null;
  try {
    contentType = await media.contentType(name);
  } finally {
    if (!contentType) copy.body.destroy();
  }
  if (contentType) return { contentType, body: copy.body, bytes: copy.bytes };
  copies.drop(key);
  return null;
}

/**
 * Uploaded images. A file never changes under its name, but an upload for a release can be withdrawn
 * (DELETE /api/admin/media/:id): never `immutable`, so a deleted image leaves a CDN within five minutes
 * and a browser within an hour. Slot photographs are never withdrawn, so they are. Hot files are streamed
 * from the file cache.
 */
export async function mediaRoutes(app: FastifyInstance, opts: { media: MediaLibrary }) {
  const copies = app.fileCache;
  app.get<{ Params: { name: string } }>('/media/:name', async (request, reply) => {
    const file = await served(opts.media, copies, request.params.name);
    if (!file) return reply.code(404).send({ message: 'Image not found' });
    // A slot photograph's files are never withdrawn or changed: kept for good, like hashed assets.
    const cacheFor = request.params.name.startsWith(SLOT_PHOTO_PREFIX) ? CACHE_CONTROL.immutable : CACHE_CONTROL.upload;
    return withCacheControl(reply.header('Content-Type', file.contentType).header('Content-Length', file.bytes), cacheFor)
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.body);
  });
}
