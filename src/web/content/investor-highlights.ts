import { EXCHANGE, TICKER } from '../../shared/site.ts';
import type { PageSearchText } from '../../shared/search.ts';
import { agmDocuments } from './agm.ts';
import { capitalization } from './capitalization.ts';

/** The figures the Investors hub shows. */
export const tradingSymbol = { exchange: EXCHANGE, ticker: TICKER } as const;

/** Record copper price of late July 2025 on the commodity exchange. */
export const copperRecord = {
  period: 'Late July 2025',
  perPound: '$5.68/lb',
  perTonne: '$12,500/t',
} as const;

/** The corporate presentation summary on the Investors hub. */
export const portfolioSummary = [
  { value: '2', label: 'Projects' },
  { value: '6K+', label: 'Hectares' },
] as const;

/** Site search finds /investors by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/investors', content: [tradingSymbol, copperRecord, portfolioSummary, capitalization, agmDocuments] };
