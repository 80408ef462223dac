/** Facts about the company that code depends on: its name, trading symbols and share counts. */
export const COMPANY_NAME = 'District Copper Corp.';
export const TICKER = 'DCOP';
export const EXCHANGE = 'TSX Venture';
export const TICKER_TEXT = `${EXCHANGE}: ${TICKER}`;
/** The venture-exchange form of the ticker that quote providers use. */
export const VENTURE_SYMBOL = 'DCOP.V';
export const QUOTE_SYMBOLS = [TICKER, VENTURE_SYMBOL] as const;
export type QuoteSymbol = (typeof QUOTE_SYMBOLS)[number];

export const COPYRIGHT_YEAR = 2025;

/** The picture every page is shared with unless it names its own (scripts/assets draws it at this size). */
export const SOCIAL_CARD = {
  path: '/og-image.jpg',
  width: 1200,
  height: 630,
  alt: `${COMPANY_NAME} (${TICKER_TEXT}): copper and gold exploration in British Columbia and Newfoundland`,
} as const;

export function pageTitle(page: string): string {
  return `${page} | ${COMPANY_NAME}`;
}
