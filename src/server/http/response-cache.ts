import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { RENDERED_PAGE_MAX_AGE_MS } from '../../shared/page-freshness.ts';
import { pageAt, pageMaxAgeMs } from '../../shared/pages.ts';
import type { PublicTopic } from '../plugins/cluster-bus.ts';
import { compressFresh } from './fresh-compression.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type Encoding = 'br' | 'gzip' | 'identity';
type Headers = Record<string, string>;

/** A response as built for one request: what the cache keeps, or sends once when it keeps nothing. */
export interface FreshResponse {
  status: number;
  type: string;
  body: Buffer;
  /** Headers beside the type, the encoding, the ETag and Cache-Control (those the cache decides). */
  headers?: Headers;
}

export interface CachedResponse {
  status: number;
  etag: string;
  /** The app clock's time (ms) until which it may be served: its time to live, or the next scheduled publication. */
  validUntil: number;
  /** Every header it goes out with, security headers included, per encoding: built once, when it was stored. */
  headers: Record<Encoding, Headers>;
  bodies: Record<Encoding, Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's response cache; null when nothing is kept (HTML_CACHE=off, or the API without pages). */
    responseCache: ResponseCache | null;
  }
}

/** A response being built: other requests for the same key wait for it instead of building it again. */
export interface BuildTicket {
  store(response: FreshResponse): Promise<void>;
  release(): void;
}

/** Every path that renders the not-found page shares this one entry, so junk URLs cannot fill the cache. */
export const NOT_FOUND_KEY = '404';
/** Likewise every article address with no visible article behind it shares the article not-found page. */
export const MISSING_ARTICLE_KEY = 'article-404';
/** And every document address with no public document behind it, the not-found page under this key. */
export const MISSING_DOCUMENT_KEY = 'document-404';

// A waiter never hangs on a render whose client went away without the stream ending.
const MAX_WAIT_MS = 5_000;
// Brotli's highest level takes seconds on a body of megabytes (a sitemap of tens of thousands of releases).
const LARGE_BODY_BYTES = 1024 * 1024;

/**
 * Every Cache-Control the server sends, by what the answer is; no other file spells one (a page's, and those
 * of the addresses below, follow from its declared lifetime in `cacheControl`).
 */
export const CACHE_CONTROL = {
  /**
   * Shows releases or documents (and so does a document's file): a CDN keeps it 30 s at most and a browser not
   * at all (it revalidates, by ETag where there is one), so a pulled one is gone everywhere within 30 s.
   */
  published: 'public, max-age=0, s-maxage=30',
  /** Kept nowhere: the admin, previews, sessions, errors, and answers true only at the moment they are given. */
  none: 'no-store',
  /** Never changes under its address: hashed assets, a slot photograph's files. */
  immutable: 'public, max-age=31536000, immutable',
  /** An uploaded image: a CDN rechecks it after 5 minutes, a browser after an hour. */
  upload: 'public, max-age=3600, s-maxage=300',
  /** Static files without a hash in their name (generated images, the spec's PDFs): they change with a deploy. */
  staticFile: 'public, max-age=86400',
  /** Texts a deploy may change at an address that stays: robots.txt, the speculation rules, the alert pages' styles. */
  deployText: 'public, max-age=3600',
  /** A stock quote, as long as the provider's reading it shows stays current. */
  quote: (maxAgeSeconds: number, revalidateSeconds: number) => `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${revalidateSeconds}`,
} as const;

/** Sets an answer's Cache-Control: one of CACHE_CONTROL's, or `cacheControl(key)` for a public address. */
export function withCacheControl<R extends { header(name: string, value: string): unknown }>(reply: R, value: string): R {
  reply.header('Cache-Control', value);
  return reply;
}

/** How a public response beside the page table's pages is cached, by the start of its cache key. */
interface ResponsePolicy {
  prefix: string;
  /** Shows releases or documents: as a page that `shows` them (dropped by every change of what is public, 30 s in a CDN). */
  showsPublished?: true;
  /** How long it is kept and a browser may reuse it, unless RENDERED_PAGE_MAX_AGE_MS. */
  maxAgeMs?: number;
  /** The change of what is public that the CDN is told to drop it on (CDN_PURGE_URL): its prefix is then its whole address. */
  purgedBy?: Exclude<PublicTopic, `article:${string}`>;
}

