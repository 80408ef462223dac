import { RENDERED_PAGE_MAX_AGE_MS, STOCK_REFRESH_MS } from '../../shared/page-freshness.ts';
import type { RenderedQuotes, StockQuote } from '../../shared/stock.ts';
import { basisOf, type QuoteCondition, type QuoteField, quoteView, REFRESHING } from '../components/stock/quote-view.ts';
import { fetchJson } from '../../shared/fetch-json.ts';
import { after, pageLoaded } from '../wait-for.ts';

export const STOCK_FETCH_FAILED = 'Failed to fetch stock data';

/** How long after the page has loaded its quote is first asked for again, given what the server rendered. */
export function quoteRefreshDelay(rendered: StockQuote | null | undefined): number {
  // The server already asked and the provider was down: keep the fallback, try again a minute later.
  if (rendered === null) return RENDERED_PAGE_MAX_AGE_MS;
  if (!rendered) return 0;
  // A quote no older than a cached page can be is current enough; an older one is asked for at once.
  const age = Date.now() - Date.parse(rendered.fetchedAt);
  return age <= RENDERED_PAGE_MAX_AGE_MS ? STOCK_REFRESH_MS : 0;
}

/** Writes a quote into a widget's marked parts (see quote-view.ts). */
function show(widget: HTMLElement, quote: StockQuote | null | undefined): void {
  const view = quoteView(quote, basisOf(widget));
  for (const part of widget.querySelectorAll<HTMLElement>('[data-quote-field]')) part.textContent = view.texts[part.dataset.quoteField as QuoteField];
  for (const part of widget.querySelectorAll<HTMLElement>('[data-quote-when]')) part.hidden = !view.shows[part.dataset.quoteWhen as QuoteCondition];
  for (const part of widget.querySelectorAll<HTMLElement>('[data-quote-direction]')) part.dataset.quoteDirection = view.direction;
}

function showRefreshing(widget: HTMLElement): void {
  for (const button of widget.querySelectorAll<HTMLButtonElement>('button[data-quote-refresh]')) {
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
  }
  for (const status of widget.querySelectorAll<HTMLElement>('[data-quote-field="checked"]')) status.textContent = REFRESHING;
}

function showSettled(widget: HTMLElement, quote: StockQuote | null | undefined): void {
  for (const button of widget.querySelectorAll<HTMLButtonElement>('button[data-quote-refresh]')) {
    button.disabled = false;
    button.setAttribute('aria-busy', 'false');
  }
  show(widget, quote);
}

/** Keeps every widget of one symbol current: one request at a time, a held quote marked stale when a request fails. */
function followSymbol(symbol: string, widgets: HTMLElement[], rendered: StockQuote | null | undefined): void {
  let quote = rendered;
  let inFlight: Promise<void> | null = null;
  const refresh = () => {
    inFlight ??= (async () => {
      for (const widget of widgets) showRefreshing(widget);
      try {
        quote = await fetchJson<StockQuote>(`/api/stock/${encodeURIComponent(symbol)}`);
      } catch (error) {
        // A warning, not an error: an unavailable provider is expected and the widgets say so.
        console.warn(error instanceof Error ? STOCK_FETCH_FAILED : 'An error occurred', error);
        quote = quote ? { ...quote, stale: true } : null;
      } finally {
        inFlight = null;
      }
      for (const widget of widgets) showSettled(widget, quote);
    })();
    return inFlight;
  };
  for (const widget of widgets) {
    for (const button of widget.querySelectorAll<HTMLButtonElement>('button[data-quote-refresh]')) button.addEventListener('click', () => void refresh());
  }
  if (rendered === null) console.warn(STOCK_FETCH_FAILED);
  void pageLoaded()
    .then(() => after(quoteRefreshDelay(rendered)))
    .then(() => {
      void refresh();
      setInterval(() => void refresh(), STOCK_REFRESH_MS);
    });
}

/**
 * The page's quote widgets ([data-quote], rendered by the server) refresh by themselves, without React: a
 * quote older than a cached page can be is asked for once the page has loaded, then every five minutes,
 * and a widget's Refresh button asks at once.
 */
export function refreshLiveQuotes(root: ParentNode, rendered: RenderedQuotes): void {
  const bySymbol = new Map<string, HTMLElement[]>();
  for (const widget of root.querySelectorAll<HTMLElement>('[data-quote]')) {
    const symbol = widget.dataset.quote!;
    bySymbol.set(symbol, [...(bySymbol.get(symbol) ?? []), widget]);
  }
  for (const [symbol, widgets] of bySymbol) followSymbol(symbol, widgets, rendered[symbol]);
}
