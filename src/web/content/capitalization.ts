/** Share capital as shown on the Investors page (SPEC section 9; the Stock page has its own, older figures). */
export interface CapitalizationRow {
  label: string;
  value: number;
}

export const INVESTORS_SHARES_OUTSTANDING = 34_124_161;
/** Market cap in CAD millions shown on the Investors hero when no live quote is available. */
export const INVESTORS_FALLBACK_MARKET_CAP = 6.4;

export const capitalization: CapitalizationRow[] = [
  { label: 'Shares outstanding', value: INVESTORS_SHARES_OUTSTANDING },
  { label: 'Warrants', value: 11_000_000 },
  { label: 'Options', value: 2_900_000 },
];

export const fullyDiluted: CapitalizationRow = { label: 'Fully diluted', value: 48_024_161 };
