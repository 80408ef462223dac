import type { Db } from '../../db/unit-of-work.ts';
import { EMPTY_RESULTS, type SearchResults } from '../../../shared/search.ts';
import { contentTextByPage } from './content-text.ts';
import { searchDocuments } from './document-search.ts';
import { searchNews } from './news-search.ts';
import { buildPageIndex, searchPages } from './page-index.ts';

const PAGE_LIMIT = 8;
const NEWS_LIMIT = 10;
const DOCUMENT_LIMIT = 8;

export interface SiteSearch {
  /** The query must already be validated (1 to SEARCH_QUERY_MAX_LENGTH characters). */
  search(query: string): Promise<SearchResults>;
}

/** Control characters (NUL above all) are rejected by PostgreSQL and mean nothing to a search. */
export function normalizeQuery(query: string): string {
  return query.replace(/\p{Cc}+/gu, ' ').trim();
}

/** Site search: static pages from an in-memory index built at start-up, news from PostgreSQL. */
export function siteSearch(db: Db, options: { clock?: () => Date } = {}): SiteSearch {
  const clock = options.clock ?? (() => new Date());
  const index = buildPageIndex(contentTextByPage());
  return {
    async search(raw) {
      const query = normalizeQuery(raw);
      if (!query) return EMPTY_RESULTS;
      const [pages, news, documents] = await Promise.all([
        searchPages(index, query, PAGE_LIMIT),
        searchNews(db, query, clock(), NEWS_LIMIT),
        searchDocuments(db, query, clock(), DOCUMENT_LIMIT),
      ]);
      return { pages, news, documents };
    },
  };
}
