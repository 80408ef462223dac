import { ISLAND_DATA_ELEMENT_ID, type IslandData, type IslandEntry, islandModule, PREFETCH_ELEMENT_ID } from '../shared/island-data.ts';
import { readJsonScript } from '../shared/json-script.ts';
import { isSearchShortcut } from './components/search/search-shortcut.ts';
import { enhanceAlertSignups } from './enhancements/alert-signup.ts';
import { loadEmbedScriptsNearFrames } from './enhancements/embed-scripts.ts';
import { startSlideshows } from './enhancements/hero-slideshow.ts';
import { refreshLiveQuotes } from './enhancements/live-quotes.ts';
import { showNewsPlaceholdersOnYearChange } from './enhancements/news-year-links.ts';
import { revealOnScroll } from './enhancements/reveal-on-scroll.ts';
import { scrollCurrentIntoView } from './enhancements/scroll-current-into-view.ts';
import type { Island } from './islands/define-island.tsx';
import { nearViewport, pageLoaded } from './wait-for.ts';

/**
 * A public page's only script, and a small one: React stays out of it. The server rendered the whole
 * page; this runs the behaviour that needs no React (enhancements/: the section bar's scroll, scroll
 * reveals, the hero slideshow, form-embed scripts, the news alert sign-up and year links, live quotes)
 * and hydrates its islands, each as its own root from its own chunk, on first use or earlier when it
 * asks (see Wake). React and the shared store come with the first island that hydrates
 * (islands/island-runtime.tsx). No island's code is fetched before the page's own text, fonts and images
 * have loaded, unless a visitor reaches for it first.
 */
const modules = import.meta.glob<{ default: Island<never> }>('./**/*.island.tsx');
const loadRuntime = () => import('./islands/island-runtime.tsx');
const data = readJsonScript<IslandData>(ISLAND_DATA_ELEMENT_ID);

scrollCurrentIntoView(document);
revealOnScroll(document);
startSlideshows(document);
loadEmbedScriptsNearFrames(document);
enhanceAlertSignups(document);
showNewsPlaceholdersOnYearChange(document);
refreshLiveQuotes(document, data?.quotes ?? {});

function loadIsland(entry: IslandEntry): Promise<Island<never>> {
  const load = modules[islandModule(entry.name)];
  if (!load) throw new Error(`No island module named ${entry.name}`);
  return load().then((module) => module.default);
}

async function hydrate(element: HTMLElement, id: string, entry: IslandEntry, page: IslandData): Promise<void> {
  const [runtime, island] = await Promise.all([loadRuntime(), loadIsland(entry)]);
  await runtime.hydrateIsland(element, id, island, entry.props, page);
}

/** Signs of a visitor reaching for a control: these start hydration but are not held back. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** Controls a held click is meant for; links need no script and are left to navigate. */
const CONTROLS = 'button, [role="button"], summary';
/** Fields take their keys natively (a held key would be replayed without typing anything). */
const TEXT_FIELDS = 'input, textarea, select, [contenteditable]';

/** Keeps an event from server HTML that cannot answer it, and replays it once `wake` has attached React. */
function holdAndReplay(event: Event, wake: () => Promise<void>, replay: () => void): void {
  event.preventDefault();
  event.stopImmediatePropagation();
  void wake().then(replay);
}

/**
 * Until React has attached to an island, its server HTML cannot answer: a first use starts hydration
 * (`wake`), and a click on a control or a key press is held and replayed on its target once attached,
 * so a tap on a slow phone is late, never lost.
 */
