import { createHmac } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { type Config, publicConfig } from './config.ts';
import type { Db } from './db/unit-of-work.ts';
import { dbPlugin } from './plugins/db.ts';
import { clusterBusPlugin } from './plugins/cluster-bus.ts';
import { authPlugin } from './features/admin/auth.ts';
import { errorHandlerPlugin, sendNotFound } from './plugins/error-handler.ts';
import { httpsRedirectPlugin } from './plugins/https-redirect.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.ts';
import { ssrPlugin } from './features/pages/ssr.ts';
import { adminAppPlugin } from './features/admin/admin-app.ts';
import { staticFilesPlugin } from './features/pages/static-files.ts';
import { validationPlugin } from './plugins/validation.ts';
import { adminApi } from './features/admin/routes/index.ts';
import { adminAuthRoutes } from './features/admin/routes/auth.ts';
import { alertRoutes } from './features/alerts/routes/alert-routes.ts';
import { articleRoutes } from './features/articles/routes/articles.ts';
import { eventsCalendarRoutes } from './features/company/routes/events-calendar.ts';
import { feedRoutes } from './features/articles/routes/feeds.ts';
import { healthRoutes } from './plugins/health.ts';
import { previewRoutes } from './features/publishing/routes/preview.ts';
import { mediaRoutes } from './features/media/routes/media.ts';
import { ERROR_RESPONSES } from './http/responses.ts';
import { searchRoutes } from './features/search/routes/search.ts';
import { speculationRulesRoutes } from './features/pages/speculation-rules.ts';
import { stockRoutes } from './features/stock/routes/stock.ts';
import { stockHistoryRoutes } from './features/stock/routes/stock-history.ts';
import { RequestLog } from './request-log.ts';
import { feedArticles } from './features/articles/feed-articles.ts';
import { publicArticles } from './features/articles/public-articles.ts';
import { newsFacets } from './features/articles/news-facets.ts';
import { ResponseCache } from './http/response-cache.ts';
import { cdnPurge } from './features/publishing/cdn-purge.ts';
import { newsAlerts } from './features/alerts/news-alerts.ts';
import { articleAdmin } from './features/admin/article-admin.ts';
import { articleChecks } from './features/publishing/article-checks.ts';
import { companyFactsService } from './features/company/company-facts.ts';
import type { ContentWriteContext } from './features/company/content-writes.ts';
import { shareReadings } from './features/company/share-readings.ts';
import { loadSiteContent } from './features/company/site-content.ts';
import { lastGood } from './features/pages/last-good.ts';
import type { DocumentListQuery } from '../shared/document-library.ts';
import { companyEvents, listedEvents } from './features/company/company-events.ts';
import { mediaLibrary } from './features/media/media-library.ts';
import { slotPhotos } from './features/media/slot-photos.ts';
import { nextPublication } from './features/publishing/next-publication.ts';
import { articleRevisions } from './features/publishing/article-revisions.ts';
import { articleTrash } from './features/publishing/article-trash.ts';
import { sweepHourly } from './features/publishing/trash-sweep.ts';
import type { WriteContext } from './features/publishing/article-writes.ts';
import { auditLog } from './features/publishing/audit-log.ts';
import { publication } from './features/publishing/publication.ts';
import { scheduleWatcher } from './features/publishing/schedule-watcher.ts';
import { CONTACT_PER_WINDOW, CONTACT_WINDOW_MS } from '../shared/contact.ts';
import { contactRoutes } from './features/contact/routes/contact.ts';
import { contactInbox } from './features/contact/contact-inbox.ts';
import { draftPreviews } from './features/publishing/draft-previews.ts';
import { previewArticle } from './features/publishing/preview-articles.ts';
import { previewTokens } from './features/publishing/preview-tokens.ts';
import { documentAdmin } from './features/documents/document-admin.ts';
import { fileStore } from './features/documents/file-store.ts';
import { publicDocuments } from './features/documents/public-documents.ts';
import { sweepOrphanedChunks } from './features/documents/orphan-sweep.ts';
import { documentRoutes } from './features/documents/routes/documents.ts';
import { siteSearch } from './features/search/site-search.ts';
import { createHistoryCaches, renderedHistory } from './features/stock/price-histories.ts';
import { createProviderCache } from './features/stock/provider-cache.ts';
import { renderedQuotes } from './features/stock/stock-quotes.ts';
import { yahooHistory } from './features/stock/yahoo-history.ts';
import { yahooProvider } from './features/stock/yahoo-provider.ts';
import { VENTURE_SYMBOL } from '../shared/site.ts';
import { QUOTE_FRESH_MS, QUOTE_REVALIDATE_MS } from '../shared/stock.ts';
import { NEWS_LIST_PATH, newsListRedirect } from '../shared/news-list.ts';

