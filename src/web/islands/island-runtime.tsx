import { createStore } from 'jotai';
import { type ComponentType, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { publicConfigAtom } from '../state/config.ts';
import { siteContentAtom } from '../state/site-content.ts';
import { adoptServerStyles } from '../styles/server-styles.ts';
import { type Island, IslandRoot, islandIdPrefix } from './define-island.tsx';
import type { IslandData } from '../../shared/island-data.ts';
import type { JsonObject } from '../../shared/json.ts';

/**
 * React, React DOM and jotai for a public page's islands, in a chunk of their own: the page's loader
 * (src/web/entry-islands.ts) imports it only when a first island is about to hydrate, so a page whose
 * islands all wait for a visitor runs no React at load.
 */
let store: ReturnType<typeof createStore> | null = null;

/** The one store every island of the page shares, seeded from the page's data (the config and the company's facts). */
function sharedStore(data: IslandData): ReturnType<typeof createStore> {
  if (!store) {
    store = createStore();
    store.set(publicConfigAtom, data.config);
    store.set(siteContentAtom, data.site);
  }
  return store;
}

/**
 * Hydrates one island as its own root; resolves once React has attached to its server HTML. As a
 * transition, hydration yields to the browser every few milliseconds instead of holding the main thread
 * for a whole island, so a tap or scroll during it is answered at once.
 */
export function hydrateIsland(element: HTMLElement, id: string, island: Island<never>, props: JsonObject, data: IslandData): Promise<void> {
  // Props of any island: the module and the props the server recorded with its name belong together.
  const Component = island.Component as ComponentType<JsonObject>;
  adoptServerStyles(document);
  return new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        element,
        <IslandRoot store={sharedStore(data)} onHydrated={resolve}>
          <Component {...props} />
        </IslandRoot>,
        { identifierPrefix: islandIdPrefix(id) },
      );
    });
  });
}
