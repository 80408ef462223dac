import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/unit-of-work.ts';
import { adminFeature } from './features/admin/index.ts';
import { alertsFeature } from './features/alerts/index.ts';
import { articlesFeature } from './features/articles/index.ts';
import { companyFeature } from './features/company/index.ts';
import { contactFeature } from './features/contact/index.ts';
import { documentsFeature } from './features/documents/index.ts';
import { drillingFeature } from './features/drilling/index.ts';
import type { FeatureOptions } from './features/feature-options.ts';
import { mediaFeature } from './features/media/index.ts';
import { pagesFeature } from './features/pages/index.ts';
import { nextPublication } from './core/publishing/next-publication.ts';
import { publishingCore } from './core/publishing/plugin.ts';
import { searchFeature } from './features/search/index.ts';
import { stockFeature } from './features/stock/index.ts';
import { ERROR_RESPONSES } from './http/responses.ts';
import { clusterBusPlugin } from './plugins/cluster-bus.ts';
import { dbPlugin } from './plugins/db.ts';
import { errorHandlerPlugin, sendNotFound } from './plugins/error-handler.ts';
import { fileCachePlugin } from './plugins/file-cache.ts';
import { healthRoutes } from './plugins/health.ts';
import { httpsRedirectPlugin } from './plugins/https-redirect.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { responseCachePlugin } from './plugins/response-cache.ts';
import { securityHeaders, securityHeadersPlugin } from './plugins/security-headers.ts';
import { validationPlugin } from './plugins/validation.ts';
import { RequestLog } from './request-log.ts';

export interface AppOptions {
  config: Config;
  db: Db;
  ssr: FeatureOptions['ssr'];
  logger?: boolean;
  /** Where log lines go (stdout, a line at a time, by default); tests read them from here. */
  logStream?: { write(line: string): void };
  /**
   * The time publication, preview expiry, the trash's age, login failures and the stock caches' freshness
   * are judged by; tests inject one. Session tokens keep real time: their signatures are checked against it.
   */
  clock?: () => Date;
}

/**
 * Builds the whole site without listening, so tests can inject requests into it: the cross-cutting plugins
 * (errors, validation, security headers, the database, the cluster bus, the response cache), then one plugin
 * per feature, each owning its routes, services and hooks. A feature reads what it needs of those before it
 * from the app (fastify-plugin `dependencies` name them, so a wrong order fails at start-up).
 */
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
  // Per-IP limits are set per route, never globally: search's here, per process; sign-ups' and the contact
  // form's in the database (http/shared-rate-limit.ts), shared by every process.
  await app.register(rateLimit, { global: false });
  await app.register(responseCachePlugin, {
    // The API alone (tests without pages) reads the database on every request.
    enabled: config.HTML_CACHE === 'on' && options.ssr === 'production',
    headers: security.site,
    now: () => clock().getTime(),
    nextPublication: (after) => nextPublication(db, after),
  });
  await app.register(fileCachePlugin, { dataDir: config.DATA_DIR, megabytes: config.FILE_CACHE_MB });
  await app.register(healthRoutes);

  const features: FeatureOptions = { config, clock, ssr: options.ssr };
  await app.register(publishingCore, features);
  await app.register(articlesFeature, features);
  await app.register(stockFeature, features);
  await app.register(searchFeature, features);
  await app.register(documentsFeature, features);
  await app.register(companyFeature, features);
  await app.register(mediaFeature, features);
  await app.register(alertsFeature, features);
  await app.register(contactFeature, features);
  await app.register(drillingFeature, features);
  await app.register(adminFeature, features);
  // Unknown API paths answer the JSON 404 here, before the page renderer's catch-all can take them.
  app.all('/api/*', { schema: { response: ERROR_RESPONSES } }, sendNotFound);
  await app.register(pagesFeature, features);
  return app;
}
