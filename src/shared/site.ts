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

export function pageTitle(page: string): string {
  return `${page} | ${COMPANY_NAME}`;
}
