import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { NEWS_LIST_PATH, newsListRedirect } from '../../../shared/news-list.ts';
import { previewTokens, type PreviewTokens } from '../../core/publishing/preview-tokens.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { articleChecks } from './article-checks.ts';
import { type ArticleRevisions, articleRevisions } from './article-revisions.ts';
import { articleKind } from './article-kind.ts';
import type { WriteContext } from './article-writes.ts';
import { type DraftPreviews, draftPreviews } from './draft-previews.ts';
import { feedArticles } from './feed-articles.ts';
import { newsFacets } from './news-facets.ts';
import { newswireCheck } from './newswire.ts';
import { previewArticle, previewLinkVerifies } from './preview-articles.ts';
import { type PublicArticles, publicArticles } from './public-articles.ts';
import { articleRoutes } from './routes/articles.ts';
import { feedRoutes } from './routes/feeds.ts';
import { previewRoutes } from './routes/preview.ts';

export interface PublicReleases extends PublicArticles {
  /**
   * Where a news list URL belongs when its valid values still have nothing to show (a page past the end),
   * or null: render it. Decided from the list's years and page counts, without rendering.
   */
  newsListRedirect(url: URL): Promise<string | null>;
}

/** What the admin and the features that extend releases use: writes, revisions, checks and preview links. */
export interface Releases {
  /** What article writes need: the database, the clock, the company's zone and the publication. */
  writes: WriteContext;
  revisions: ArticleRevisions;
  checks: ReturnType<typeof articleChecks>;
  /** Signed one-hour links to a saved article, and to unsaved form text. */
  previews: PreviewTokens;
  drafts: DraftPreviews;
  /** The article a preview link opens, or null. */
  preview: ReturnType<typeof previewArticle>;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicArticles: PublicReleases;
    releases: Releases;
  }
}

/**
 * The releases: what visitors read (/api/articles, the feed and the sitemaps, the pages' article data, preview
 * links and their pages) and what the admin writes through (revisions, checks; the one Trash is the kernel's).
 */
export const articlesFeature = fp(
  async (app: FastifyInstance, { config, clock, ssr }: FeatureOptions) => {
    const { db, responseCache: cache } = app;
    const { publishing } = app;
    publishing.kinds.register(articleKind);
    const writes: WriteContext = { ...publishing.context, kernel: publishing.writes, trash: publishing.trash };
    const previews = previewTokens(config.JWT_SECRET, clock);
    const drafts = draftPreviews(db, previewTokens(config.JWT_SECRET, clock, 'article-draft-preview-v1'), clock);
    const preview = previewArticle(db, previews, drafts, clock);
    app.decorate('releases', { writes, revisions: articleRevisions(writes), checks: articleChecks(db), previews, drafts, preview });
    app.releases.checks.add(newswireCheck(db, config.COMPANY_TIMEZONE, clock));
    await app.register(previewRoutes, { preview, verifies: previewLinkVerifies(previews, drafts), ssr: ssr !== false });
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
  { name: 'articles', dependencies: ['db', 'cluster-bus', 'response-cache', 'publishing'] },
);