/**
 * Every public address beside the page table's pages: articles, the articles and documents APIs, the feed
 * and the sitemaps show what is published; the calendars show events (company content, whose every write
 * drops every response) and are polled by calendars that subscribe. Anything else (the stock history, keyed
 * by the reading it shows) is kept as long as a page's quote.
 */
const RESPONSE_POLICIES: readonly ResponsePolicy[] = [
  { prefix: '/articles/', showsPublished: true },
  { prefix: '/feed.xml', showsPublished: true, purgedBy: 'articles' },
  { prefix: '/sitemap.xml', showsPublished: true, purgedBy: 'articles' },
  { prefix: '/sitemap-', showsPublished: true },
  { prefix: '/api/articles', showsPublished: true, purgedBy: 'articles' },
  { prefix: '/api/documents', showsPublished: true, purgedBy: 'documents' },
  { prefix: '/events.ics', maxAgeMs: 5 * 60_000, purgedBy: 'content' },
  { prefix: '/events/', maxAgeMs: 5 * 60_000 },
];
const policyOf = (key: string) => RESPONSE_POLICIES.find((policy) => key.startsWith(policy.prefix));

/** The addresses beside the pages that a CDN is told to drop when a topic changes. */
export const addressesPurgedBy = (topic: NonNullable<ResponsePolicy['purgedBy']>): string[] =>
  RESPONSE_POLICIES.filter((policy) => policy.purgedBy === topic).map((policy) => policy.prefix);

/** The page table's entry for a cache key (its path and query), if it is a page's. */
const pageOf = (key: string) => pageAt(key.split('?', 1)[0]!);

/**
 * Whether a cached response shows releases or documents (as its page declares), so every change of what is
 * public and every scheduled time concern it. Every other page changes only with a deploy (a new process).
 */
export function showsPublished(key: string): boolean {
  // The missing-article and missing-document pages stand for addresses that may answer at their scheduled time.
  if (key === MISSING_ARTICLE_KEY || key === MISSING_DOCUMENT_KEY) return true;
  const page = pageOf(key);
  return page ? page.shows !== undefined : policyOf(key)?.showsPublished === true;
}

/** How long a response is kept: its page's or its policy's declared time, or the time every page shows its quote for. */
function maxAgeMs(key: string): number {
  const page = pageOf(key);
  return page ? pageMaxAgeMs(page) : (policyOf(key)?.maxAgeMs ?? RENDERED_PAGE_MAX_AGE_MS);
}

/** The Cache-Control of a public response, by its cache key (or path). */
export function cacheControl(key: string): string {
  if (showsPublished(key)) return CACHE_CONTROL.published;
  const seconds = maxAgeMs(key) / 1000;
  return seconds > 0 ? `public, max-age=${seconds}, stale-while-revalidate=300` : CACHE_CONTROL.none;
}

