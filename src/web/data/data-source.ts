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
  /** The article behind a signed preview link, whatever its status; null when the link is bad or expired. */
  previewArticle(token: string): Promise<PublicArticle | null>;
}

async function nullOn404<T>(request: Promise<T>): Promise<T | null> {
  try {
    return await request;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

export const apiDataSource: DataSource = {
  listArticles: () => fetchJson<PublicArticle[]>('/api/articles'),
  getArticle: (slug) => nullOn404(fetchJson<PublicArticle>(`/api/articles/${encodeURIComponent(slug)}`)),
  search: (query) => fetchJson<SearchResults>(`/api/search?q=${encodeURIComponent(query)}`),
  previewArticle: (token) => nullOn404(fetchJson<PublicArticle>(`/api/preview/${encodeURIComponent(token)}`)),
};

export function dataSource(context: unknown): DataSource {
  return (context as DataSource | undefined)?.listArticles ? (context as DataSource) : apiDataSource;
}
