import type { ArticleCategory, ArticleText } from './article.ts';

/** Everything an article's write stored, as one revision keeps it. Dates are ISO strings. */
export interface ArticleSnapshot extends ArticleText {
  category: ArticleCategory;
  featuredImage: string | null;
  published: boolean;
  scheduledDate: string | null;
  includeDisclaimer: boolean;
}

/** One line of an article's history, newest first. `username` is null for the revision recorded when history began. */
export interface RevisionSummary {
  id: number;
  version: number;
  createdAt: string;
  username: string | null;
  title: string;
}

export interface Revision extends RevisionSummary {
  articleId: number;
  snapshot: ArticleSnapshot;
}
