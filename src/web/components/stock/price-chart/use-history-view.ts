import { useCallback, useEffect, useState } from 'react';
import type { HistoryRange } from '../../../../shared/history-ranges.ts';
import { type DrawView, type LoadedView, loadView } from './history-loaders.ts';

/** When a history view first has work of its own: at once if the server had no history to render, else only when used. */
export function historyFirstWork(initial: LoadedView<unknown>): number | null {
  return initial.state.status === 'pending' ? 0 : null;
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
        setLoaded(await loadView(undefined, range, draw));
      } finally {
        setSwitching(false);
      }
    },
    [draw],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: only what the server rendered decides this, once
  useEffect(() => {
    if (historyFirstWork(initial) === 0) void show(initial.range);
  }, []);
  return { ...loaded, switching, show };
}
