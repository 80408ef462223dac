import { fullyDilutedRow, type ShareCountRow } from './share-counts.ts';

// Share capital as shown on the Investors page; the Stock page has its own, older figures.

export const INVESTORS_SHARES_OUTSTANDING = 34_124_161;
/** Market cap in CAD millions shown on the Investors hero when no live quote is available. */
export const INVESTORS_FALLBACK_MARKET_CAP = 6.4;

export const capitalization: ShareCountRow[] = [
  { label: 'Shares outstanding', value: INVESTORS_SHARES_OUTSTANDING },
  { label: 'Warrants', value: 11_000_000 },
  { label: 'Options', value: 2_900_000 },
];

export const fullyDiluted = fullyDilutedRow('Fully diluted', capitalization);
