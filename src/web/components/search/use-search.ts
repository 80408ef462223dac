import { useEffect, useState } from 'react';
import { EMPTY_RESULTS, SEARCH_QUERY_MAX_LENGTH, type SearchResults } from '../../../shared/search.ts';
import { apiDataSource } from '../../data/data-source.ts';

const DEBOUNCE_MS = 150;

export type SearchState =
  | { status: 'idle'; results: SearchResults }
  | { status: 'loading'; results: SearchResults }
  | { status: 'done'; results: SearchResults }
  | { status: 'error'; results: SearchResults };

/** Searches as the visitor types: waits for a 150 ms pause, and a newer query discards older answers. */
export function useSearch(query: string): SearchState {
  const [state, setState] = useState<SearchState>({ status: 'idle', results: EMPTY_RESULTS });
  const q = query.trim().slice(0, SEARCH_QUERY_MAX_LENGTH);

  useEffect(() => {
    if (!q) {
      setState({ status: 'idle', results: EMPTY_RESULTS });
      return;
    }
    let current = true;
    setState((s) => ({ status: 'loading', results: s.results }));
    const timer = setTimeout(() => {
      apiDataSource.search(q).then(
        (results) => current && setState({ status: 'done', results }),
        () => current && setState({ status: 'error', results: EMPTY_RESULTS }),
      );
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);

  return state;
}
