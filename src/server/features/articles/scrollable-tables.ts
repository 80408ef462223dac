const TABLE = /<table\b[\s\S]*?<\/table>/g;
const CELL = /<(td|th)(\s[^>]*)?>([\s\S]*?)<\/\1>/g;
const TAG = /<[^>]*>/g;
/** Longer than this, a cell is prose and wraps; shorter cells (figures, hole ids, units) stay on one line. */
const PROSE_CELL_CHARS = 32;

function markProseCells(table: string): string {
  return table.replace(CELL, (cell, tag: string, attributes: string | undefined, inner: string) => {
    const text = inner.replace(TAG, '').trim();
    if (text.length <= PROSE_CELL_CHARS || attributes?.includes('class=')) return cell;
    return `<${tag}${attributes ?? ''} class="prose-cell">${inner}</${tag}>`;
  });
}

/**
 * Each table of a sanitized article body in its own labelled, keyboard-scrollable region, so a wide table
 * scrolls inside the article instead of widening the page on a phone.
 */
export function scrollableTables(html: string): string {
  if (!html.includes('<table')) return html;
  const count = html.match(TABLE)?.length ?? 0;
  let index = 0;
  return html.replace(TABLE, (table) => {
    index += 1;
    const label = count > 1 ? `Table ${index} (scrolls sideways)` : 'Table (scrolls sideways)';
    return `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">${markProseCells(table)}</div>`;
  });
}
