import type { Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

/**
 * The compressor for a page rendered for this request: a fast level, so compression adds only
 * milliseconds to the response. Maximum-level brotli is for cached pages only, done once off the
 * request path (html-cache.ts).
 */
export function freshCompressor(encoding: 'br' | 'gzip'): Transform {
  return encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : createGzip();
}
