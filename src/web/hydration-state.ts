import type { HydrationState } from 'react-router-dom';
import type { PublicConfig } from '../shared/public-config.ts';
import type { RenderedQuotes } from '../shared/stock.ts';

/** Everything the admin application needs to hydrate exactly what the server rendered. */
export interface PageState {
  router: HydrationState;
  config: PublicConfig;
  quotes: RenderedQuotes;
}

export const STATE_ELEMENT_ID = 'page-state';
