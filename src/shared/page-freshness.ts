/**
 * How long a rendered public page is reused: the server's page cache keeps it this long, so anything
 * the page shows (a quote above all) may be this old when it arrives.
 */
export const RENDERED_PAGE_MAX_AGE_MS = 60_000;

/** How often an open page asks for the quote again. */
export const STOCK_REFRESH_MS = 5 * 60 * 1000;
