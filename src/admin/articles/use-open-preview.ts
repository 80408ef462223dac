import { useCallback } from 'react';
import type { AdminArticle, ArticleInput } from '../../shared/article.ts';
import type { PreviewResponse } from '../../shared/preview.ts';
import { useToast } from '../../ui/toast.tsx';
import { previewArticle, previewDraft, problemOf } from '../admin-api.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';

/**
 * Opens a preview link in a new tab. The tab is opened during the click, before the link is fetched, so
 * pop-up blockers let it through; it is closed again if the link cannot be made.
 */
function usePreviewTab(): (link: () => Promise<PreviewResponse>) => void {
  const toast = useToast();
  const expired = useSessionExpiry();
  return useCallback(
    (link: () => Promise<PreviewResponse>) => {
      const tab = window.open('about:blank', '_blank');
      link().then(
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
    [toast, expired],
  );
}

/** The saved article's preview, from the list. */
export function useOpenPreview(token: string): (article: AdminArticle) => void {
  const open = usePreviewTab();
  return useCallback((article: AdminArticle) => open(() => previewArticle(token, article.id)), [open, token]);
}

/** The form's text as it stands, saved or not. */
export function useOpenDraftPreview(token: string): (body: ArticleInput) => void {
  const open = usePreviewTab();
  return useCallback((body: ArticleInput) => open(() => previewDraft(token, body)), [open, token]);
}
