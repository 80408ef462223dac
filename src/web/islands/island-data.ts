import type { PublicConfig } from '../../shared/public-config.ts';
import type { RenderedQuotes } from '../../shared/stock.ts';

/**
 * When an island hydrates: 'load' for controls a visitor may reach for at once (each responds to the first
 * tap), 'visible' for parts further down that only animate or update once scrolled to.
 */
export type HydrateOn = 'load' | 'visible';

export interface IslandEntry {
  name: string;
  props: unknown;
  hydrate: HydrateOn;
}

/** The one JSON document a public page carries for its islands: their props, and the shared atoms' values. */
export interface IslandData {
  islands: Record<string, IslandEntry>;
  config: PublicConfig;
  quotes: RenderedQuotes;
}

export const ISLAND_DATA_ELEMENT_ID = 'island-data';

