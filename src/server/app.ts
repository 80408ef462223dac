import { createHmac } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { type Config, publicConfig } from './config.ts';
import type { Db } from './db/unit-of-work.ts';
import { dbPlugin } from './plugins/db.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin, sendNotFound } from './plugins/error-handler.ts';
import { httpsRedirectPlugin } from './plugins/https-redirect.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { ssrPlugin } from './plugins/ssr.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { validationPlugin } from './plugins/validation.ts';
import { adminApi } from './routes/admin/index.ts';
import { adminAuthRoutes } from './routes/admin-auth.ts';
import { articleRoutes } from './routes/articles.ts';
import { feedRoutes } from './routes/feeds.ts';
import { healthRoutes } from './routes/health.ts';
import { previewRoutes } from './routes/preview.ts';
import { mediaRoutes } from './routes/media.ts';
import { ERROR_RESPONSES } from './routes/responses.ts';
import { searchRoutes } from './routes/search.ts';
import { speculationRulesRoutes } from './routes/speculation-rules.ts';
import { stockRoutes } from './routes/stock.ts';
import { stockHistoryRoutes } from './routes/stock-history.ts';
import { feedArticles } from './services/articles/feed-articles.ts';
import { publicArticles } from './services/articles/public-articles.ts';
import { newsFacets } from './services/articles/news-facets.ts';
import { HtmlCache } from './services/html-cache.ts';
import { articleAdmin } from './services/admin/article-admin.ts';
import { mediaLibrary } from './services/media/media-library.ts';
import { nextPublication } from './services/next-publication.ts';
import { articleRevisions } from './services/publishing/article-revisions.ts';
import { articleTrash } from './services/publishing/article-trash.ts';
import { sweepTrash } from './services/publishing/trash-sweep.ts';
import type { WriteContext } from './services/publishing/article-writes.ts';
import { auditLog } from './services/publishing/audit-log.ts';
import { CONTACT_PER_WINDOW, CONTACT_WINDOW_MS } from '../shared/contact.ts';
import { contactRoutes } from './routes/contact.ts';
import { contactInbox } from './services/contact/contact-inbox.ts';
import { draftPreviews } from './services/publishing/draft-previews.ts';
import { previewArticle } from './services/publishing/preview-articles.ts';
import { previewTokens } from './services/publishing/preview-tokens.ts';
import { siteSearch } from './services/search/site-search.ts';
import { createHistoryCaches, renderedHistory } from './services/stock/price-histories.ts';
import { createProviderCache } from './services/stock/provider-cache.ts';
import { renderedQuotes } from './services/stock/stock-quotes.ts';
import { yahooHistory } from './services/stock/yahoo-history.ts';
import { yahooProvider } from './services/stock/yahoo-provider.ts';
import { VENTURE_SYMBOL } from '../shared/site.ts';
import { QUOTE_FRESH_MS, QUOTE_REVALIDATE_MS } from '../shared/stock.ts';
import { NEWS_LIST_PATH, newsListRedirect } from '../shared/news-list.ts';

/** Device cookies are signed with their own key, derived from the JWT secret so no new setting is needed. */
const deviceCookieSecret = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('device-cookie').digest('base64url');

const SEARCHES_PER_MINUTE = 30;

export interface AppOptions {
  config: Config;
  db: Db;
  /** 'production' serves the build, 'development' runs Vite in middleware mode, false serves the API only (tests). */
  ssr: 'production' | 'development' | false;
  logger?: boolean;
  /**
   * The time publication, preview expiry, the trash's age, login failures and the stock caches' freshness
   * are judged by; tests inject one. Session tokens keep real time: their signatures are checked against it.
   */
  clock?: () => Date;
}