function holdUntilAttached(element: HTMLElement, wake: () => Promise<void>, attached: () => boolean): void {
  // Where the pointer last was over the island, for React to learn once attached (a chart's crosshair follows it).
  let pointer: PointerEventInit = {};
  element.addEventListener(
    'pointermove',
    (event) => {
      if (!attached()) pointer = { clientX: event.clientX, clientY: event.clientY, pointerType: event.pointerType };
    },
    { passive: true },
  );
  for (const type of INTENT_EVENTS) {
    element.addEventListener(
      type,
      (event) => {
        if (attached()) return;
        const target = event.target as HTMLElement;
        if (event instanceof PointerEvent) pointer = { clientX: event.clientX, clientY: event.clientY, pointerType: event.pointerType };
        void wake().then(() => {
          // React attached after the pointer arrived or focus moved in: tell it, so hover menus, a crosshair and focus styles follow.
          if (type === 'pointerover' && target.isConnected && target.matches(':hover')) {
            const under = document.elementFromPoint(pointer.clientX ?? 0, pointer.clientY ?? 0) ?? target;
            under.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, ...pointer }));
            under.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, ...pointer }));
          }
          if (type === 'focusin' && document.activeElement === target) target.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        });
      },
      { passive: true },
    );
  }
  element.addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element).closest<HTMLElement>(CONTROLS);
      if (attached() || !control) return;
      holdAndReplay(event, wake, () => control.isConnected && control.click());
    },
    { capture: true },
  );
  element.addEventListener(
    'keydown',
    (event) => {
      // Enter and Space on a button become a click, which is held above; Tab moves focus natively.
      if (attached() || event.key === 'Enter' || event.key === ' ' || event.key === 'Tab') return;
      const target = event.target as HTMLElement;
      if (target.closest(TEXT_FIELDS)) return;
      holdAndReplay(event, wake, () => target.isConnected && target.dispatchEvent(new KeyboardEvent('keydown', event)));
    },
    { capture: true },
  );
}

/**
 * Starts a hydration once, whatever asks first, and tracks whether it has finished, for the synchronous
 * checks of event listeners.
 */
function settled(start: () => Promise<void>): { wake: () => Promise<void>; attached: () => boolean } {
  let promise: Promise<void> | null = null;
  let done = false;
  const wake = () => {
    promise ??= start().then(() => {
      done = true;
    });
    return promise;
  };
  return { wake, attached: () => done };
}

/**
 * Fetches (without running) the listed chunks into the HTTP cache once the page has loaded and is idle.
 * A worker makes the requests: each one made here cost the main thread several milliseconds.
 */
function prefetchWhenIdle(urls: string[]): void {
  if (urls.length === 0) return;
  const prefetch = () => {
    const worker = new Worker(new URL('./prefetch-worker.ts', import.meta.url), { type: 'module' });
    // Tests wait for this mark before they check that first use runs from the cache.
    worker.onmessage = () => {
      document.documentElement.dataset.prefetched = 'true';
    };
    worker.postMessage(urls);
  };
  void pageLoaded().then(() => ('requestIdleCallback' in window ? requestIdleCallback(prefetch, { timeout: 3000 }) : setTimeout(prefetch, 200)));
}

/**
 * Each island hydrates on its own first use, or earlier when it asks (see Wake). An island announcing
 * keyboard shortcuts (the search button's aria-keyshortcuts) has them held the same way until it has
 * attached, since they are pressed anywhere on the page.
 */
const atLoad: Promise<void>[] = [];
if (data) {
  for (const element of document.querySelectorAll<HTMLElement>('dc-island[data-island]')) {
    const id = element.dataset.island!;
    const entry = data.islands[id];
    if (!entry) continue;
    const island = settled(() => hydrate(element, id, entry, data));
    holdUntilAttached(element, island.wake, island.attached);
    if (element.querySelector('[aria-keyshortcuts]')) {
      window.addEventListener(
        'keydown',
        (event) => {
          if (island.attached() || !isSearchShortcut(event)) return;
          holdAndReplay(event, island.wake, () => window.dispatchEvent(new KeyboardEvent('keydown', event)));
        },
        true,
      );
    }
    // An island in view at load still waits for the page's own content, like those that hydrate at load.
    if (entry.wake === 'visible') void pageLoaded().then(() => nearViewport(element)).then(island.wake);
    if (entry.wake === 'load') atLoad.push(pageLoaded().then(island.wake));
  }
  prefetchWhenIdle(readJsonScript<string[]>(PREFETCH_ELEMENT_ID) ?? []);
}
// Tests wait for this mark before they interact: the islands that hydrate at load have done so.
void Promise.all(atLoad).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
