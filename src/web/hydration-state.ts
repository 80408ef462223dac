import type { HydrationState } from 'react-router-dom';
import type { PublicConfig } from '../shared/public-config.ts';
import type { RenderedQuotes } from '../shared/stock.ts';

/** Everything the browser needs to hydrate exactly what the server rendered. */
export interface PageState {
  router: HydrationState;
  config: PublicConfig;
  quotes: RenderedQuotes;
}

export const STATE_ELEMENT_ID = 'page-state';

/** JSON inside <script type="application/json">: only "<" can end the element early, so escape it. */
export function serializeState(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
