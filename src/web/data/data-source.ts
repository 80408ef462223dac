import type { ArticleListItem, ArticleListPage, ArticleListQuery, PublicArticle } from '../../shared/article.ts';
import type { DocumentListQuery, PublicDocument } from '../../shared/document-library.ts';
import type { PreviewArticle } from '../../shared/preview.ts';
import type { SearchResults } from '../../shared/search.ts';
import { VENTURE_SYMBOL } from '../../shared/site.ts';
import type { HistoryRange, HistoryState, SettledHistory } from '../../shared/stock-history.ts';
import { fetchJson, HttpError } from '../../shared/fetch-json.ts';

/**
 * Where loaders get data. On the server the SSR plugin passes an in-process implementation as the
 * router's request context (no HTTP to itself); in the browser loaders fall back to the public API.
 */
export interface DataSource {
  listArticles(query: ArticleListQuery): Promise<ArticleListPage>;
  getArticle(slug: string): Promise<PublicArticle | null>;
  /** Site search over pages and visible news; the query is 1 to SEARCH_QUERY_MAX_LENGTH characters. */
  search(query: string): Promise<SearchResults>;
  /** The venture symbol's closes over a range; the server answers from what it holds, never waiting on the provider. */
  priceHistory(range: HistoryRange): Promise<HistoryState>;
  /** The article behind a signed preview link, whatever its status; null when the link is bad or expired. */
  previewArticle(token: string): Promise<PreviewArticle | null>;
  /** Public documents of the library, newest first. */
  listDocuments(query: DocumentListQuery): Promise<PublicDocument[]>;
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
  async listArticles({ page, limit, year }) {
    const params = new URLSearchParams({ page: String(page), limit: String(limit), ...(year === null ? {} : { year: String(year) }) });
    const response = await fetch(`/api/articles?${params}`, { headers: { accept: 'application/json' } });
    if (!response.ok) {
      const text = await response.text();
      throw new HttpError(response.status, `${response.status}: ${text || response.statusText}`, text);
    }
    const years = response.headers.get('X-Article-Years') ?? '';
    return {
      items: (await response.json()) as ArticleListItem[],
      total: Number(response.headers.get('X-Total-Count') ?? 0),
      years: years ? years.split(',').map(Number) : [],
    };
  },
  getArticle: (slug) => nullOn404(fetchJson<PublicArticle>(`/api/articles/${encodeURIComponent(slug)}`)),
  search: (query) => fetchJson<SearchResults>(`/api/search?q=${encodeURIComponent(query)}`),
  previewArticle: (token) => nullOn404(fetchJson<PreviewArticle>(`/api/preview/${encodeURIComponent(token)}`)),
  listDocuments: ({ kind, year }) =>
    fetchJson<PublicDocument[]>(`/api/documents?${new URLSearchParams({ ...(kind ? { kind } : {}), ...(year ? { year: String(year) } : {}) })}`),
  async priceHistory(range) {
    try {
      return await fetchJson<SettledHistory>(`/api/stock/${encodeURIComponent(VENTURE_SYMBOL)}/history/state?range=${range}`);
    } catch (error) {
      // A warning, not an error: an unavailable provider is expected and the chart says so.
      console.warn('Failed to fetch stock data', error);
      return { status: 'unavailable' };
    }
  },

};

export function dataSource(context: unknown): DataSource {
  return (context as DataSource | undefined)?.listArticles ? (context as DataSource) : apiDataSource;
}
