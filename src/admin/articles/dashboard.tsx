import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import type { AdminArticle } from '../../shared/article.ts';
import { useToast } from '../../ui/toast.tsx';
import { media } from '../../ui/styles/theme.ts';
import { deleteArticle, problemOf, restoreFromTrash, wireCrossed } from '../admin-api.ts';
import { useAdminArticles } from './use-admin-articles.ts';
import { useOpenPreview } from './use-open-preview.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { ArticleForm } from './article-form.tsx';
import { articleItemId } from './article-list-item.tsx';
import { ArticlesList } from './articles-list.tsx';
import { DeleteArticleDialog } from './delete-article-dialog.tsx';
import { EditArticleDialog } from './edit-article-dialog.tsx';
import { HistoryDialog } from '../history/history-dialog.tsx';
import { ResendAlertsDialog } from './resend-alerts-dialog.tsx';

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); }
`;

/** The logged-in News Admin Dashboard: create on the left, manage on the right. */
export function Dashboard({ token }: { token: string }) {
  const toast = useToast();
  const expired = useSessionExpiry();
  const articles = useAdminArticles(token);
  const openPreview = useOpenPreview(token);
  const [editing, setEditing] = useState<AdminArticle | null>(null);
  const [deleting, setDeleting] = useState<AdminArticle | null>(null);
  const [history, setHistory] = useState<AdminArticle | null>(null);
  const [resending, setResending] = useState<AdminArticle | null>(null);

  // The new release is shown where it landed in the list, so the IR manager sees its status at once: after the
  // render that draws the reloaded list (the two updates are batched), not on a frame that may come before it.
  const [created, setCreated] = useState<AdminArticle | null>(null);
  useEffect(() => {
    const item = created && document.getElementById(articleItemId(created));
    if (!item) return;
    item.scrollIntoView({ behavior: 'smooth', block: 'center' });
    setCreated(null);
  }, [created]);

  async function showCreated(article: AdminArticle) {
    await articles.reload();
    setCreated(article);
  }

  async function undoDelete(article: AdminArticle) {
    try {
      await restoreFromTrash(token, article.id);
      toast({ title: 'Article restored', description: `"${article.title}" is back where it was.` });
    } catch (error) {
      if (expired(error)) return;
      const { message } = problemOf(error);
      toast({ variant: 'destructive', title: 'Failed to restore article', ...(message ? { description: message } : {}) });
    }
    await articles.reload();
  }

  async function crossWire(article: AdminArticle) {
    try {
      const crossed = await wireCrossed(token, article.id);
      const outcome = crossed.published ? 'is now on the site' : crossed.scheduledLabel ? `goes live ${crossed.scheduledLabel}` : 'stays off the site';
      toast({ title: 'Newswire time recorded', description: `"${article.title}" ${outcome}.` });
    } catch (error) {
      if (expired(error)) return;
      const { message } = problemOf(error);
      toast({ variant: 'destructive', title: 'Failed to record the newswire time', ...(message ? { description: message } : {}) });
    }
    await articles.reload();
  }

  async function handleDelete(article: AdminArticle) {
    setDeleting(null);
    try {
      await deleteArticle(token, article.id);
      toast({
        title: 'Article deleted successfully',
        description: `"${article.title}" was moved to the trash and is no longer on the website.`,
        action: { label: 'Undo', altText: 'Restore the article from the Trash page', onClick: () => void undoDelete(article) },
      });
    } catch (error) {
      if (expired(error)) return;
      const { message } = problemOf(error);
      toast({ variant: 'destructive', title: 'Failed to delete article', ...(message ? { description: message } : {}) });
    }
    await articles.reload();
  }

  return (
    <>
      <Columns>
        <ArticleForm token={token} onCreated={showCreated} />
        <ArticlesList state={articles} onEdit={setEditing} onPreview={openPreview} onHistory={setHistory} onDelete={setDeleting} onResendAlerts={setResending} onWireCrossed={(article) => void crossWire(article)} />
      </Columns>
      <EditArticleDialog token={token} article={editing} onClose={() => setEditing(null)} onSaved={articles.reload} />
      <DeleteArticleDialog article={deleting} onCancel={() => setDeleting(null)} onConfirm={handleDelete} />
      <HistoryDialog token={token} article={history} onClose={() => setHistory(null)} onRestored={articles.reload} />
      <ResendAlertsDialog token={token} article={resending} onClose={() => setResending(null)} onSent={articles.reload} />
    </>
  );
}
