import { type Static, Type } from '@sinclair/typebox';
import { messages } from './validation.ts';

/** Site search: what GET /api/search and the /search page exchange. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

export const SearchQuery = Type.Object({
  q: Type.String({
    default: '',
    maxLength: SEARCH_QUERY_MAX_LENGTH,
    ...messages({ label: 'Search query', invalid: 'Search query must be text' }),
  }),
});
export type SearchQuery = Static<typeof SearchQuery>;

/** `snippet` is HTML-escaped text in which only <mark>…</mark> is markup. */
export const PageHit = Type.Object({ path: Type.String(), title: Type.String(), snippet: Type.String() });
export type PageHit = Static<typeof PageHit>;

export const NewsHit = Type.Object({
  slug: Type.String(),
  title: Type.String(),
  /** ISO date of the article. */
  date: Type.String(),
  snippet: Type.String(),
});
export type NewsHit = Static<typeof NewsHit>;

/** A public document of the library whose title matches. */
export const DocumentHit = Type.Object({ title: Type.String(), documentDate: Type.String(), url: Type.String() });
export type DocumentHit = Static<typeof DocumentHit>;

export const SearchResults = Type.Object({ pages: Type.Array(PageHit), news: Type.Array(NewsHit), documents: Type.Array(DocumentHit) });
export type SearchResults = Static<typeof SearchResults>;

export const EMPTY_RESULTS: SearchResults = { pages: [], news: [], documents: [] };

/**
 * What site search finds one page of the page table (shared/pages.ts) by, besides its title and
 * description: the content the page shows. Each page's content module exports one as `searchText`;
 * every string inside `content` that reads as prose is indexed, identifiers and addresses are not.
 */
export interface PageSearchText {
  path: string;
  content: readonly unknown[];
}
