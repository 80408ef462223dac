import { articleListQuery } from './article.ts';
import { isNewsYear } from './pages.ts';

export const NEWS_LIST_PATH = '/investors/media';
export const NEWS_PAGE_SIZE = 20;

/** The list's URL for a page and year; page 1 and "all years" are left out, so each list has one URL. */
export function newsListHref(page: number, year: number | null): string {
  const params = new URLSearchParams();
  if (year !== null) params.set('year', String(year));
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${NEWS_LIST_PATH}?${query}` : NEWS_LIST_PATH;
}

/**
 * Where a request for the news list with these ?page= and ?year= values belongs, or null when it is
 * already there. A calendar year of the news list (isNewsYear) stays, releases or not: a year
 * without any shows that it has none. A year outside that span, a page past the end, or junk in
 * either has nothing of its own to show, so it goes to the canonical list instead of being rendered
 * (and cached) once more: at most a few dozen year lists can ever be rendered.
 */
export function newsListRedirect(
  asked: { page: string | null; year: string | null },
  years: number[],
  totalFor: (year: number | null) => number,
  currentYear: number = new Date().getUTCFullYear(),
): string | null {
  const query = articleListQuery({ page: asked.page ?? undefined, year: asked.year ?? undefined });
  const calendarYear = query.year !== null && isNewsYear(String(query.year), currentYear);
  const year = query.year !== null && (years.includes(query.year) || calendarYear) ? query.year : null;
  const pages = Math.max(1, Math.ceil(totalFor(year) / NEWS_PAGE_SIZE));
  const page = year === query.year ? Math.min(query.page, pages) : 1;
  const canonical = (asked.year === null || asked.year === String(year)) && (asked.page === null || asked.page === String(page));
  return canonical ? null : newsListHref(page, year);
}
