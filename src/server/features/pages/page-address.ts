import { pageAt, type SitePage } from '../../../shared/pages.ts';

/** What a request's URL asks for, decided from the page table alone: no route matching, no database. */
export type PageAddress =
  /** A page of the page table; `url` is its canonical URL (its path and the valid values of what it reads): its cache key and what is rendered. */
  | { kind: 'page'; page: SitePage; url: string }
  /** Another spelling of a page's URL (letter case, escapes, a value it does not accept): `location` is the canonical one. */
  | { kind: 'redirect'; page: SitePage; location: string }
  /** A release's address, its slug as it came. */
  | { kind: 'article'; pathname: string }
  /** Anything else (the admin, a preview, a document's address, or nothing at all), matched as it is. */
  | { kind: 'other'; pathname: string }
  | { kind: 'invalid' };

export const ARTICLE_PREFIX = '/articles/';
/** A path that `new URL` leaves as it is: no dot segments, escapes or other characters it would rewrite. */
const PLAIN_PATH = /^\/[A-Za-z0-9_/-]*$/;
/** Addresses that carry a token, a slug or a file name: never compared with the page table's paths. */
const AS_THEY_ARE = /^\/(articles|preview|media|documents|assets|admin)(\/|$)/i;

const withoutTrailingSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

export function pageAddress(url: string): PageAddress {
  // The common case, a plain path without a query, costs one map lookup and no URL parsing.
  if (PLAIN_PATH.test(url)) {
    const path = withoutTrailingSlash(url);
    const page = pageAt(path);
    if (page) return { kind: 'page', page, url: page.path };
    if (path.startsWith(ARTICLE_PREFIX)) return { kind: 'article', pathname: path };
  }
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://x');
  } catch {
    return { kind: 'invalid' };
  }
  const pathname = withoutTrailingSlash(parsed.pathname);
  const page = pageAt(pathname);
  if (page) return query(page, parsed.searchParams, false);
  if (pathname.startsWith(ARTICLE_PREFIX)) return { kind: 'article', pathname };
  if (AS_THEY_ARE.test(pathname)) return { kind: 'other', pathname };
  const spelled = otherSpelling(pathname);
  return spelled ? query(spelled, parsed.searchParams, true) : { kind: 'other', pathname };
}

/** The page whose path this is but for letter case or percent-encoding. */
function otherSpelling(pathname: string): SitePage | undefined {
  try {
    return pageAt(withoutTrailingSlash(decodeURIComponent(pathname).toLowerCase()));
  } catch {
    return undefined;
  }
}

/** Keeps the values the page declares and accepts, in its order; anything else it reads sends the request to them. */
function query(page: SitePage, params: URLSearchParams, moved: boolean): PageAddress {
  let canonical = !moved;
  const kept = new URLSearchParams();
  for (const [name, accepts] of Object.entries(page.query ?? {})) {
    const values = params.getAll(name);
    if (values.length === 0) continue;
    if (accepts(values[0]!)) kept.set(name, values[0]!);
    if (values.length > 1 || !accepts(values[0]!)) canonical = false;
  }
  const search = kept.size ? `?${kept}` : '';
  const url = page.path + search;
  return canonical ? { kind: 'page', page, url } : { kind: 'redirect', page, location: url };
}
