/** Share structure as shown on the Stock Information page (SPEC section 9: it differs from the Investors page). */
export interface ShareStructureRow {
  label: string;
  value: number;
}

export const STOCK_PAGE_SHARES_OUTSTANDING = 34_124_161;
/** Market cap in CAD millions shown on the Stock Information page when no live quote is available. */
export const STOCK_PAGE_FALLBACK_MARKET_CAP = 10.2;

export const shareStructure: ShareStructureRow[] = [
  { label: 'Shares Outstanding', value: STOCK_PAGE_SHARES_OUTSTANDING },
  { label: 'Warrants', value: 11_270_000 },
  { label: 'Options', value: 2_900_000 },
];

export const shareStructureFullyDiluted: ShareStructureRow = { label: 'Fully Diluted', value: 48_294_161 };

export interface StockInfoTile {
  label: string;
  value: string;
}

export const stockInfoTiles: StockInfoTile[] = [
  { label: 'Symbol', value: 'DCOP' },
  { label: 'Exchange', value: 'TSX Venture Exchange' },
  { label: 'Currency', value: 'CAD' },
  { label: 'Sector', value: 'Mining - Copper & Gold' },
];

export interface QuoteLink {
  name: string;
  href: string;
  description: string;
}

export const quoteLinks: QuoteLink[] = [
  { name: 'TMX Money', href: 'https://money.tmx.com/en/quote/DCOP', description: 'Official quote and filings summary from the TSX Venture Exchange operator.' },
  { name: 'Yahoo Finance', href: 'https://finance.yahoo.com/quote/DCOP.V', description: 'Price history, charts and trading volume.' },
  { name: 'Google Finance', href: 'https://www.google.com/finance/quote/DCOP:CVE', description: 'Quick quote and related market news.' },
];
