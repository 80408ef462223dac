import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminArticle } from '../../shared/article.ts';
import { listArticles } from '../admin-api.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';

export interface AdminArticlesState {
  articles: AdminArticle[] | null;
  error: string | null;
  reload: () => Promise<void>;
}

/** The admin article list, fetched when logged in and again after every write. */
export function useAdminArticles(token: string): AdminArticlesState {
  const [articles, setArticles] = useState<AdminArticle[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const expired = useSessionExpiry();
  // Only the latest request may write state: a slow earlier answer must not overwrite a newer list.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const list = await listArticles(token);
      if (request !== latest.current) return;
      setArticles(list);
      setError(null);
    } catch (failure) {
      if (request !== latest.current || expired(failure)) return;
      setError(failure instanceof Error ? failure.message : 'Failed to fetch articles');
    }
  }, [token, expired]);

  useEffect(() => {
    void reload();
    return () => {
      latest.current++;
    };
  }, [reload]);

  return { articles, error, reload };
}
