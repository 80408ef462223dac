import { useCallback, useEffect, useState } from 'react';
import { problemOf } from '../admin-api.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';

export type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; value: T };

/** Loads what an admin screen shows, ends an expired session, and reloads on demand. */
export function useLoaded<T>(load: () => Promise<T>, failure: string): Loaded<T> & { reload: () => Promise<void> } {
  const expired = useSessionExpiry();
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      setState({ status: 'ready', value: await load() });
    } catch (error) {
      if (expired(error)) return;
      setState({ status: 'failed', message: problemOf(error).message ?? failure });
    }
  }, [load, failure, expired]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { ...state, reload };
}
