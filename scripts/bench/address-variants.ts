import { ARTICLE_LIST_MAX_LIMIT } from '../../src/shared/article.ts';
import { PAGES, pageMaxAgeMs } from '../../src/shared/pages.ts';

/** The paths of every page the server keeps a rendered copy of. */
export const CACHED_PAGE_PATHS = PAGES.filter((page) => pageMaxAgeMs(page) > 0).map((page) => page.path);

const any = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const junk = () => Math.random().toString(36).slice(2, 8);

/**
 * A URL a crawler or an attacker might send to a page: random ?tab=, ?range=, ?year= and ?page= values,
 * junk and tracking parameters, and the page's path in other letter cases, percent-encoded or with a
 * trailing slash. The flood test and the bench both send these.
 */
export function addressVariant(): string {
  const page = any(CACHED_PAGE_PATHS);
  const path = any([
    () => page,
    () => page.toUpperCase(),
    () => page.replace(/[a-z]/g, (c) => (Math.random() < 0.3 ? c.toUpperCase() : c)),
    () => page.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`),
    () => (page === '/' ? page : `${page}/`),
  ])();
  const query = any([
    () => `tab=${any(['mda', 'fs', 'FS', 'x', '2021', '', junk()])}`,
    () => `range=${any(['1mo', '6mo', '1y', '5y', '2w', '1Y', 'max', junk()])}`,
    () => `year=${any([String(1990 + Math.floor(Math.random() * 50)), 'junk', '20x4', ''])}`,
    () => `page=${any(['0', '1', '2', '9', '-1', junk()])}`,
    () => `${junk()}=${junk()}`,
    () => `utm_source=${junk()}&fbclid=${junk()}`,
  ])();
  return `${path}?${query}`;
}

/** A preview link whose token cannot verify: junk, or shaped like a real one with a forged signature. */
export function previewAddress(): string {
  const digits = () => String(Math.floor(Math.random() * 1e6));
  return `/preview/${any([() => 'x', junk, () => `${digits()}.0.${Date.now() + 3_600_000}.${junk()}${junk()}${junk()}.${'A'.repeat(43)}`])()}`;
}

/**
 * A valid page of /api/articles over `releases` releases dated one a day back from today: every limit,
 * every page with releases on it and a little past, all years or one of those the releases fall in.
 */
export function articlesApiVariant(releases: number): string {
  const limit = 1 + Math.floor(Math.random() * ARTICLE_LIST_MAX_LIMIT);
  const page = 1 + Math.floor(Math.random() * (Math.ceil(releases / limit) + 1));
  const thisYear = new Date().getUTCFullYear();
  const year = any(['', ...Array.from({ length: Math.ceil(releases / 365) + 1 }, (_, i) => String(thisYear - i))]);
  return `/api/articles?page=${page}&limit=${limit}${year ? `&year=${year}` : ''}`;
}
