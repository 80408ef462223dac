import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { PublicConfig } from '../../shared/public-config.ts';
import type { SiteContent } from '../../shared/site-content.ts';
import type { RenderedQuotes } from '../../shared/stock.ts';
import {
  cacheControl,
  cacheKey,
  MISSING_ARTICLE_KEY,
  MISSING_DOCUMENT_KEY,
  NOT_FOUND_KEY,
  type ResponseCache,
  sendCached,
  sendFresh,
} from '../services/response-cache.ts';
import { entryScripts } from '../services/entry-scripts.ts';
import { SPECULATION_RULES_PATH } from '../routes/speculation-rules.ts';
import { isDocumentPath } from '../routes/documents.ts';
import type { DataSource } from '../../web/data/data-source.ts';
import type { RenderInput, RenderResult } from '../../web/entry-server.tsx';

interface ServerEntry {
  render: (input: RenderInput) => Promise<RenderResult>;
  pageFor: (pathname: string) => string | undefined;
}

/** The route id (module path) of the page every unknown path renders. */
const NOT_FOUND_PAGE = './pages/not-found/not-found-page.tsx';
/** The one path the shared not-found body is rendered for, so it never echoes a requested path. */
const NOT_FOUND_PATH = '/404';
const ARTICLE_PAGE = './pages/news/article-page.tsx';
const ARTICLE_PREFIX = '/articles/';
/** No article can have this slug (an underscore), so the shared article not-found body is rendered for it. */
const MISSING_ARTICLE_PATH = `${ARTICLE_PREFIX}_`;

/** The shared cache entry and render path for a request that can only show a not-found page, or null. */
async function sharedMiss(
  pathname: string,
  page: string | undefined,
  articleVisible: (slug: string) => Promise<boolean>,
): Promise<{ key: string; path: string } | null> {
  // A document's address answers a page only when no public document is there; it may be one at its
  // scheduled time, so its not-found page has the short lifetimes of what shows releases.
  if (isDocumentPath(pathname)) return { key: MISSING_DOCUMENT_KEY, path: NOT_FOUND_PATH };
  if (page === NOT_FOUND_PAGE) return { key: NOT_FOUND_KEY, path: NOT_FOUND_PATH };
  if (page !== ARTICLE_PAGE) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(pathname.slice(ARTICLE_PREFIX.length));
  } catch {
    return { key: MISSING_ARTICLE_KEY, path: MISSING_ARTICLE_PATH };
  }
  return (await articleVisible(slug)) ? null : { key: MISSING_ARTICLE_KEY, path: MISSING_ARTICLE_PATH };
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
  /** Rendered-page cache; null renders every request (benchmarks compare both). */
  cache: ResponseCache | null;
  /** The search API's per-IP limit, which the /search page shares. */
  searchLimit: onRequestHookHandler;
  /** Where a URL with query values that have nothing to show belongs (null: render it), decided without rendering. */
  canonicalRedirect: (url: URL) => Promise<string | null>;
}

const PRIVATE_PATHS = /^\/search(\/|\?|$)/;
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
    const cache = options.private || PRIVATE_PATHS.test(request.url) ? null : opts.cache;
    // A page the cache holds is answered first, synchronously: no URL parsing, route matching or query.
    const key = cache ? cacheKey(request.url) : null;
    const held = key ? cache!.get(key) : undefined;
    if (held) return sendCached(request, reply, held);
    return renderFresh(request, reply, cache, key);
  }

  async function renderFresh(request: FastifyRequest, reply: FastifyReply, cache: ResponseCache | null, key: string | null): Promise<FastifyReply> {
    let webRequest: Request;
    try {
      webRequest = toWebRequest(request, opts.config.siteUrl);
    } catch {
      return reply.code(400).type('text/plain').send('Bad request');
    }
    const redirectTo = key ? await opts.canonicalRedirect(new URL(webRequest.url)) : null;
    if (redirectTo) return reply.headers(PUBLIC_PAGE_HEADERS).header('Cache-Control', cacheControl(key!)).redirect(redirectTo, 301);
    const entry = await loadEntry();
    // Any path no route knows, and any article address with no public article, gets one shared
    // not-found page, rendered once: a flood of unique junk URLs costs a lookup each, and neither
    // renders nor evicts real pages.
    const pathname = new URL(webRequest.url).pathname;
    const miss = cache ? await sharedMiss(pathname, entry.pageFor(pathname), opts.articleVisible) : null;
    const entryKey = miss?.key ?? key;
    const hit = cache && entryKey ? (cache.get(entryKey) ?? (await cache.settled(entryKey))) : undefined;
    if (hit) {
      sendCached(request, reply, hit);
      return reply;
    }
    if (miss) webRequest = toWebRequest(request, opts.config.siteUrl, miss.path);

    const ticket = cache && entryKey ? cache.claim(entryKey) : null;
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
    const store = ticket !== null && (status === 200 || (miss !== null && status === 404));
    // Kept at the highest compression off the request path, while this answer goes out at a fast level.
    if (store) {
      void ticket
        .store(page)
        .catch((err) => request.log.error({ err }, 'page cache: page not stored'))
        .finally(() => ticket.release());
    } else {
      ticket?.release();
    }
    return sendFresh(request, reply, page, cache && entryKey && status < 500 ? cacheControl(entryKey) : 'no-store');
  }
  app.decorate('renderPage', renderPage);
  app.get('/search', { onRequest: opts.searchLimit }, (request, reply) => renderPage(request, reply));
  app.get('/*', (request, reply) => renderPage(request, reply));
});
