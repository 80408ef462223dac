import { RENDERED_PAGE_MAX_AGE_MS, STOCK_REFRESH_MS } from '../../shared/page-freshness.ts';
import type { RenderedQuotes, StockQuote } from '../../shared/stock.ts';
import { basisOf, type QuoteCondition, type QuoteField, type QuoteView, REFRESHING } from '../components/stock/quote-view.ts';
import { fetchJson } from '../../shared/fetch-json.ts';
import { after, pageLoaded } from '../wait-for.ts';
import type { QuoteViewsAnswer, QuoteViewsRequest } from './quote-views-worker.ts';

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

let composer: Worker | undefined;
let lastRequest = 0;

/**
 * The views of a quote for widgets of these bases, composed in a worker (quote-views-worker.ts) that the
 * first refresh starts; null when the worker could not start (the next refresh starts another).
 */
function composeViews(quote: StockQuote | null | undefined, bases: QuoteViewsRequest['bases']): Promise<QuoteView[] | null> {
  composer ??= new Worker(new URL('./quote-views-worker.ts', import.meta.url), { type: 'module' });
  const worker = composer;
  const id = ++lastRequest;
  return new Promise((resolve) => {
    const done = (views: QuoteView[] | null) => {
      worker.removeEventListener('message', answered);
      worker.removeEventListener('error', failed);
      resolve(views);
    };
    const answered = (event: MessageEvent<QuoteViewsAnswer>) => {
      if (event.data.id === id) done(event.data.views);
    };
    const failed = () => {
      if (composer === worker) composer = undefined;
      done(null);
    };
    worker.addEventListener('message', answered);
    worker.addEventListener('error', failed);
    worker.postMessage({ id, quote, bases } satisfies QuoteViewsRequest);
  });
}

/** Writes a view into a widget's marked parts (see quote-view.ts). */
function show(widget: HTMLElement, view: QuoteView): void {
  for (const part of widget.querySelectorAll<HTMLElement>('[data-quote-field]')) part.textContent = view.texts[part.dataset.quoteField as QuoteField];
  for (const part of widget.querySelectorAll<HTMLElement>('[data-quote-when]')) part.hidden = !view.shows[part.dataset.quoteWhen as QuoteCondition];
  for (const part of widget.querySelectorAll<HTMLElement>('[data-quote-direction]')) part.dataset.quoteDirection = view.direction;
}

/** Marks a refresh under way; returns what puts the widget back as it was, should no view come of it. */
function showRefreshing(widget: HTMLElement): () => void {
  const buttons = [...widget.querySelectorAll<HTMLButtonElement>('button[data-quote-refresh]')];
  const statuses = [...widget.querySelectorAll<HTMLElement>('[data-quote-field="checked"]')].map((status) => [status, status.textContent] as const);
  const busy = (on: boolean) => {
    for (const button of buttons) {
      button.disabled = on;
      button.setAttribute('aria-busy', String(on));
    }
  };
  busy(true);
  for (const [status] of statuses) status.textContent = REFRESHING;
  return () => {
    busy(false);
    for (const [status, text] of statuses) status.textContent = text;
  };
}

/** Keeps every widget of one symbol current: one request at a time, a held quote marked stale when a request fails. */
function followSymbol(symbol: string, widgets: HTMLElement[], rendered: StockQuote | null | undefined): void {
  let quote = rendered;
  let inFlight: Promise<void> | null = null;
  const refresh = () => {
    inFlight ??= (async () => {
      const settle = widgets.map(showRefreshing);
      try {
        quote = await fetchJson<StockQuote>(`/api/stock/${encodeURIComponent(symbol)}`);
      } catch (error) {
        // A warning, not an error: an unavailable provider is expected and the widgets say so.
        console.warn(error instanceof Error ? STOCK_FETCH_FAILED : 'An error occurred', error);
        quote = quote ? { ...quote, stale: true } : null;
      }
      const views = await composeViews(quote, widgets.map(basisOf));
      // Settled first: the view then writes its own status over the one put back.
      for (const put of settle) put();
      if (views) for (const [i, widget] of widgets.entries()) show(widget, views[i]!);
      inFlight = null;
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
