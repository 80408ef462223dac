import { atom, useAtom, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';

/** The admin bearer token lives in localStorage under this key. */
export const ADMIN_TOKEN_KEY = 'adminToken';

/** undefined until the browser has read localStorage (always on the server and the first client render). */
export const adminTokenAtom = atom<string | null | undefined>(undefined);

function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    // Storage can be blocked (privacy settings): behave as logged out.
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  try {
    if (token) window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
    else window.localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    // The in-memory session still works for this tab.
  }
}

/**
 * Reads the stored token once mounted (no round trip to the server) and follows logins and logouts
 * made in other tabs. Call it once, where the admin screen decides between login card and dashboard.
 */
export function useRestoreAdminSession(): void {
  const setToken = useSetAtom(adminTokenAtom);
  useEffect(() => {
    setToken(readStoredToken());
    const onStorage = (event: StorageEvent) => {
      if (event.key === ADMIN_TOKEN_KEY || event.key === null) setToken(readStoredToken());
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [setToken]);
}

export function useAdminSession() {
  const [token, setToken] = useAtom(adminTokenAtom);
  const signIn = useCallback(
    (next: string) => {
      writeStoredToken(next);
      setToken(next);
    },
    [setToken],
  );
  const signOut = useCallback(() => {
    writeStoredToken(null);
    setToken(null);
  }, [setToken]);
  return { token, signIn, signOut };
}
