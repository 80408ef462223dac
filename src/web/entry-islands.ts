import { isSearchShortcut } from './components/search/search-shortcut.ts';
import { scrollCurrentIntoView } from './enhancements/scroll-current-into-view.ts';
import type { Island } from './islands/define-island.tsx';
import { ISLAND_DATA_ELEMENT_ID, type IslandData, type IslandEntry } from './islands/island-data.ts';
import { readJsonScript } from './json-script.ts';

/**
 * A public page's only script, and a small one: React stays out of it. The server rendered the whole
 * page; this hydrates its islands, each as its own root from its own chunk, when each asks for it (see
 * HydrateOn): at load, when scrolled near, or on first use. React and the shared store come with the
 * first island that hydrates (islands/island-runtime.tsx).
 */
const modules = import.meta.glob<{ default: Island<object> }>('./islands/*.island.tsx');
const loadRuntime = () => import('./islands/island-runtime.tsx');
const data = readJsonScript<IslandData>(ISLAND_DATA_ELEMENT_ID);

scrollCurrentIntoView(document);

function loadIsland(entry: IslandEntry): Promise<Island<object>> {
  const load = modules[`./islands/${entry.name}.island.tsx`];
  if (!load) throw new Error(`No island module named ${entry.name}`);
  return load().then((module) => module.default);
}

async function hydrate(element: HTMLElement, id: string, entry: IslandEntry, page: IslandData): Promise<void> {
  const [runtime, island] = await Promise.all([loadRuntime(), loadIsland(entry)]);
  await runtime.hydrateIsland(element, id, island, entry.props as object, page);
}

/** Resolves once the element comes within a screen of the viewport. */
function nearViewport(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        resolve();
      },
      { rootMargin: '100% 0px' },
    );
    // display: contents gives the island no box of its own: watch its first child.
    observer.observe(element.firstElementChild ?? element);
  });
}

/** Signs of a visitor reaching for a control: these start hydration but are not held back. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;
/** Controls a held click is meant for; links need no script and are left to navigate. */
const CONTROLS = 'button, [role="button"], summary';
/** Fields take their keys natively (a held key would be replayed without typing anything). */
const TEXT_FIELDS = 'input, textarea, select, [contenteditable]';

/**
 * The page's interaction islands, woken together on the first use of any of them: they open each other's
 * dialogs through the shared store, so the dialog host must be attached when its button is.
 */
function wakeOnInteraction(dormant: { element: HTMLElement; id: string; entry: IslandEntry }[], page: IslandData): void {
  if (dormant.length === 0) return;
  let woken: Promise<void> | null = null;
  let attached = false;

  const wake = (): Promise<void> => {
    woken ??= Promise.all(dormant.map(({ element, id, entry }) => hydrate(element, id, entry, page))).then(() => {
      attached = true;
      window.removeEventListener('keydown', onShortcut, true);
    });
    return woken;
  };

  /** Holds an event that would be lost on server HTML, and replays it on its target once React is attached. */
  const holdAndReplay = (event: Event, target: HTMLElement, replay: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    void wake().then(() => {
      if (target.isConnected) replay();
    });
  };

  for (const { element } of dormant) {
    for (const type of INTENT_EVENTS) {
      element.addEventListener(
        type,
        (event) => {
          if (attached) return;
          const target = event.target as HTMLElement;
          void wake().then(() => {
            // React attached after the pointer arrived or focus moved in: tell it, so hover menus and focus styles follow.
            if (type === 'pointerover' && target.isConnected && target.matches(':hover')) {
              target.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
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
        if (attached || !control) return;
        holdAndReplay(event, control, () => control.click());
      },
      { capture: true },
    );
    element.addEventListener(
      'keydown',
      (event) => {
        // Enter and Space on a button become a click, which the click handler above holds.
        if (attached || event.key === 'Enter' || event.key === ' ' || event.key === 'Tab') return;
        const target = event.target as HTMLElement;
        if (target.closest(TEXT_FIELDS)) return;
        holdAndReplay(event, target, () => target.dispatchEvent(new KeyboardEvent('keydown', event)));
      },
      { capture: true },
    );
  }

  function onShortcut(event: KeyboardEvent) {
    if (attached || !isSearchShortcut(event)) return;
    holdAndReplay(event, document.body, () => window.dispatchEvent(new KeyboardEvent('keydown', event)));
  }
  window.addEventListener('keydown', onShortcut, true);

  // Fetch their code while the page is idle, so a first tap waits only for React to attach, not the network.
  const warm = () => {
    void loadRuntime();
    for (const { entry } of dormant) void loadIsland(entry);
  };
  if ('requestIdleCallback' in window) requestIdleCallback(warm, { timeout: 3000 });
  else setTimeout(warm, 1000);
}

const atLoad: Promise<void>[] = [];
const dormant: { element: HTMLElement; id: string; entry: IslandEntry }[] = [];
if (data) {
  for (const element of document.querySelectorAll<HTMLElement>('dc-island[data-island]')) {
    const id = element.dataset.island!;
    const entry = data.islands[id];
    if (!entry) continue;
    if (entry.hydrate === 'interaction') dormant.push({ element, id, entry });
    else if (entry.hydrate === 'visible') void nearViewport(element).then(() => hydrate(element, id, entry, data));
    else atLoad.push(hydrate(element, id, entry, data));
  }
  wakeOnInteraction(dormant, data);
}
// Tests wait for this mark before they interact: the islands that hydrate at load have done so.
void Promise.all(atLoad).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