/** Builds the whole site without listening, so tests can inject requests into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, db } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: 200 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });

  await app.register(errorHandlerPlugin);
  await app.register(validationPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(httpsRedirectPlugin, { siteUrl: config.SITE_URL, trustProxy: config.trustProxy });
  await app.register(dbPlugin, { db });

  const articles = publicArticles(db, clock);
  const search = siteSearch(db, { clock, onSkippedModule: (module, err) => app.log.warn({ err, module }, 'search: content module not indexed') });

  await app.register(healthRoutes);
  await app.register(speculationRulesRoutes);
  // One counter per IP for the search API and the /search page: both run the same query.
  await app.register(rateLimit, { global: false });
  const searchLimit = app.rateLimit({ max: SEARCHES_PER_MINUTE, timeWindow: 60_000 });
  await app.register(searchRoutes, { search, limit: searchLimit });
  const inbox = contactInbox(db, clock);
  await app.register(contactRoutes, { inbox, limit: app.rateLimit({ max: CONTACT_PER_WINDOW, timeWindow: CONTACT_WINDOW_MS }) });
  await app.register(articleRoutes, { articles });
  await app.register(feedRoutes, { siteUrl: config.SITE_URL, articles: () => feedArticles(db, clock()) });
  const cache = config.HTML_CACHE === 'on' && options.ssr === 'production' ? new HtmlCache() : null;
  const now = () => clock().getTime();
  const stock = createProviderCache({
    load: yahooProvider({ baseUrl: config.STOCK_API_URL }),
    freshMs: QUOTE_FRESH_MS,
    revalidateMs: QUOTE_REVALIDATE_MS,
    now,
    onError: (err) => app.log.warn({ err }, 'stock: provider failed'),
    // Pages rendered before the first price show 'Loading...' or the fallback; without this the
    // rendered-page cache would keep serving them for a minute after the price is held.
    onFirstReading: () => cache?.dropAll(),
  });
  await app.register(stockRoutes, { cache: stock });
  const histories = createHistoryCaches({
    fetchHistory: yahooHistory({ baseUrl: config.STOCK_API_URL }),
    now,
    onError: (err, range) => app.log.warn({ err, range }, 'stock: history provider failed'),
    onFirstReading: () => cache?.dropAll(),
  });
  await app.register(stockHistoryRoutes, { caches: histories });
  const audit = auditLog(db, clock);
  // A successful article write changes the news pages: dropped before the answer leaves, so the admin's
  // next page view already shows the change.
  // Years and page counts of the news list, held briefly so junk ?year= and ?page= are refused without a query.
  const facets = newsFacets(db, clock);
  const writes: WriteContext = {
    db,
    clock,
    onArticlesChanged: () => {
      cache?.dropNewsPages();
      facets.reset();
    },
  };
  const previews = previewTokens(config.JWT_SECRET, clock);
  const drafts = draftPreviews(db, previewTokens(config.JWT_SECRET, clock, 'article-draft-preview-v1'), clock);
  const preview = previewArticle(db, previews, drafts, clock);
  const media = mediaLibrary(db);
  await app.register(authPlugin, { secret: config.JWT_SECRET, db });
  await app.register(fastifyCookie, { secret: deviceCookieSecret(config.JWT_SECRET) });
  await app.register(adminAuthRoutes, {
    db,
    clock,
    audit,
    require2fa: config.ADMIN_REQUIRE_2FA,
    secureCookies: config.SITE_URL.startsWith('https://'),
  });
  const trash = articleTrash(writes);
  sweepTrash(app, trash);
  await app.register(adminApi, {
    articles: articleAdmin(writes),
    revisions: articleRevisions(writes),
    trash,
    audit,
    previews,
    drafts,
    inbox,
    db,
    require2fa: config.ADMIN_REQUIRE_2FA,
    media,
  });
  await app.register(mediaRoutes, { media });
  // Unknown API paths answer the JSON 404 here, before the page renderer's catch-all can take them.
  app.all('/api/*', { schema: { response: ERROR_RESPONSES } }, sendNotFound);

  if (options.ssr === 'production') {
    await app.register(staticFilesPlugin, { root: join(config.BUILD_DIR, 'client') });
  }
  if (options.ssr) {
    await app.register(ssrPlugin, {
      cache,
      nextPublication: () => nextPublication(db, clock()),
      articleVisible: (slug) => articles.isVisible(slug),
      mode: options.ssr,
      buildDir: config.BUILD_DIR,
      config: publicConfig(config),
      data: {
        listArticles: (query) => articles.list(query),
        getArticle: (slug) => articles.bySlug(slug),
        search: (q) => search.search(q),
        priceHistory: async (range) => renderedHistory(histories, VENTURE_SYMBOL, range),
        previewArticle: preview,
      },
      quotes: () => renderedQuotes(stock),
      searchLimit,
      canonicalRedirect: async (url) => {
        if (url.pathname.replace(/\/$/, '') !== NEWS_LIST_PATH) return null;
        const asked = { page: url.searchParams.get('page'), year: url.searchParams.get('year') };
        if (asked.page === null && asked.year === null) return null;
        const { years, totalFor } = await facets.get();
        return newsListRedirect(asked, years, totalFor);
      },
    });
    // The first pages can show the price only if it is already held; never hold up start-up for it.
    stock.warm();
    // The ranges pages render by default: the stock page's year and the hub's six-month sparkline.
    histories['1y'].warm();
    histories['6mo'].warm();
  }
  // After the SSR plugin: preview pages render through its app.renderPage.
  await app.register(previewRoutes, { preview, ssr: options.ssr !== false });
  return app;
}
