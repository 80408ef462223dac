import type { AdminArticle } from '../../shared/article.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this article?';

/** Confirms a delete, naming the article and saying what happens: the trash, not gone for good. */
export function DeleteArticleDialog(props: { article: AdminArticle | null; onCancel: () => void; onConfirm: (article: AdminArticle) => void }) {
  return (
    <ConfirmDialog
      item={props.article}
      title="Delete article"
      question={DELETE_CONFIRMATION}
      name={(article) => article.title}
      note="It disappears from the website at once and waits in the Trash for 30 days, where it can be restored."
      confirm={() => 'Delete'}
      onCancel={props.onCancel}
      onConfirm={props.onConfirm}
    />
  );
}
