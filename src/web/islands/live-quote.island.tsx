import { TICKER } from '../../shared/site.ts';
import { LiveQuote } from '../components/stock/live-quote.tsx';
import { historyFirstWork } from '../components/stock/price-chart/use-history-view.ts';
import { quotesAtom } from '../state/quotes.ts';
import { quoteRefreshDelay } from '../state/stock-quote.ts';
import { defineIsland, soonest } from './define-island.tsx';

export default defineIsland('live-quote', LiveQuote, 'load', (props, store) =>
  soonest(quoteRefreshDelay(store.get(quotesAtom)[props.symbol ?? TICKER]), props.sparkline ? historyFirstWork(props.sparkline) : null),
);
