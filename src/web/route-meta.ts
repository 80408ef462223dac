import type { SitePage } from '../shared/pages.ts';
import type { ImageName } from '../shared/image-catalog.ts';
import type { SiteContent } from '../shared/site-content.ts';

/** What a page says about itself in the document head; rendered by the server and kept current by the client. */
export interface PageMeta {
  title: string;
  description?: string;
  /** Keep search engines out (admin). */
  noindex?: boolean;
  /** Open Graph type; 'website' unless an article. */
  ogType?: 'website' | 'article';
  /** The picture the page is shared with; the site's social card when unset. */
  image?: string;
  /** What that picture shows, for readers who cannot see it; the page's title when unset. */
  imageAlt?: string;
  /** The page's largest paint, preloaded from the head so it loads alongside the scripts and fonts. */
  lcpImage?: { name: ImageName; sizes: string };
  /** Structured data, serialized as application/ld+json. */
  jsonLd?: Record<string, unknown>;
}

export interface RouteHandle {
  /** `origin` is the site's public origin, for the absolute URLs structured data needs; `site` what the IR manager edits. */
  meta: (args: { data: unknown; pathname: string; origin: string; site: SiteContent }) => PageMeta;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).meta === 'function';
}

/** The handle of a page of the page table: its title and description; kept from search engines when unlisted. */
export function tableHandle(page: SitePage): RouteHandle {
  return { meta: () => ({ title: page.title, description: page.description, ...(page.unlisted ? { noindex: true } : {}) }) };
}
