import { useEffect } from 'react';
import { useLoaderData, useRevalidator } from 'react-router-dom';
import type { LoadedView } from './history-loaders.ts';

/**
 * The route's drawn price history. When the server rendered before it held any (it never waits on
 * the provider), the browser asks once after hydration.
 */
export function useHistoryView<T>(): LoadedView<T> {
  const loaded = useLoaderData() as LoadedView<T>;
  const { revalidate, state } = useRevalidator();
  const pending = loaded.state.status === 'pending';
  useEffect(() => {
    if (pending && state === 'idle') void revalidate();
  }, [pending, state, revalidate]);
  return loaded;
}
