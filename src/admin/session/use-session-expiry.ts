import { useCallback } from 'react';
import { useToast } from '../../ui/toast.tsx';
import { useAdminSession } from './admin-session.ts';
import { isUnauthorized } from '../admin-api.ts';

/**
 * Returns a check for admin call failures: a 401 means the token expired or was revoked, so the
 * session ends here (back to the login card) and the caller skips its own failure message.
 */
export function useSessionExpiry(): (error: unknown) => boolean {
  const { signOut } = useAdminSession();
  const toast = useToast();
  return useCallback(
    (error: unknown) => {
      if (!isUnauthorized(error)) return false;
      signOut();
      toast({ variant: 'destructive', title: 'Session expired', description: 'Please log in again' });
      return true;
    },
    [signOut, toast],
  );
}
