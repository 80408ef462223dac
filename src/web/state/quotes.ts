import { atom } from 'jotai';
import type { RenderedQuotes } from '../../shared/stock.ts';

/** Quotes the server already held when it rendered the page, keyed by symbol, so prices do not pop in. */
export const quotesAtom = atom<RenderedQuotes>({});
