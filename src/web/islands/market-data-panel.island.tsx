import { VENTURE_SYMBOL } from '../../shared/site.ts';
import { MarketDataPanel } from '../components/stock/market-data-panel.tsx';
import { quotesAtom } from '../state/quotes.ts';
import { quoteRefreshDelay } from '../state/stock-quote.ts';
import { defineIsland } from './define-island.tsx';

export default defineIsland('market-data-panel', MarketDataPanel, 'load', (_props, store) => quoteRefreshDelay(store.get(quotesAtom)[VENTURE_SYMBOL]));