/** Picks the smallest encoding the client accepts. */
export function negotiate(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = acceptEncoding.toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

export interface ResponseCacheOptions {
  /** Headers every public response carries (the security headers), added to each entry's set once. */
  headers: Headers;
  /** The app's clock (ms): entries are judged by it, so a scheduled release shows up on its minute. */
  now: () => number;
  /** The earliest scheduled time (a release's or a document's) after a time; what shows them is not kept past it. */
  nextPublication: (after: Date) => Promise<Date | null>;
  /** How many pages (and the feed, the sitemaps, the not-found pages) are kept. */
  maxEntries?: number;
  /**
   * The bytes API responses are kept in (every encoding counted), apart from the pages: valid queries are
   * many (every page x limit x year of the releases), and no number of them evicts a page.
   */
  maxApiBytes?: number;
}

/** API responses live in a budget of their own. */
const isApi = (key: string) => key.startsWith('/api/');
// Every valid query of /api/articles over a few thousand releases.
const API_BYTES = 32 * 1024 * 1024;
/**
 * API responses are many, each built once per change of what is public: a fast level keeps a flood of new
 * ones cheap (brotli's highest costs 10 to 20 ms on a list of 50 releases, this one 1 ms) for a few percent more bytes.
 */
const API_BROTLI_QUALITY = 5;
/**
 * API responses are built a few at a time (the rest wait their turn): a flood of new queries then costs
 * the database and the CPU no more than two requests do, and pages held in the cache keep answering at once.
 */
const API_BUILDS_AT_ONCE = 2;

/**
 * Public responses (rendered pages, pages of the articles API, the feed, the sitemaps), kept compressed
 * in memory with their complete header sets, so a hot one costs about as much as a static file. API
 * responses are kept apart from the rest, each under its own count, so no flood of valid queries pushes
 * a page out. Entries live as long as their page declares (a minute at most); what shows releases or documents never
 * lives past the next scheduled time, and every change of what is public drops it (`dropPublished`); a build of it that began before
 * that is not stored, so a deleted or unpublished release or document never comes back from here.
 */
export class ResponseCache {
  readonly #pages: LRUCache<string, CachedResponse>;
  readonly #api: LRUCache<string, CachedResponse>;
  readonly #options: ResponseCacheOptions;
  readonly #building = new Map<string, Promise<void>>();
  #builds = 0;
  /** Bumped by dropAll: builds begun before it are not stored. */
  #generation = 0;
  /** Bumped by dropPublished: builds of what shows releases or documents begun before it are not stored. */
  #publishedGeneration = 0;
  #apiBuildsRunning = 0;
  readonly #apiBuildsWaiting: (() => void)[] = [];

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
    this.#pages = new LRUCache({ max: options.maxEntries ?? 500 });
    this.#api = new LRUCache({
      maxSize: options.maxApiBytes ?? API_BYTES,
      sizeCalculation: ({ bodies }) => bodies.identity.length + bodies.gzip.length + bodies.br.length,
    });
  }

  #lru(key: string): LRUCache<string, CachedResponse> {
    return isApi(key) ? this.#api : this.#pages;
  }

  /** How many builds have begun: whatever was answered without one came from the cache. */
  get builds(): number {
    return this.#builds;
  }

  /** How many entries are held. */
  get size(): number {
    return this.#pages.size + this.#api.size;
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.#lru(key).get(key);
    return entry && entry.validUntil > this.#options.now() ? entry : undefined;
  }

  /** Waits for a build of `key` already under way (a crowd arriving on a cold page builds it once). */
  async settled(key: string): Promise<CachedResponse | undefined> {
    const pending = this.#building.get(key);
    if (!pending) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([pending, new Promise((resolve) => (timer = setTimeout(resolve, MAX_WAIT_MS)))]);
    clearTimeout(timer);
    return this.get(key);
  }

  /** Marks `key` as being built; returns null when another request already builds it. */
  claim(key: string): BuildTicket | null {
    if (this.#building.has(key)) return null;
    this.#builds++;
    const generation = this.#generation;
    const publishedGeneration = this.#publishedGeneration;
    const published = showsPublished(key);
    // What is public is judged from here on: a release or document due after this moment may be missing from the build.
    const claimedAt = this.#options.now();
    let done!: () => void;
    this.#building.set(key, new Promise<void>((resolve) => (done = resolve)));
    return {
      store: async (response) => {
        let validUntil = claimedAt + maxAgeMs(key);
        if (published) {
          const next = await this.#options.nextPublication(new Date(claimedAt)).catch(() => new Date(claimedAt));
          if (next) validUntil = Math.min(validUntil, next.getTime());
        }
        const entry = await this.#entry(key, response, validUntil);
        const current = generation === this.#generation && (!published || publishedGeneration === this.#publishedGeneration);
        if (current && validUntil > this.#options.now()) this.#lru(key).set(key, entry);
      },
      release: () => {
        this.#building.delete(key);
        done();
      },
    };
  }

  /**
   * Serves `key` from the cache, or builds it once (requests arriving meanwhile wait for that build),
   * stores it and serves the stored entry. `keep` decides whether a build is worth an entry. A held
   * entry is sent synchronously, with nothing for the route to wait on; otherwise the promise settles
   * once the response has gone (awaiting the reply, as returning it from a route would), so Fastify
   * never takes the route for one that answered nothing while an onSend hook still runs.
   */
  serve(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<FreshResponse>,
    keep: (response: FreshResponse) => boolean = () => true,
  ): undefined | Promise<void> {
    const held = this.get(key);
    if (held) return sendCached(request, reply, held);
    return this.#buildAndServe(request, reply, key, build, keep);
  }

  async #buildAndServe(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: () => Promise<FreshResponse>,
    keep: (response: FreshResponse) => boolean,
  ): Promise<void> {
    const settled = await this.settled(key);
    if (settled) {
      sendCached(request, reply, settled);
      await reply;
      return;
    }
    const ticket = this.claim(key);
    try {
      const built = async () => {
        const response = await build();
        return { response, stored: ticket && keep(response) ? await ticket.store(response).then(() => this.get(key)) : undefined };
      };
      const { response, stored } = isApi(key) ? await this.#inApiTurn(built) : await built();
      if (stored) sendCached(request, reply, stored);
      else await sendFresh(request, reply, response, cacheControl(key));
      await reply;
    } finally {
      ticket?.release();
    }
  }

  async #inApiTurn<T>(work: () => Promise<T>): Promise<T> {
    if (this.#apiBuildsRunning < API_BUILDS_AT_ONCE) this.#apiBuildsRunning++;
    else await new Promise<void>((resolve) => this.#apiBuildsWaiting.push(resolve));
    try {
      return await work();
    } finally {
      // The turn passes straight to the next in line, or is given back.
      const next = this.#apiBuildsWaiting.shift();
      if (next) next();
      else this.#apiBuildsRunning--;
    }
  }

  /** Drops everything and keeps builds under way from being stored (every page carries the stock quote). */
  dropAll(): void {
    this.#generation++;
    this.#pages.clear();
    this.#api.clear();
  }

  /** Drops everything that shows releases or documents (after any change of what is public). */
  dropPublished(): void {
    this.#publishedGeneration++;
    for (const lru of [this.#pages, this.#api]) for (const key of [...lru.keys()]) if (showsPublished(key)) lru.delete(key);
  }

  // Compressed once per build, off the event loop (zlib's thread pool), at the highest ratios (API responses at a fast one).
  async #entry(key: string, response: FreshResponse, validUntil: number): Promise<CachedResponse> {
    const { status, type, body } = response;
    const quality = isApi(key) ? API_BROTLI_QUALITY : body.length > LARGE_BODY_BYTES ? 9 : constants.BROTLI_MAX_QUALITY;
    const [gzipped, brotlied] = await Promise.all([
      gz(body, { level: 9 }),
      brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    ]);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const common: Headers = {
      ...this.#options.headers,
      ...response.headers,
      'content-type': type,
      'cache-control': cacheControl(key),
      vary: 'Accept-Encoding',
      etag,
    };
    return {
      status,
      etag,
      validUntil,
      headers: { identity: common, gzip: { ...common, 'content-encoding': 'gzip' }, br: { ...common, 'content-encoding': 'br' } },
      bodies: { identity: body, gzip: gzipped, br: brotlied },
    };
  }
}

/** Sends a stored response: its header set and body as they are, or a 304 for a client that holds it. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, hit: CachedResponse): undefined {
  const encoding = negotiate(request.headers['accept-encoding']);
  reply.headers(hit.headers[encoding]);
  if (request.headers['if-none-match'] === hit.etag) reply.code(304).send();
  else reply.code(hit.status).send(hit.bodies[encoding]);
}

/** Sends a response that is not (or not yet) kept, compressed at a fast level. */
export async function sendFresh(request: FastifyRequest, reply: FastifyReply, response: FreshResponse, cacheControl: string): Promise<FastifyReply> {
  const encoding = negotiate(request.headers['accept-encoding']);
  reply
    .code(response.status)
    .headers(response.headers ?? {})
    .type(response.type)
    .header('Cache-Control', cacheControl)
    .header('Vary', 'Accept-Encoding');
  if (encoding === 'identity') return reply.send(response.body);
  return reply.header('Content-Encoding', encoding).send(await compressFresh(response.body, encoding));
}

/** Serves `key` through the cache, or, without one (HTML_CACHE=off, the API alone in tests), builds it for this request. */
export function serveThrough(
  cache: ResponseCache | null,
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  build: () => Promise<FreshResponse>,
  keep?: (response: FreshResponse) => boolean,
): undefined | Promise<void> {
  if (cache) return cache.serve(request, reply, key, build, keep);
  return build().then(async (response) => {
    await sendFresh(request, reply, response, cacheControl(key));
    await reply;
  });
}
