import { atom } from 'jotai';
import type { StockQuote } from '../../shared/stock.ts';

/** Quotes the server already held when it rendered the page, keyed by symbol, so prices do not pop in. */
export const quotesAtom = atom<Record<string, StockQuote>>({});
