import type { SiteContent } from '../../shared/site-content.ts';
import type { PublicConfig } from '../../shared/public-config.ts';
import type { RenderedQuotes } from '../../shared/stock.ts';

/**
 * When an island hydrates:
 * - 'load': once the page has loaded, for parts that run by themselves (a quote that refreshes, a chart
 *   that must fetch its history);
 * - 'visible': once the page has loaded and it is within a screen of the viewport, for parts further
 *   down that only animate (the management team's spring);
 * - 'interaction': on the first pointer, touch, focus or key inside it, or a page shortcut (search), for
 *   controls that do nothing until used (menus, dialog buttons, tabs, filters). A click or key press that
 *   arrives before the island has hydrated is held and replayed on it afterwards, so the first tap is never
 *   lost. These islands' code is prefetched once the page has loaded and is idle, so the first tap only
 *   waits for React to attach.
 */
export type HydrateOn = 'load' | 'visible' | 'interaction';

export interface IslandEntry {
  name: string;
  props: unknown;
  hydrate: HydrateOn;
  /**
   * For a 'load' island: how long after the page has loaded it first has work of its own (a quote going
   * stale, a chart with no history yet), or null when only a visitor's use gives it any. Until then it waits
   * like an 'interaction' island, so a page whose islands have nothing to do yet runs no React at load.
   */
  wakeInMs?: number | null;
}

/** The one JSON document a public page carries for its scripts: its islands' props, the config, and the quotes it was rendered with. */
export interface IslandData {
  islands: Record<string, IslandEntry>;
  config: PublicConfig;
  /** What the live-quote enhancement starts from (enhancements/live-quotes.ts). */
  quotes: RenderedQuotes;
  site: SiteContent;
}

/**
 * How long after the page has loaded an island wakes by itself: 0 at once, a delay until its first work,
 * or null when only a visitor wakes it (by use, or for 'visible' islands by scrolling near).
 */
export function selfWakeDelay(entry: IslandEntry): number | null {
  if (entry.hydrate !== 'load') return null;
  // Not `??`: null (waits for a visitor) must stay null; only an island that declares nothing wakes at load.
  return entry.wakeInMs === undefined ? 0 : entry.wakeInMs;
}

/** The module of an island, and of React with the shared store, relative to src/web. */
export const islandModule = (name: string) => `./islands/${name}.island.tsx`;
export const ISLAND_RUNTIME_MODULE = './islands/island-runtime.tsx';

export const ISLAND_DATA_ELEMENT_ID = 'island-data';


/** The chunks of the islands that wait for a visitor, as a JSON list of URLs the loader prefetches when idle. */
export const PREFETCH_ELEMENT_ID = 'island-prefetch';
