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
