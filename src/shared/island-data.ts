import type { JsonObject } from './json.ts';
import type { PublicConfig } from './public-config.ts';
import type { SiteContent } from './site-content.ts';
import type { RenderedQuotes } from './stock.ts';

/**
 * When an island hydrates by itself. Every island also hydrates on its first use (a pointer, touch, focus
 * or key inside it; a click or key that arrives first is held and replayed), so most need nothing else:
 * - 'use' (the default): only then, for controls that do nothing until used (menus, dialog buttons, tabs);
 *   their code is prefetched once the page has loaded and is idle, so the first tap only waits for React;
 * - 'visible': once the page has loaded and it is within a screen of the viewport (an animation further down);
 * - 'load': once the page has loaded (a chart that must still fetch its history).
 */
export type Wake = 'use' | 'visible' | 'load';

/** What the server records of each island it rendered: its module (see islandName), its props and when it wakes. */
export interface IslandEntry {
  name: string;
  props: JsonObject;
  wake: Wake;
}

/** The one JSON document a public page carries for its scripts: its islands, the config, and the quotes it was rendered with. */
export interface IslandData {
  islands: Record<string, IslandEntry>;
  config: PublicConfig;
  /** What the live-quote enhancement starts from (enhancements/live-quotes.ts). */
  quotes: RenderedQuotes;
  site: SiteContent;
}

/**
 * An island's name is its module's path under src/web, as Vite's glob lists it in both entries
 * ('./components/layout/mobile-menu.island.tsx' is 'components/layout/mobile-menu'), so it is never
 * written by hand; islandModule turns it back into that path.
 */
export const islandName = (modulePath: string) => modulePath.replace(/^\.\//, '').replace(/\.island\.tsx$/, '');
export const islandModule = (name: string) => `./${name}.island.tsx`;
/** React, React DOM and jotai for the islands, relative to src/web. */
export const ISLAND_RUNTIME_MODULE = './islands/island-runtime.tsx';

export const ISLAND_DATA_ELEMENT_ID = 'island-data';

/** The chunks of the islands that wait for a visitor, as a JSON list of URLs the loader prefetches when idle. */
export const PREFETCH_ELEMENT_ID = 'island-prefetch';
