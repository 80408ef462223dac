import { useCallback } from 'react';
import { useToast } from '../../ui/toast.tsx';
import { problemOf } from '../admin-api.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';

/**
 * How an admin action that failed says so: an expired session ends here (back to the login card);
 * otherwise a destructive toast titled `title`, with the server's reason beneath it when it gave one.
 */
export function useFailureToast(): (title: string, error: unknown) => void {
  const toast = useToast();
  const expired = useSessionExpiry();
  return useCallback(
    (title: string, error: unknown) => {
      if (expired(error)) return;
      const { message } = problemOf(error);
      toast({ variant: 'destructive', title, ...(message ? { description: message } : {}) });
    },
    [expired, toast],
  );
}
