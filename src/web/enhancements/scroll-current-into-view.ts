const SCROLL_CURRENT_ATTRIBUTE = 'data-scroll-current';

/** Spread on a scrolling row whose current page's link should start in view. */
export const SCROLL_CURRENT_PROPS = { [SCROLL_CURRENT_ATTRIBUTE]: '' };

/**
 * On a phone a section's row of page links scrolls sideways: bring the current page's link into the
 * row's view without moving the page. Plain DOM, so a static page needs no React for it.
 */
export function scrollCurrentIntoView(root: ParentNode): void {
  const rows = root.querySelectorAll<HTMLElement>(`[${SCROLL_CURRENT_ATTRIBUTE}]`);
  if (rows.length === 0) return;
  // Measuring needs a layout: take the one the next frame does anyway, not one of its own in the script's task.
  requestAnimationFrame(() => {
    for (const row of rows) {
      const current = row.querySelector<HTMLElement>('a[aria-current="page"]');
      if (!current || row.scrollWidth <= row.clientWidth) continue;
      row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    }
  });
}
