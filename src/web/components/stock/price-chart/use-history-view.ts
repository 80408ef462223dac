import { useCallback, useEffect, useState } from 'react';
import type { HistoryRange } from '../../../../shared/history-ranges.ts';
import type { Wake } from '../../../../shared/island-data.ts';
import { apiDataSource } from '../../../data/data-source.ts';
import { type DrawView, type LoadedView, loadView } from './history-loaders.ts';

/** A history view has work of its own at load when the server had no history to render (it asks once); else only when used. */
export function historyWake(initial: LoadedView<unknown>): Wake {
  return initial.state.status === 'pending' ? 'load' : 'use';
}

/**
 * A drawn price history, starting from what the server rendered. When the server rendered before it held
 * any (it never waits on the provider), the browser asks once after hydration; `show` loads another range.
 */
export function useHistoryView<T>(initial: LoadedView<T>, draw: DrawView<T>) {
  const [loaded, setLoaded] = useState(initial);
  const [switching, setSwitching] = useState(false);
  const show = useCallback(
    async (range: HistoryRange) => {
      setSwitching(true);
      try {
        setLoaded(await loadView(apiDataSource, range, draw));
      } finally {
        setSwitching(false);
      }
    },
    [draw],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the server rendered decides this, once
  useEffect(() => {
    if (historyWake(initial) === 'load') void show(initial.range);
  }, []);
  return { ...loaded, switching, show };
}
