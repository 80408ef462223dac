/** How quotes read on the page (price, change, percent, market cap): pure, so server and browser render the same text. */

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

const EASTERN = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Toronto',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** Exchange time, composed from parts so the server's and the browser's ICU cannot disagree on punctuation. */
export function formatQuoteTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const part = (type: Intl.DateTimeFormatPartTypes) => EASTERN.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')}, ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()} ET`;
}