/** Device cookies are signed with their own key, derived from the JWT secret so no new setting is needed. */
const deviceCookieSecret = (jwtSecret: string) => createHmac('sha256', jwtSecret).update('device-cookie').digest('base64url');

const SEARCHES_PER_MINUTE = 30;
const SIGN_UPS_PER_QUARTER_HOUR = 10;

export interface AppOptions {
  config: Config;
  db: Db;
  /** 'production' serves the build, 'development' runs Vite in middleware mode, false serves the API only (tests). */
  ssr: 'production' | 'development' | false;
  logger?: boolean;
  /** Where log lines go (stdout, a line at a time, by default); tests read them from here. */
  logStream?: { write(line: string): void };
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
    logger: options.logger === false ? false : { level: config.LOG_LEVEL, ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new RequestLog(),
    bodyLimit: 200 * 1024,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });

  await app.register(errorHandlerPlugin);
  await app.register(validationPlugin);
  await app.register(jsonBodyPlugin);
  const security = securityHeaders(config);
  await app.register(securityHeadersPlugin, { headers: security });
  await app.register(httpsRedirectPlugin, { siteUrl: config.SITE_URL, trustProxy: config.trustProxy });
  await app.register(dbPlugin, { db });
  await app.register(clusterBusPlugin, { databaseUrl: config.DATABASE_URL });

  const articles = publicArticles(db, clock);
  const search = siteSearch(db, { clock });

  await app.register(healthRoutes);
  await app.register(speculationRulesRoutes);
  // One counter per IP for the search API and the /search page: both run the same query.
  await app.register(rateLimit, { global: false });
  const searchLimit = app.rateLimit({ max: SEARCHES_PER_MINUTE, timeWindow: 60_000 });
  await app.register(searchRoutes, { search, limit: searchLimit });
  const now = () => clock().getTime();
  // Rendered pages, pages of /api/articles, the feed and the sitemaps. The API alone (tests without
  // pages) reads the database on every request.
  const cache =
    config.HTML_CACHE === 'on' && options.ssr === 'production'
      ? new ResponseCache({ headers: security.site, now, nextPublication: (after) => nextPublication(db, after) })
      : null;
  app.decorate('responseCache', cache);
  await app.register(articleRoutes, { articles, cache });
  await app.register(feedRoutes, { siteUrl: config.SITE_URL, articles: (limit) => feedArticles(db, clock(), limit), cache });
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
  // Years and page counts of the news list, held briefly so junk ?year= and ?page= are refused without a query.
  const facets = newsFacets(db, clock);
  // A change of what is public, made in this process or any other, drops the pages it concerns here; in the
  // process that made it, before its answer leaves, so the admin's next page view already shows it. Company
  // facts, share readings, events and photographs show on many pages (facts in every header and footer):
  // they drop every page; releases and documents drop what shows them.
  // Read on every render, held as last read so content pages still render while the database is down.
  const siteContent = lastGood(() => loadSiteContent(db));
  const publicDocumentLists = lastGood((query: DocumentListQuery) => documents.list(query), (query) => JSON.stringify(query));
  app.cluster.onPublicChanged((topics) => {
    if (topics.includes('content')) cache?.dropAll();
    else cache?.dropPublished();
    facets.reset();
  });
  const purge = config.CDN_PURGE_URL ? cdnPurge(config.CDN_PURGE_URL, app.log) : null;
  const publishing = publication(async (topics) => {
    await app.cluster.publicChanged(topics);
    void purge?.(topics);
  });
  const schedule = scheduleWatcher({ db, clock, bus: app.cluster, publication: publishing, log: app.log });
  app.addHook('onReady', async () => schedule.start());
  app.addHook('onClose', () => schedule.stop());
  const audit = auditLog(db, clock, schedule.catchUp);
  const writes: WriteContext = { db, clock, publication: publishing };
  const alerts = newsAlerts(app, { config, db, clock, publication: publishing });
  const inbox = contactInbox(db, clock, { mailer: alerts.mailer, log: app.log });
  await app.register(contactRoutes, { inbox, limit: app.rateLimit({ max: CONTACT_PER_WINDOW, timeWindow: CONTACT_WINDOW_MS }) });
  await app.register(alertRoutes, {
    subscriptions: alerts.subscriptions,
    limit: app.rateLimit({ max: SIGN_UPS_PER_QUARTER_HOUR, timeWindow: 15 * 60_000 }),
  });
  const content: ContentWriteContext = { db, clock, onContentChanged: () => void app.cluster.publicChanged(['content']) };
  const previews = previewTokens(config.JWT_SECRET, clock);
  const drafts = draftPreviews(db, previewTokens(config.JWT_SECRET, clock, 'article-draft-preview-v1'), clock);
  const preview = previewArticle(db, previews, drafts, clock);
  const files = fileStore(db);
  const documents = publicDocuments(db, clock);
  const documentPreviews = previewTokens(config.JWT_SECRET, clock, 'document-preview-v1');
  const library = documentAdmin({ db, clock, publication: publishing });
  sweepOrphanedChunks(app, files, clock);
  const media = mediaLibrary(db, clock);
  await app.register(authPlugin, { secret: config.JWT_SECRET, db });
  // Only the login route reads or sets a cookie (the device cookie): cookie parsing runs for it alone.
  await app.register(async (login) => {
    await login.register(fastifyCookie, { secret: deviceCookieSecret(config.JWT_SECRET) });
    await login.register(adminAuthRoutes, {
      db,
      clock,
      audit,
      require2fa: config.ADMIN_REQUIRE_2FA,
      secureCookies: config.SITE_URL.startsWith('https://'),
    });
  });
  const trash = articleTrash(writes);
  sweepHourly(app, 'trash', () => trash.purgeExpired());
  sweepHourly(app, 'audit', () => audit.pruneFailedLogins());
  sweepHourly(app, 'documents trash', () => library.purgeExpired());
  const checks = articleChecks(db);
  await app.register(adminApi, {
    articles: articleAdmin(writes, checks),
    checks,
    revisions: articleRevisions(writes),
    trash,
    audit,
    previews,
    drafts,
    inbox,
    db,
    require2fa: config.ADMIN_REQUIRE_2FA,
    media,
    subscribers: alerts.subscribers,
    emailConfigured: alerts.emailConfigured,
    clock,
    company: companyFactsService(content),
    shareReadings: shareReadings(content),
    events: companyEvents(content),
    photos: slotPhotos(content),
    resendAlerts: alerts.resend,
    documents: { documents: library, files, previews: documentPreviews, clock },
  });
  await app.register(mediaRoutes, { media });
  await app.register(eventsCalendarRoutes, {
    events: () => db.run(listedEvents),
    calendar: { siteUrl: config.SITE_URL, timeZone: config.COMPANY_TIMEZONE },
  });
  // Unknown API paths answer the JSON 404 here, before the page renderer's catch-all can take them.
  app.all('/api/*', { schema: { response: ERROR_RESPONSES } }, sendNotFound);

  if (options.ssr === 'production') {
    await app.register(staticFilesPlugin, { root: join(config.BUILD_DIR, 'client') });
  }
  if (options.ssr) {
    await app.register(ssrPlugin, {
      cache,
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
        listDocuments: (query) => publicDocumentLists.get(query),
      },
      quotes: () => renderedQuotes(stock),
      siteContent: () => siteContent.get(),
      searchLimit,
      canonicalRedirect: async (url) => {
        if (url.pathname.replace(/\/$/, '') !== NEWS_LIST_PATH) return null;
        const asked = { page: url.searchParams.get('page'), year: url.searchParams.get('year') };
        if (asked.page === null && asked.year === null) return null;
        const { years, totalFor } = await facets.get();
        return newsListRedirect(asked, years, totalFor);
      },
    });
    const { siteUrl, gaMeasurementId, companyTimeZone } = publicConfig(config);
    await app.register(adminAppPlugin, { mode: options.ssr, buildDir: config.BUILD_DIR, config: { siteUrl, gaMeasurementId, companyTimeZone } });
    // The first pages can show the price only if it is already held; never hold up start-up for it.
    stock.warm();
    // The ranges pages render by default: the stock page's year and the hub's six-month sparkline.
    histories['1y'].warm();
    histories['6mo'].warm();
  }
  // After the SSR plugin: preview pages render through its app.renderPage.
  await app.register(previewRoutes, { preview, ssr: options.ssr !== false });
  await app.register(documentRoutes, { documents, files, previews: documentPreviews, ssr: options.ssr !== false });
  return app;
}
