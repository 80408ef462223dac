import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { formatInZone } from '../../shared/company-time.ts';
import type { TrashedArticle } from '../../shared/trash.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors } from '../../ui/styles/theme.ts';
import { listTrash, purgeFromTrash, restoreFromTrash } from '../admin-api.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useFailureToast } from '../components/use-failure-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { CardItem, ItemList, ListMessage, Panel } from '../components/form-styles.ts';

const Lead = styled.p`
  margin: -0.5rem 0 1.25rem;
  color: ${colors.muted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.35rem;
  button { min-height: 40px; padding: 0.4rem 1rem; }
`;

/** Deleted articles: restore one, or delete it for good (after a confirmation). */
export function TrashList({ token }: { token: string }) {
  const zone = useCompanyTimeZone();
  const toast = useToast();
  const [items, setItems] = useState<TrashedArticle[] | null>(null);
  const [purging, setPurging] = useState<TrashedArticle | null>(null);

  const failed = useFailureToast();

  const reload = useCallback(
    () => listTrash(token).then(setItems, (error: unknown) => failed('Failed to load the trash', error)),
    [token, failed],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  async function restore(item: TrashedArticle) {
    try {
      await restoreFromTrash(token, item.id);
      toast({ title: 'Article restored', description: `"${item.title}" is back in the article list, with the status it had.` });
    } catch (error) {
      failed('Failed to restore article', error);
    }
    await reload();
  }

  async function purge(item: TrashedArticle) {
    setPurging(null);
    try {
      await purgeFromTrash(token, item.id);
      toast({ title: 'Article deleted permanently' });
    } catch (error) {
      failed('Failed to delete article', error);
    }
    await reload();
  }

  return (
    <Panel as="section" aria-labelledby="trash-heading">
      <h2 id="trash-heading">Deleted articles</h2>
      <Lead>Deleted articles are hidden from the website and kept here for 30 days, then deleted permanently. Their web addresses stay reserved until then.</Lead>
      {items === null ? (
        <ListMessage role="status">Loading...</ListMessage>
      ) : items.length === 0 ? (
        <ListMessage>The trash is empty.</ListMessage>
      ) : (
        <ItemList>
          {items.map((item) => (
            <CardItem key={item.id}>
              <h3>{item.title}</h3>
              <p>
                Deleted {formatInZone(item.deletedAt, zone)} · deleted permanently after {formatInZone(item.purgeAt, zone)}
              </p>
              <Row>
                <Button aria-label={`Restore ${item.title}`} onClick={() => void restore(item)}>
                  Restore
                </Button>
                <Button $variant="outline" aria-label={`Delete ${item.title} permanently`} onClick={() => setPurging(item)}>
                  Delete permanently
                </Button>
              </Row>
            </CardItem>
          ))}
        </ItemList>
      )}
      <ConfirmDialog
        item={purging}
        title="Delete permanently"
        question="This cannot be undone. The article and all its saved versions are removed for good."
        confirm={(item) => `Delete “${item.title}” permanently`}
        onCancel={() => setPurging(null)}
        onConfirm={(item) => void purge(item)}
      />
    </Panel>
  );
}
