import { fullyDilutedRow, type ShareCountRow } from './share-counts.ts';
import type { PageSearchText } from '../../shared/search.ts';

// Share structure as shown on the Stock Information page: its warrants differ from the Investors page's.

export const STOCK_PAGE_SHARES_OUTSTANDING = 34_124_161;
/** Market cap in CAD millions shown on the Stock Information page when no live quote is available. */
export const STOCK_PAGE_FALLBACK_MARKET_CAP = 10.2;

export const shareStructure: ShareCountRow[] = [
  { label: 'Shares Outstanding', value: STOCK_PAGE_SHARES_OUTSTANDING },
  { label: 'Warrants', value: 11_270_000 },
  { label: 'Options', value: 2_900_000 },
];

export const shareStructureFullyDiluted = fullyDilutedRow('Fully Diluted', shareStructure);

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

/** Site search finds /investors/stock-information by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/investors/stock-information', content: [stockInfoTiles, shareStructure, shareStructureFullyDiluted, quoteLinks] };
