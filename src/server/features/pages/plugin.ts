import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { publicConfig } from '../../config.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { speculationRulesRoutes } from './speculation-rules.ts';
import { ssrPlugin } from './ssr.ts';
import { staticFilesPlugin } from './static-files.ts';

/**
 * The public pages: every GET no other route answers is rendered by React on the server (or answered from
 * the response cache) with the data of the features registered before it, read in-process; the build's
 * files; the speculation rules the pages point browsers to.
 */
export const pagesFeature = fp(
  async (app: FastifyInstance, { config, ssr, clock }: FeatureOptions) => {
    await app.register(speculationRulesRoutes);
    if (!ssr) return;
    if (ssr === 'production') await app.register(staticFilesPlugin, { root: join(config.BUILD_DIR, 'client') });
    const { publicArticles: articles, siteSearch: search, stock, releases, documents, company, media, drilling } = app;
    await app.register(ssrPlugin, {
      cache: app.responseCache,
      articleVisible: (slug) => articles.isVisible(slug),
      articleRenamedTo: (slug) => articles.renamedTo(slug),
      mode: ssr,
      buildDir: config.BUILD_DIR,
      config: publicConfig(config),
      data: {
        companyTimeZone: config.COMPANY_TIMEZONE,
        now: clock,
        listArticles: (query) => articles.list(query),
        getArticle: (slug) => articles.bySlug(slug),
        search: (q) => search.search(q),
        priceHistory: async (range) => stock.history(range),
        previewArticle: releases.preview,
        listDocuments: (query) => documents.publicList(query),
        galleryPhotos: () => media.gallery(),
        imageArchive: async () => {
          const archive = await media.archive?.current();
          return archive ? { count: archive.count, bytes: archive.bytes, presentation: archive.presentation } : null;
        },
        projectDrilling: async (project) => {
          const [results, estimates] = await Promise.all([drilling.results.project(project), drilling.estimates.shown({ project })]);
          return { ...results, estimates };
        },
        releaseDrilling: async (slug) => {
          const [results, estimates] = await Promise.all([drilling.results.release(slug), drilling.estimates.shown({ slug })]);
          return results && { ...results, estimates };
        },
      },
      quotes: () => stock.quotes(),
      siteContent: () => company.siteContent(),
      searchLimit: search.limit,
      canonicalRedirect: (url) => articles.newsListRedirect(url),
    });
  },
  { name: 'pages', dependencies: ['response-cache', 'articles', 'search', 'stock', 'documents', 'company', 'media', 'drilling'] },
);
