import { useState } from 'react';
import { styled } from 'styled-components';
import type { AdminArticle } from '../../../../shared/article.ts';
import { useToast } from '../../../components/ui/toast.tsx';
import { useAdminSession } from '../../../state/admin-session.ts';
import { media } from '../../../styles/theme.ts';
import { deleteArticle, logout, problemOf } from '../admin-api.ts';
import { useAdminArticles } from '../use-admin-articles.ts';
import { useSessionExpiry } from '../use-session-expiry.ts';
import { ArticleForm } from './article-form.tsx';
import { ArticlesList } from './articles-list.tsx';
import { DashboardHeader } from './dashboard-header.tsx';
import { EditArticleDialog } from './edit-article-dialog.tsx';
import { SecuritySettings } from './security-settings.tsx';

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 2fr); }
`;

const DELETE_CONFIRMATION = 'Are you sure you want to delete this article?';

/** The logged-in News Admin Dashboard (SPEC section 2): create on the left, manage on the right. */
export function Dashboard({ token }: { token: string }) {
  const { signOut } = useAdminSession();
  const toast = useToast();
  const expired = useSessionExpiry();
  const articles = useAdminArticles(token);
  const [editing, setEditing] = useState<AdminArticle | null>(null);
  const [loggingOut, setLoggingOut] = useState(false);

  async function handleLogout() {
    setLoggingOut(true);
    try {
      await logout(token);
    } catch {
      // The token is dropped locally either way; an unrevoked one still expires on its own.
    }
    signOut();
    toast({ title: 'Logged out successfully' });
  }

  async function handleDelete(article: AdminArticle) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    try {
      await deleteArticle(token, article.id);
      toast({ title: 'Article deleted successfully' });
    } catch (error) {
      if (expired(error)) return;
      const { message } = problemOf(error);
      toast({ variant: 'destructive', title: 'Failed to delete article', ...(message ? { description: message } : {}) });
    }
    await articles.reload();
  }

  return (
    <>
      <DashboardHeader onLogout={handleLogout} loggingOut={loggingOut}>
        <SecuritySettings token={token} />
      </DashboardHeader>
      <Columns>
        <ArticleForm token={token} onCreated={articles.reload} />
        <ArticlesList state={articles} onEdit={setEditing} onDelete={handleDelete} />
      </Columns>
      <EditArticleDialog token={token} article={editing} onClose={() => setEditing(null)} onSaved={articles.reload} />
    </>
  );
}
