import type { MikroORM } from '@mikro-orm/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { type Config, publicConfig } from './config.ts';
import { dbPlugin } from './plugins/db.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { jsonBodyPlugin } from './plugins/json-body.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { ssrPlugin } from './plugins/ssr.ts';
import { staticFilesPlugin } from './plugins/static-files.ts';
import { validationPlugin } from './plugins/validation.ts';
import { adminArticleRoutes } from './routes/admin-articles.ts';
import { adminAuthRoutes } from './routes/admin-auth.ts';
import { adminImageRoutes } from './routes/admin-images.ts';
import { articleRoutes } from './routes/articles.ts';
import { feedRoutes } from './routes/feeds.ts';
import { healthRoutes } from './routes/health.ts';
import { mediaRoutes } from './routes/media.ts';
import { searchRoutes } from './routes/search.ts';
import { stockRoutes } from './routes/stock.ts';
import { feedArticles } from './services/articles/feed-articles.ts';
import { publicArticles } from './services/articles/public-articles.ts';
import { HtmlCache } from './services/html-cache.ts';
import { mediaLibrary } from './services/media/media-library.ts';
import { nextPublication } from './services/next-publication.ts';
import { siteSearch } from './services/search/site-search.ts';
import { createQuoteCache } from './services/stock/quote-cache.ts';
import { renderedQuotes } from './services/stock/stock-quotes.ts';
import { yahooProvider } from './services/stock/yahoo-provider.ts';

export interface AppOptions {
  config: Config;
  orm: MikroORM;
  /** 'production' serves the build, 'development' runs Vite in middleware mode, false serves the API only (tests). */
  ssr: 'production' | 'development' | false;
  logger?: boolean;
}

/** Builds the whole site without listening, so tests can inject requests into it. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, orm } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: 200 * 1024,
    trustProxy: true,
    return503OnClosing: true,
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 300 },
  });

  await app.register(errorHandlerPlugin);
  await app.register(validationPlugin);
  await app.register(jsonBodyPlugin);
  await app.register(securityHeadersPlugin, { config });
  await app.register(dbPlugin, { orm });

  const articles = publicArticles(orm);
  const search = siteSearch(orm, { onSkippedModule: (module, err) => app.log.warn({ err, module }, 'search: content module not indexed') });

  await app.register(healthRoutes);
  await app.register(searchRoutes, { search });
  await app.register(articleRoutes, { articles });
  await app.register(feedRoutes, { siteUrl: config.SITE_URL, articles: () => feedArticles(orm) });
  const cache = config.HTML_CACHE === 'on' && options.ssr === 'production' ? new HtmlCache() : null;
  const stock = createQuoteCache({
    fetchQuote: yahooProvider({ baseUrl: config.STOCK_API_URL }),
    onError: (err) => app.log.warn({ err }, 'stock: provider failed'),
    // Pages rendered before the first price show 'Loading...' or the fallback; without this the
    // rendered-page cache would keep serving them for a minute after the price is held.
    onFirstReading: () => cache?.dropAll(),
  });
  await app.register(stockRoutes, { cache: stock });
  await app.register(authPlugin, { secret: config.JWT_SECRET, orm });
  await app.register(adminAuthRoutes, { orm });
  await app.register(adminArticleRoutes, { orm });
  const media = mediaLibrary(orm);
  await app.register(adminImageRoutes, { media });
  await app.register(mediaRoutes, { media });
  app.all('/api/*', async (request, reply) =>
    reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}` }),
  );

  if (options.ssr === 'production') {
    await app.register(staticFilesPlugin, { root: join(config.BUILD_DIR, 'client') });
  }
  if (options.ssr) {
    // A successful article write changes the news pages. Dropped before the answer leaves, so the
    // admin's next page view already shows the change.
    app.addHook('onSend', async (request, reply) => {
      if (request.method !== 'GET' && request.url.startsWith('/api/admin/articles') && reply.statusCode < 400) cache?.dropNewsPages();
    });
    await app.register(ssrPlugin, {
      cache,
      nextPublication: () => nextPublication(orm),
      mode: options.ssr,
      buildDir: config.BUILD_DIR,
      config: publicConfig(config),
      data: {
        listArticles: () => articles.list(),
        getArticle: (slug) => articles.bySlug(slug),
        search: (q) => search.search(q),
      },
      quotes: () => renderedQuotes(stock),
    });
    // The first pages can show the price only if it is already held; never hold up start-up for it.
    stock.warm();
  }
  return app;
}
