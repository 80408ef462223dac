import type { PublicArticle } from '../../shared/article.ts';
import type { SearchResults } from '../../shared/search.ts';
import { fetchJson, HttpError } from './fetch-json.ts';

/**
 * Where loaders get data. On the server the SSR plugin passes an in-process implementation as the
 * router's request context (no HTTP to itself); in the browser loaders fall back to the public API.
 */
export interface DataSource {
  listArticles(): Promise<PublicArticle[]>;
  getArticle(slug: string): Promise<PublicArticle | null>;
  /** Site search over pages and visible news; the query is 1 to SEARCH_QUERY_MAX_LENGTH characters. */
  search(query: string): Promise<SearchResults>;
}

export const apiDataSource: DataSource = {
  listArticles: () => fetchJson<PublicArticle[]>('/api/articles'),
  async getArticle(slug) {
    try {
      return await fetchJson<PublicArticle>(`/api/articles/${encodeURIComponent(slug)}`);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) return null;
      throw error;
    }
  },
  search: (query) => fetchJson<SearchResults>(`/api/search?q=${encodeURIComponent(query)}`),
};

export function dataSource(context: unknown): DataSource {
  return (context as DataSource | undefined)?.listArticles ? (context as DataSource) : apiDataSource;
}
