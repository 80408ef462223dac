import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NEWS_LIST_PATH, newsListRedirect } from '../../../shared/news-list.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { feedArticles } from './feed-articles.ts';
import { newsFacets } from './news-facets.ts';
import { type PublicArticles, publicArticles } from './public-articles.ts';
import { articleRoutes } from './routes/articles.ts';
import { feedRoutes } from './routes/feeds.ts';

export interface PublicReleases extends PublicArticles {
  /**
   * Where a news list URL belongs when its valid values still have nothing to show (a page past the end),
   * or null: render it. Decided from the list's years and page counts, without rendering.
   */
  newsListRedirect(url: URL): Promise<string | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicArticles: PublicReleases;
  }
}

/** What visitors read of the releases: /api/articles, the feed and the sitemaps, and the pages' article data. */
export const articlesFeature = fp(
  async (app: FastifyInstance, { config, clock }: FeatureOptions) => {
    const { db, responseCache: cache } = app;
    const articles = publicArticles(db, clock);
    // Years and page counts of the news list, held briefly so junk ?year= and ?page= are refused without a query.
    const facets = newsFacets(db, clock);
    app.cluster.onPublicChanged(() => facets.reset());
    app.decorate('publicArticles', {
      ...articles,
      async newsListRedirect(url: URL) {
        if (url.pathname.replace(/\/$/, '') !== NEWS_LIST_PATH) return null;
        const asked = { page: url.searchParams.get('page'), year: url.searchParams.get('year') };
        if (asked.page === null && asked.year === null) return null;
        const { years, totalFor } = await facets.get();
        return newsListRedirect(asked, years, totalFor);
      },
    });
    await app.register(articleRoutes, { articles, cache });
    await app.register(feedRoutes, { siteUrl: config.SITE_URL, timeZone: config.COMPANY_TIMEZONE, articles: (limit) => feedArticles(db, clock(), limit), cache });
  },
  { name: 'articles', dependencies: ['db', 'cluster-bus', 'response-cache'] },
);
