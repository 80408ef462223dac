import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { getInboxUnread } from './inbox-api.ts';

// A message that arrives while the admin stays open on one screen still shows within a couple of minutes.
const POLL_MS = 2 * 60_000;

/** Unread contact messages, as the server last said (null before it has). Shared by the navigation and the Inbox. */
const inboxUnreadAtom = atom<number | null>(null);

/** A function that reads the count again; a failure keeps the last count (an expired session is the screen's to tell). */
export function useRefreshInboxUnread(token: string): () => Promise<void> {
  const setUnread = useSetAtom(inboxUnreadAtom);
  return useCallback(
    () =>
      getInboxUnread(token).then(
        ({ unread }) => setUnread(unread),
        () => {},
      ),
    [token, setUnread],
  );
}

/** The unread count, read when a screen opens, when the window comes back into view, and every few minutes while seen. */
export function useInboxUnread(token: string): number | null {
  const unread = useAtomValue(inboxUnreadAtom);
  const refresh = useRefreshInboxUnread(token);
  useEffect(() => {
    void refresh();
    const whenSeen = () => {
      if (document.visibilityState === 'visible') void refresh();
    };
    const poll = setInterval(whenSeen, POLL_MS);
    document.addEventListener('visibilitychange', whenSeen);
    return () => {
      clearInterval(poll);
      document.removeEventListener('visibilitychange', whenSeen);
    };
  }, [refresh]);
  return unread;
}
