/** Marks the news list's year links, its results and its hidden placeholders (components/news/). */
export const YEAR_FILTER_ATTRIBUTE = 'data-year-filter';
export const NEWS_RESULTS_ATTRIBUTE = 'data-news-results';
export const NEWS_SKELETON_ATTRIBUTE = 'data-news-skeleton';

/** A click the browser turns into a navigation of this tab (not a new tab or window, not a download). */
function navigatesHere(event: MouseEvent): boolean {
  return event.button === 0 && !event.defaultPrevented && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * The year chips of the news list are links: the chosen year's list is a page of its own. Until it
 * arrives, the list gives way to its five placeholders and the chip shows as chosen, so the tap is
 * answered at once. Coming back from the history cache shows the list as it was left.
 */
export function showNewsPlaceholdersOnYearChange(root: Document): void {
  const filter = root.querySelector<HTMLElement>(`[${YEAR_FILTER_ATTRIBUTE}]`);
  const results = root.querySelector<HTMLElement>(`[${NEWS_RESULTS_ATTRIBUTE}]`);
  const skeleton = root.querySelector<HTMLElement>(`[${NEWS_SKELETON_ATTRIBUTE}]`);
  if (!filter || !results || !skeleton) return;
  const links = [...filter.querySelectorAll('a')];
  const chosen = links.find((link) => link.getAttribute('aria-current') === 'page');
  const show = (loading: HTMLAnchorElement | null) => {
    results.hidden = loading !== null;
    skeleton.hidden = loading === null;
    for (const link of links) {
      if (link === (loading ?? chosen)) link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    }
  };
  filter.addEventListener('click', (event) => {
    const link = (event.target as Element).closest('a');
    if (link && link !== chosen && navigatesHere(event)) show(link);
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) show(null);
  });
}
