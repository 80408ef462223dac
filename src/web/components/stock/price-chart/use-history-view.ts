import { useEffect } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { HistoryView } from './history-loaders.ts';

/**
 * The route's price history. When the server rendered before it held any (it never waits on the
 * provider), the browser asks once after hydration.
 */
export function useHistoryView(): HistoryView {
  const view = useLoaderData() as HistoryView;
  const { revalidate, state } = useRevalidator();
  const pending = view.state.status === 'pending';
  useEffect(() => {
    if (pending && state === 'idle') void revalidate();
  }, [pending, state, revalidate]);
  return view;
}
