import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Compresses a body built for this request alone at a fast level, on zlib's thread pool, so compression
 * adds only milliseconds to the response. Maximum levels are for what gets cached, done once
 * (response-cache.ts).
 */
export function compressFresh(body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  return encoding === 'br' ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gz(body);
}
