import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { pageMaxAgeMs } from '../../../shared/pages.ts';
import type { PublicConfig } from '../../../shared/public-config.ts';
import type { SiteContent } from '../../../shared/site-content.ts';
import type { RenderedQuotes } from '../../../shared/stock.ts';
import { ARTICLE_PREFIX, type PageAddress, pageAddress } from './page-address.ts';
import {
  cacheControl,
  MISSING_ARTICLE_KEY,
  MISSING_DOCUMENT_KEY,
  NOT_FOUND_KEY,
  type ResponseCache,
  sendCached,
  sendFresh,
  withCacheControl,
} from '../../http/response-cache.ts';
import { entryScripts } from './entry-scripts.ts';
import { SPECULATION_RULES_PATH } from './speculation-rules.ts';
import { isDocumentPath } from '../documents/index.ts';
import type { DataSource } from '../../../web/data/data-source.ts';
import type { RenderInput, RenderResult } from '../../../web/entry-server.tsx';

interface ServerEntry {
  render: (input: RenderInput) => Promise<RenderResult>;
}

/** The one path the shared not-found body is rendered for, so it never echoes a requested path. */
const NOT_FOUND_PATH = '/404';
/** No article can have this slug (an underscore), so the shared article not-found body is rendered for it. */
const MISSING_ARTICLE_PATH = `${ARTICLE_PREFIX}_`;

/** What a request renders, and under which cache key (null: rendered for this request only). */
interface Target {
  key: string | null;
  url: string;
}

/**
 * The cache key and URL a request renders at, decided without rendering: a page at its canonical URL (so a
 * render sees only the values the page declares), and any path no page has (an unknown admin address
 * included) at the one shared not-found path.
 */
function targetOf(address: Exclude<PageAddress, { kind: 'redirect' | 'invalid' }>, url: string, cached: boolean): Target {
  switch (address.kind) {
    case 'page':
      return { key: cached && pageMaxAgeMs(address.page) > 0 ? address.url : null, url: address.url };
    case 'article':
      return { key: cached ? address.pathname : null, url };
    case 'other':
      if (!cached) return { key: null, url };
      // A document's address answers a page only when no public document is there; it may be one at its
      // scheduled time, so its not-found page has the short lifetimes of what shows releases.
      return { key: isDocumentPath(address.pathname) ? MISSING_DOCUMENT_KEY : NOT_FOUND_KEY, url: NOT_FOUND_PATH };
  }
}

/** The slug an article address names, or null when it cannot name one. */
function articleSlug(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname.slice(ARTICLE_PREFIX.length));
  } catch {
    return null;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Renders the request's URL as a page; `private` pages bypass the HTML cache and answer no-store. */
    renderPage(request: FastifyRequest, reply: FastifyReply, options?: { private?: boolean }): undefined | Promise<FastifyReply>;
  }
}

export interface SsrOptions {
  mode: 'production' | 'development';
  buildDir: string;
  config: PublicConfig;
  data: DataSource;
  /** Quotes already held in memory, rendered into the first HTML. */
  quotes: () => RenderedQuotes;
  /** What the admin edits beside articles, read for every render. */
  siteContent: () => Promise<SiteContent>;
  /**
   * Whether an article is public: one indexed lookup, so a missing one is answered without a render.
   * Asked only when the article's page is not cached: a cached one was public when rendered and is
   * dropped by the write that hides it.
   */
  articleVisible: (slug: string) => Promise<boolean>;
  /** The current slug of the public release that once had `slug`, or null (asked only when `slug` is not public). */
  articleRenamedTo: (slug: string) => Promise<string | null>;
  /** Rendered-page cache; null renders every request (benchmarks compare both). */
  cache: ResponseCache | null;
  /** The search API's per-IP limit, which the /search page shares. */
  searchLimit: onRequestHookHandler;
  /**
   * Where a page's canonical URL belongs when its valid values still have nothing to show (a news list page
   * past the end), or null: render it. Decided from data, without rendering.
   */
  canonicalRedirect: (url: URL) => Promise<string | null>;
}

/** Public pages are document navigations the browser may speed up. */
const PUBLIC_PAGE_HEADERS = { 'speculation-rules': `"${SPECULATION_RULES_PATH}"` };

interface Template {
  beforeHead: string;
  beforeBody: string;
  beforeState: string;
  end: string;
}

function splitTemplate(html: string): Template {
  const [beforeHead, rest1] = html.split('<!--app-head-->') as [string, string];
  const [beforeBody, rest2] = rest1.split('<!--app-html-->') as [string, string];
  const [beforeState, end] = rest2.split('<!--app-state-->') as [string, string];
  return { beforeHead, beforeBody, beforeState, end };
}

function toWebRequest(request: FastifyRequest, siteUrl: string, url: string = request.url): Request {
  const headers = new Headers();
  for (const name of ['accept-language', 'user-agent', 'cookie']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(url, siteUrl), { headers });
}

/**
 * Every GET that is not an API route or a file is rendered by React on the server: react-router
 * matches and runs loaders in-process, React streams the page into a buffer, and the document goes out
 * with every style in its head and the islands' client entry.
 */
