import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

export interface CachedPage {
  status: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/** Query parameters that change what a public page renders; all others are ignored for the cache key. */
const MEANINGFUL_QUERY = ['year', 'tab'];

export function cacheKey(url: string): string {
  const parsed = new URL(url, 'http://x');
  const params = MEANINGFUL_QUERY.filter((p) => parsed.searchParams.has(p)).map((p) => `${p}=${parsed.searchParams.get(p)}`);
  return params.length ? `${parsed.pathname}?${params.join('&')}` : parsed.pathname;
}

/**
 * Rendered public pages, kept compressed in memory so a hot page costs about as much as a static file.
 * Entries live at most `ttlMs`, and never past `expiresBefore` (the next scheduled publication), so a
 * scheduled press release shows up on the minute; article writes clear everything.
 */
export class HtmlCache {
  readonly #lru: LRUCache<string, CachedPage>;
  readonly #ttlMs: number;

  constructor(options: { maxEntries?: number; ttlMs?: number } = {}) {
    this.#ttlMs = options.ttlMs ?? 60_000;
    this.#lru = new LRUCache({ max: options.maxEntries ?? 500, ttl: this.#ttlMs });
  }

  get(key: string): CachedPage | undefined {
    return this.#lru.get(key);
  }

  set(key: string, status: number, html: Buffer, expiresBefore: Date | null): CachedPage {
    const page: CachedPage = {
      status,
      etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
      identity: html,
      gzip: gzipSync(html, { level: 9 }),
      brotli: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    };
    const untilScheduled = expiresBefore ? expiresBefore.getTime() - Date.now() : Number.POSITIVE_INFINITY;
    const ttl = Math.min(this.#ttlMs, untilScheduled);
    if (ttl > 0) this.#lru.set(key, page, { ttl });
    return page;
  }

  clear(): void {
    this.#lru.clear();
  }
}

/** Picks the smallest encoding the client accepts. */
export function negotiate(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
