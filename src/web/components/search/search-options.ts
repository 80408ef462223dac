import type { SearchResults } from '../../../shared/search.ts';

const LONG_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** "March 4, 2025", the same on server and browser whatever their time zone. */
export function formatNewsDate(iso: string): string {
  return LONG_DATE.format(new Date(iso));
}

export interface SearchOption {
  group: 'Pages' | 'News';
  href: string;
  title: string;
  snippet: string;
  meta?: string;
}

/** Results in the order the keyboard walks them: pages first, then news. */
export function searchOptions(results: SearchResults): SearchOption[] {
  return [
    ...results.pages.map((p): SearchOption => ({ group: 'Pages', href: p.path, title: p.title, snippet: p.snippet })),
    ...results.news.map(
      (n): SearchOption => ({ group: 'News', href: `/articles/${n.slug}`, title: n.title, snippet: n.snippet, meta: formatNewsDate(n.date) }),
    ),
  ];
}

export function searchPageHref(query: string): string {
  return `/search?q=${encodeURIComponent(query.trim())}`;
}
