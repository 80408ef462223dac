import {
  FALLBACK_PRICE,
  formatChange,
  formatChangePercent,
  formatEasternClock,
  formatMarketCap,
  formatPrice,
  formatQuoteDay,
  formatQuoteTime,
  isClosingPrice,
  isNonNegative,
  marketCapMillions,
} from '../../../shared/quote-format.ts';
import type { StockQuote } from '../../../shared/stock.ts';

/**
 * What a quote widget shows, as plain text and flags, for the server's render and for the loader's
 * refresh (enhancements/live-quotes.ts) alike, so a refreshed figure reads exactly as a rendered one.
 * Widgets mark their parts with the attributes below and the refresh fills them in; no React is needed.
 */

/**
 * - pending: the server had not asked the provider yet;
 * - live: a quote as the provider gave it;
 * - held: the last good quote, kept while the provider fails (in the database across restarts);
 * - unavailable: the provider failed and nothing was ever held (SPEC's fallbacks).
 */
export type QuoteState = 'pending' | 'live' | 'held' | 'unavailable';

/** The market cap of a page: the share count it publishes, and its fallback (CAD millions) when no quote was ever had. */
export interface MarketCapBasis {
  shares: number;
  fallbackMarketCap: number;
}

export interface QuoteTexts {
  price: string;
  change: string;
  changePercent: string;
  marketCap: string;
  /** When the price shown is from: the time of a live quote, the day of a held close. */
  updated: string;
  /** When the server last asked the provider. */
  checked: string;
  /** Which state holds, for the Stock page: live, the last price received and when, or none received yet. */
  status: string;
}

export type QuoteField = keyof QuoteTexts;

/** Parts shown only in some states: a quote's change, SPEC's 'Live data unavailable' (held or never had), a settled state. */
export type QuoteCondition = 'quote' | 'unavailable' | 'settled';

export interface QuoteView {
  state: QuoteState;
  texts: QuoteTexts;
  direction: 'up' | 'down';
  shows: Record<QuoteCondition, boolean>;
}

export const LOADING = 'Loading...';
export const REFRESHING = 'Refreshing quote…';

/** The state of a quote as the page holds it: undefined before anyone asked, null when none could be had. */
export function quoteState(quote: StockQuote | null | undefined): QuoteState {
  if (quote === undefined) return 'pending';
  if (quote === null) return 'unavailable';
  return quote.stale ? 'held' : 'live';
}

function updatedText(state: QuoteState, quote: StockQuote | null | undefined): string {
  if (!quote) return state === 'pending' ? LOADING : 'Last updated: not available';
  if (state === 'live') return `Last updated: ${formatQuoteTime(quote.lastUpdated)}`;
  return isClosingPrice(quote) ? `Close of ${formatQuoteDay(quote.lastUpdated)}` : `Last trade: ${formatQuoteTime(quote.lastUpdated)}`;
}

function statusText(state: QuoteState, quote: StockQuote | null | undefined): string {
  if (state === 'pending') return '';
  if (!quote) return 'Live data unavailable: no price received yet.';
  const received = formatQuoteTime(quote.fetchedAt);
  return state === 'live' ? `Live data: price received ${received}.` : `Live data unavailable: last price received ${received}.`;
}

export function quoteView(quote: StockQuote | null | undefined, basis?: MarketCapBasis): QuoteView {
  const state = quoteState(quote);
  const pending = state === 'pending';
  const marketCap = quote && basis ? marketCapMillions(quote.price, basis.shares) : (basis?.fallbackMarketCap ?? 0);
  return {
    state,
    texts: {
      price: pending ? LOADING : formatPrice(quote?.price ?? FALLBACK_PRICE),
      change: quote ? formatChange(quote.change) : '',
      changePercent: quote ? formatChangePercent(quote.changePercent) : '',
      marketCap: pending ? LOADING : formatMarketCap(marketCap),
      updated: updatedText(state, quote),
      checked: quote ? `Quote checked ${formatEasternClock(quote.fetchedAt)}` : '',
      status: statusText(state, quote),
    },
    direction: quote && !isNonNegative(quote.changePercent) ? 'down' : 'up',
    shows: { quote: Boolean(quote), unavailable: state === 'held' || state === 'unavailable', settled: !pending },
  };
}

/** The attributes a widget's root carries: its symbol, and the basis of its market cap when it shows one. */
export function quoteRootAttributes(symbol: string, basis?: MarketCapBasis) {
  return {
    'data-quote': symbol,
    ...(basis ? { 'data-quote-shares': String(basis.shares), 'data-quote-fallback-cap': String(basis.fallbackMarketCap) } : {}),
  };
}

/** The basis a root's attributes give, as quoteRootAttributes wrote it. */
export function basisOf(root: HTMLElement): MarketCapBasis | undefined {
  const { quoteShares, quoteFallbackCap } = root.dataset;
  return quoteShares && quoteFallbackCap ? { shares: Number(quoteShares), fallbackMarketCap: Number(quoteFallbackCap) } : undefined;
}

/** An element whose text is one of the view's texts. */
export const quoteText = (field: QuoteField) => ({ 'data-quote-field': field });

/** An element shown only when the view's condition holds. */
export const shownWhen = (view: QuoteView, condition: QuoteCondition) => ({ 'data-quote-when': condition, hidden: !view.shows[condition] });

/** An element coloured by the direction of the change (CSS reads the attribute). */
export const toned = (view: QuoteView) => ({ 'data-quote-direction': view.direction });
