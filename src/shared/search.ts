/** Site search (issue #12): what GET /api/search and the /search page exchange. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** `snippet` is HTML-escaped text in which only <mark>…</mark> is markup. */
export interface PageHit {
  path: string;
  title: string;
  snippet: string;
}

export interface NewsHit {
  slug: string;
  title: string;
  /** ISO date of the article. */
  date: string;
  snippet: string;
}

export interface SearchResults {
  pages: PageHit[];
  news: NewsHit[];
}

export const EMPTY_RESULTS: SearchResults = { pages: [], news: [] };

/**
 * What site search finds one page of the page table (shared/pages.ts) by, besides its title and
 * description: the content the page shows. Each page's content module exports one as `searchText`;
 * every string inside `content` that reads as prose is indexed, identifiers and addresses are not.
 */
export interface PageSearchText {
  path: string;
  content: readonly unknown[];
}