export const ssrPlugin = fp(async (app: FastifyInstance, opts: SsrOptions) => {
  let loadEntry: () => Promise<ServerEntry>;
  let loadTemplate: (url: string) => Promise<Template>;
  let scriptTags = entryScripts(null);

  if (opts.mode === 'development') {
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    await app.register((await import('@fastify/middie')).default);
    app.use(vite.middlewares);
    app.decorate('vite', vite);
    app.addHook('onClose', () => vite.close());
    loadEntry = async () => (await vite.ssrLoadModule('/src/web/entry-server.tsx')) as ServerEntry;
    loadTemplate = async (url) =>
      splitTemplate(await vite.transformIndexHtml(url, readFileSync(resolve('index.html'), 'utf8')));
  } else {
    const html = readFileSync(join(opts.buildDir, 'client', 'index.html'), 'utf8');
    const template = splitTemplate(html);
    scriptTags = entryScripts(join(opts.buildDir, 'client'));
    const entry = (await import(join(opts.buildDir, 'server', 'entry-server.js'))) as ServerEntry;
    loadEntry = async () => entry;
    loadTemplate = async () => template;
  }

  function renderPage(request: FastifyRequest, reply: FastifyReply, options: { private?: boolean } = {}): undefined | Promise<FastifyReply> {
    const address = pageAddress(request.url);
    if (address.kind === 'invalid') {
      reply.code(400).type('text/plain').send('Bad request');
      return;
    }
    if (address.kind === 'redirect') {
      moved(reply, address.location, address.location);
      return;
    }
    const cache = options.private ? null : opts.cache;
    const target = targetOf(address, request.url, cache !== null);
    // A page the cache holds is answered first, synchronously: no route matching or query.
    const held = target.key ? cache!.get(target.key) : undefined;
    if (held) return sendCached(request, reply, held);
    return renderFresh(request, reply, address, target.key ? cache : null, target);
  }

  /** A permanent redirect to a page's canonical URL, cached as that page is. */
  function moved(reply: FastifyReply, location: string, key: string): FastifyReply {
    return withCacheControl(reply.headers(PUBLIC_PAGE_HEADERS), cacheControl(key)).redirect(location, 301);
  }

  async function renderFresh(
    request: FastifyRequest,
    reply: FastifyReply,
    address: PageAddress,
    cache: ResponseCache | null,
    target: Target,
  ): Promise<FastifyReply> {
    let { key, url } = target;
    if (address.kind === 'page') {
      const redirectTo = await opts.canonicalRedirect(new URL(url, opts.config.siteUrl));
      if (redirectTo) return moved(reply, redirectTo, url);
    }
    if (address.kind === 'article') {
      const slug = articleSlug(address.pathname);
      if (slug === null || !(await opts.articleVisible(slug))) {
        // A renamed public release's old address was linked (alert e-mails, feeds, other sites): it moves.
        const current = slug === null ? null : await opts.articleRenamedTo(slug);
        if (current) return moved(reply, `${ARTICLE_PREFIX}${encodeURIComponent(current)}`, url);
        // Any other article address with no public article gets the one shared article not-found page,
        // rendered once: a flood of unique junk URLs costs two lookups each, and neither renders nor evicts
        // real pages.
        if (cache) {
          key = MISSING_ARTICLE_KEY;
          url = MISSING_ARTICLE_PATH;
        }
      }
    }
    let webRequest: Request;
    try {
      webRequest = toWebRequest(request, opts.config.siteUrl, url);
    } catch {
      return reply.code(400).type('text/plain').send('Bad request');
    }
    const hit = cache && key ? (cache.get(key) ?? (await cache.settled(key))) : undefined;
    if (hit) {
      sendCached(request, reply, hit);
      return reply;
    }
    const entry = await loadEntry();
    const ticket = cache && key ? cache.claim(key) : null;
    let result: RenderResult;
    let template: Template;
    try {
      template = await loadTemplate(request.url);
      result = await entry.render({
        request: webRequest,
        data: opts.data,
        config: opts.config,
        quotes: opts.quotes(),
        site: await opts.siteContent(),
        onRenderError: (err) => request.log.error({ err }, 'SSR render error'),
      });
    } catch (error) {
      ticket?.release();
      throw error;
    }
    if (result.kind === 'redirect') {
      ticket?.release();
      return reply.redirect(result.location, result.status);
    }
    // A loader failure (the database restarting, say) is temporary: tell clients and crawlers to retry.
    const status = result.status >= 500 ? 503 : result.status;
    const page = {
      status,
      type: 'text/html; charset=utf-8',
      headers: status === 503 ? { ...PUBLIC_PAGE_HEADERS, 'retry-after': '5' } : PUBLIC_PAGE_HEADERS,
      body: Buffer.from(
        template.beforeHead +
          result.head +
          scriptTags(result.later) +
          template.beforeBody +
          result.body +
          template.beforeState +
          result.data +
          template.end,
      ),
    };
    // Other 404s (an article removed during this request) are not kept per path: junk must not fill the cache.
    const shared = key === NOT_FOUND_KEY || key === MISSING_ARTICLE_KEY || key === MISSING_DOCUMENT_KEY;
    const store = ticket !== null && (status === 200 || (shared && status === 404));
    // Kept at the highest compression off the request path, while this answer goes out at a fast level.
    if (store) {
      void ticket
        .store(page)
        .catch((err) => request.log.error({ err }, 'page cache: page not stored'))
        .finally(() => ticket.release());
    } else {
      ticket?.release();
    }
    return sendFresh(request, reply, page, cache && key && status < 500 ? cacheControl(key) : 'no-store');
  }
  app.decorate('renderPage', renderPage);
  app.get('/search', { onRequest: opts.searchLimit }, (request, reply) => renderPage(request, reply));
  app.get('/*', (request, reply) => renderPage(request, reply));
});
