import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { RENDERED_PAGE_MAX_AGE_MS } from '../../shared/page-freshness.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export interface CachedPage {
  status: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/** A render in progress: other requests for the same page wait for it instead of rendering again. */
export interface RenderTicket {
  store(status: number, html: Buffer, expiresBefore: Date | null): Promise<void>;
  release(): void;
}

/** Query parameters that change what a page renders; all others (tracking tags, junk) are not part of its key. */
const MEANINGFUL_QUERY: Record<string, string[]> = {
  '/investors/media': ['year', 'page'],
  '/investors/financial-statements': ['tab'],
  '/investors/stock-information': ['range'],
};

/** Every path that renders the not-found page shares this one entry, so junk URLs cannot fill the cache. */
export const NOT_FOUND_KEY = '404';
/** Likewise every article address with no visible article behind it shares the article not-found page. */
export const MISSING_ARTICLE_KEY = 'article-404';

// A waiter never hangs on a render whose client went away without the stream ending.
const MAX_WAIT_MS = 5_000;

// Pages that show press releases or library documents; every other page changes only with a deploy (a new process).
const NEWS_PAGE = /^\/(investors\/media|articles\/|investors(\/financial-statements|\/corporate-presentation)?(\?|$)|projects(\/reports)?(\?|$))/;

/** Whether a cached page shows press releases or documents, so their writes and publication times concern it. */
export function showsArticles(key: string): boolean {
  return NEWS_PAGE.test(key);
}

export function cacheKey(url: string): string {
  const parsed = new URL(url, 'http://x');
  const pathname = parsed.pathname.length > 1 ? parsed.pathname.replace(/\/$/, '') : parsed.pathname;
  const params = (MEANINGFUL_QUERY[pathname] ?? []).filter((p) => parsed.searchParams.has(p)).map((p) => `${p}=${parsed.searchParams.get(p)}`);
  return params.length ? `${pathname}?${params.join('&')}` : pathname;
}

/**
 * Rendered public pages, kept compressed in memory so a hot page costs about as much as a static file.
 * Entries live at most `ttlMs`, and never past `expiresBefore` (the next scheduled publication), so a
 * scheduled press release shows up on the minute; article writes drop the news pages, and a news page
 * render that began before that is not stored, so a deleted or unpublished release never comes back
 * from here. Other pages keep being cached through article writes.
 */
export class HtmlCache {
  readonly #lru: LRUCache<string, CachedPage>;
  readonly #ttlMs: number;
  readonly #rendering = new Map<string, Promise<void>>();
  /** Bumped by dropAll: renders begun before it are not stored. */
  #generation = 0;
  /** Bumped by dropNewsPages: news page renders begun before it are not stored. */
  #newsGeneration = 0;

  constructor(options: { maxEntries?: number; ttlMs?: number } = {}) {
    this.#ttlMs = options.ttlMs ?? RENDERED_PAGE_MAX_AGE_MS;
    this.#lru = new LRUCache({ max: options.maxEntries ?? 500, ttl: this.#ttlMs });
  }

  get(key: string): CachedPage | undefined {
    return this.#lru.get(key);
  }

  /** Waits for a render of `key` already under way (a crowd arriving on a cold page renders it once). */
  async settled(key: string): Promise<CachedPage | undefined> {
    const pending = this.#rendering.get(key);
    if (!pending) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([pending, new Promise((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS)))]);
    clearTimeout(timer);
    return this.#lru.get(key);
  }

  /** Marks `key` as being rendered; returns null when another request already renders it. */
  claim(key: string): RenderTicket | null {
    if (this.#rendering.has(key)) return null;
    const generation = this.#generation;
    const newsGeneration = this.#newsGeneration;
    const news = showsArticles(key);
    let done!: () => void;
    this.#rendering.set(key, new Promise<void>((resolve) => (done = resolve)));
    const release = () => {
      this.#rendering.delete(key);
      done();
    };
    return {
      store: async (status, html, expiresBefore) => {
        const page = await compressPage(status, html);
        const untilScheduled = expiresBefore ? expiresBefore.getTime() - Date.now() : Number.POSITIVE_INFINITY;
        const ttl = Math.min(this.#ttlMs, untilScheduled);
        const current = generation === this.#generation && (!news || newsGeneration === this.#newsGeneration);
        if (ttl > 0 && current) this.#lru.set(key, page, { ttl });
      },
      release,
    };
  }

  /** Drops every page and keeps renders under way from being stored (every page carries the stock quote). */
  dropAll(): void {
    this.#generation++;
    this.#lru.clear();
  }

  /** Drops every page that shows press releases or documents (after any article or document write). */
  dropNewsPages(): void {
    this.#newsGeneration++;
    for (const key of [...this.#lru.keys()]) if (showsArticles(key)) this.#lru.delete(key);
  }
}

// Compressed once per render, off the event loop (zlib's thread pool), at the highest ratios.
async function compressPage(status: number, html: Buffer): Promise<CachedPage> {
  const [gzipped, brotlied] = await Promise.all([
    gz(html, { level: 9 }),
    brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }),
  ]);
  return {
    status,
    etag: `"${createHash('sha1').update(html).digest('base64url')}"`,
    identity: html,
    gzip: gzipped,
    brotli: brotlied,
  };
}

/** Picks the smallest encoding the client accepts. */
export function negotiate(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accepted = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}
