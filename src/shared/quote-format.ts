/** How quotes read on the page (price, change, percent, market cap): pure, so server and browser render the same text. */

/** SPEC's price when no quote was ever had. */
export const FALLBACK_PRICE = 0.3;

/** Rounded to cents first, so a tiny negative move that shows as 0.00 counts as non-negative. */
function roundTo2(value: number): number {
  const rounded = Math.round(value * 100) / 100;
  return rounded === 0 ? 0 : rounded;
}

export function formatPrice(price: number): string {
  return `$${price.toFixed(2)}`;
}

export function isNonNegative(value: number): boolean {
  return roundTo2(value) >= 0;
}

export function formatChangePercent(percent: number): string {
  const rounded = roundTo2(percent);
  return `${rounded >= 0 ? '+' : ''}${rounded.toFixed(2)}%`;
}

export function formatChange(change: number): string {
  const rounded = roundTo2(change);
  return `${rounded >= 0 ? '+' : '-'}$${Math.abs(rounded).toFixed(2)}`;
}

/** Market capitalisation in millions of dollars. */
export function marketCapMillions(price: number, shares: number): number {
  return (price * shares) / 1e6;
}

export function formatMarketCap(millions: number): string {
  return `$${millions.toFixed(1)}M`;
}

const EASTERN_OPTIONS: Intl.DateTimeFormatOptions = {
  timeZone: 'America/Toronto',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
};
// Made on first use, not when the module loads: a page's first Intl object costs tens of milliseconds
// on a phone (ICU's data), which every bundle importing formatPrice would otherwise pay as it starts.
let eastern: Intl.DateTimeFormat | undefined;
// The hour as a number 0-23 in the exchange's zone, to tell a session's end.
let easternHour: Intl.DateTimeFormat | undefined;
/** The TSX Venture's regular session ends at 4:00 PM in Toronto. */
const SESSION_END_HOUR = 16;

/** Exchange time parts, composed by hand so the server's and the browser's ICU cannot disagree on punctuation. */
function easternParts(iso: string): ((type: Intl.DateTimeFormatPartTypes) => string) | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  eastern ??= new Intl.DateTimeFormat('en-US', EASTERN_OPTIONS);
  const parts = eastern.formatToParts(date);
  return (type) => parts.find((p) => p.type === type)?.value ?? '';
}

/** "May 6, 2025, 3:59 PM ET". */
export function formatQuoteTime(iso: string): string {
  const part = easternParts(iso);
  return part ? `${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ET` : '';
}

/** "May 6, 2025": the trading day in the exchange's zone. */
export function formatQuoteDay(iso: string): string {
  const part = easternParts(iso);
  return part ? `${part('month')} ${part('day')}, ${part('year')}` : '';
}

/** "3:59 PM ET". */
export function formatEasternClock(iso: string): string {
  const part = easternParts(iso);
  return part ? `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ET` : '';
}

/**
 * Whether a quote's price is its trading day's close: the provider gave it after that day's session had
 * ended (a later day, or past 4:00 PM in Toronto). Read from the quote alone, so every page says the same.
 */
export function isClosingPrice(quote: { lastUpdated: string; fetchedAt: string }): boolean {
  const traded = formatQuoteDay(quote.lastUpdated);
  const fetched = new Date(quote.fetchedAt);
  if (!traded || Number.isNaN(fetched.getTime())) return false;
  if (formatQuoteDay(quote.fetchedAt) !== traded) return fetched.getTime() > Date.parse(quote.lastUpdated);
  easternHour ??= new Intl.DateTimeFormat('en-US', { timeZone: 'America/Toronto', hour: 'numeric', hourCycle: 'h23' });
  return Number(easternHour.format(fetched)) >= SESSION_END_HOUR;
}
