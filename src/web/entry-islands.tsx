import { createStore } from 'jotai';
import { hydrateRoot } from 'react-dom/client';
import { type Island, IslandRoot, islandIdPrefix } from './islands/define-island.tsx';
import { ISLAND_DATA_ELEMENT_ID, type IslandData, type IslandEntry } from './islands/island-data.ts';
import { readJsonScript } from './json-script.ts';
import { publicConfigAtom } from './state/config.ts';
import { quotesAtom } from './state/quotes.ts';

/**
 * A public page's only script. The server rendered the whole page; this hydrates just its islands, each
 * as its own root from its own chunk, all sharing one jotai store (two quote widgets show one quote).
 */
const modules = import.meta.glob<{ default: Island<object> }>('./islands/*.island.tsx');
const data = readJsonScript<IslandData>(ISLAND_DATA_ELEMENT_ID);
const store = createStore();
if (data) {
  store.set(publicConfigAtom, data.config);
  store.set(quotesAtom, data.quotes);
}

async function hydrate(element: HTMLElement, id: string, entry: IslandEntry): Promise<void> {
  const load = modules[`./islands/${entry.name}.island.tsx`];
  if (!load) throw new Error(`No island module named ${entry.name}`);
  const { Component } = (await load()).default;
  await new Promise<void>((resolve) => {
    hydrateRoot(
      element,
      <IslandRoot store={store} onHydrated={resolve}>
        <Component {...(entry.props as object)} />
      </IslandRoot>,
      { identifierPrefix: islandIdPrefix(id) },
    );
  });
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

const atLoad: Promise<void>[] = [];
for (const element of document.querySelectorAll<HTMLElement>('dc-island[data-island]')) {
  const id = element.dataset.island!;
  const entry = data?.islands[id];
  if (!entry) continue;
  if (entry.hydrate === 'visible') void nearViewport(element).then(() => hydrate(element, id, entry));
  else atLoad.push(hydrate(element, id, entry));
}
// Tests wait for this mark before they interact.
void Promise.all(atLoad).then(() => {
  document.documentElement.dataset.hydrated = 'true';
});
