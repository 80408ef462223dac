import { styled } from 'styled-components';
import type { AdminArticle } from '../../shared/article.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';
import { Actions } from './form-styles.ts';

export const DELETE_CONFIRMATION = 'Are you sure you want to delete this article?';

/** What a confirmation is about, named as the manager knows it. */
export const Named = styled.p`
  margin: 0 0 1rem;
  padding: 0.9rem 1rem;
  border-left: 4px solid ${colors.copper};
  border-radius: ${radius.sm};
  background: ${colors.surfaceAlt};
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const Note = styled.p`
  margin: 0 0 1.5rem;
  color: ${colors.muted};
`;

export const Danger = styled(Button)`
  background: ${colors.negative};
  border-color: ${colors.negative};
  &:hover { background: #a50e0e; }
`;

/** Confirms a delete, naming the article and saying what happens: the trash, not gone for good. */
export function DeleteArticleDialog(props: { article: AdminArticle | null; onCancel: () => void; onConfirm: (article: AdminArticle) => void }) {
  const { article } = props;
  return (
    <Modal open={article !== null} onOpenChange={(open) => (open ? undefined : props.onCancel())} title="Delete article" description={DELETE_CONFIRMATION}>
      {article ? (
        <>
          <Named>{article.title}</Named>
          <Note>It disappears from the website at once and waits in the Trash for 30 days, where it can be restored.</Note>
          <Actions>
            <Danger onClick={() => props.onConfirm(article)}>Delete</Danger>
            <Button $variant="outline" onClick={props.onCancel}>
              Cancel
            </Button>
          </Actions>
        </>
      ) : null}
    </Modal>
  );
}
