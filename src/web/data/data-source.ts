import type { ArticleListPage, ArticleListQuery, PublicArticle } from '../../shared/article.ts';
import type { DocumentListQuery, PublicDocument } from '../../shared/document-library.ts';
import type { DrillProject, DrillResults, ReleaseResults } from '../../shared/drilling.ts';
import type { PublicResourceEstimate } from '../../shared/resource-estimate.ts';
import type { GalleryPhoto } from '../../shared/gallery.ts';
import type { ImageArchiveFigures } from '../../shared/image-catalog.ts';
import type { PreviewArticle } from '../../shared/preview.ts';
import type { SearchResults } from '../../shared/search.ts';
import { VENTURE_SYMBOL } from '../../shared/site.ts';
import type { HistoryRange, HistoryState, SettledHistory } from '../../shared/stock-history.ts';
import { fetchJson } from '../../shared/fetch-json.ts';

/**
 * Where loaders get data: the SSR plugin passes an in-process implementation as the router's request
 * context (no HTTP to itself).
 */
export interface DataSource {
  /** The company's zone (IANA): release dates are calendar dates there. */
  companyTimeZone: string;
  /** The server's clock (tests inject one), never the build's or a browser's: what decides an event is past. */
  now(): Date;
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
  /** The Project Gallery's captioned photographs: the drawn scenes' replacements and those added. */
  galleryPhotos(): Promise<GalleryPhoto[]>;
  /** The image ZIP served now; null when the build has none. */
  imageArchive(): Promise<ImageArchiveFigures | null>;
  /** A project's public drill holes and resource estimates (the page's Drilling section). */
  projectDrilling(project: DrillProject): Promise<DrillResults & { estimates: PublicResourceEstimate[] }>;
  /** A public release's result tables (every version) and the estimates published with it; null when it is not public. */
  releaseDrilling(slug: string): Promise<(ReleaseResults & { estimates: PublicResourceEstimate[] }) | null>;
}

/**
 * What islands ask the public API for in a browser: search, a price history and the documents list. Page
 * loaders run only on the server, with its in-process data source as their context.
 */
export const apiDataSource: Pick<DataSource, 'search' | 'priceHistory' | 'listDocuments'> = {
  search: (query) => fetchJson<SearchResults>(`/api/search?q=${encodeURIComponent(query)}`),
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

/** A page loader's data source: the router's request context, which the SSR plugin sets. */
export function dataSource(context: unknown): DataSource {
  if (!(context as DataSource | undefined)?.listArticles) throw new Error('Page loaders run on the server, with its data source as the request context');
  return context as DataSource;
}
