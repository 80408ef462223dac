import { useCallback } from 'react';
import type { AdminArticle } from '../../../shared/article.ts';
import { useToast } from '../../components/ui/toast.tsx';
import { previewArticle, problemOf } from './admin-api.ts';
import { useSessionExpiry } from './use-session-expiry.ts';

/**
 * Opens an article's preview in a new tab. The tab is opened during the click, before the link is
 * fetched, so pop-up blockers let it through; it is closed again if the link cannot be made.
 */
export function useOpenPreview(token: string): (article: AdminArticle) => void {
  const toast = useToast();
  const expired = useSessionExpiry();
  return useCallback(
    (article: AdminArticle) => {
      const tab = window.open('about:blank', '_blank');
      previewArticle(token, article.id).then(
        ({ url }) => {
          if (tab) tab.location.href = url;
          else window.location.assign(url);
        },
        (error: unknown) => {
          tab?.close();
          if (expired(error)) return;
          const { message } = problemOf(error);
          toast({ variant: 'destructive', title: 'Failed to open preview', ...(message ? { description: message } : {}) });
        },
      );
    },
    [token, toast, expired],
  );
}
