import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { formatInZone } from '../../shared/company-time.ts';
import type { TrashedArticle } from '../../shared/trash.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';
import { listTrash, purgeFromTrash, restoreFromTrash } from '../admin-api.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useFailureToast } from '../use-failure-toast.ts';
import { Actions, ItemList, Panel } from './form-styles.ts';

const Lead = styled.p`
  margin: -0.5rem 0 1.25rem;
  color: ${colors.muted};
`;

const Item = styled.li`
  display: grid;
  gap: 0.4rem;
  padding: 1.1rem 1.25rem;
  border: 1px solid ${colors.line};
  border-radius: ${radius.md};
  overflow-wrap: anywhere;
  h3 { margin: 0; font-size: 1.1rem; }
  p { margin: 0; font-size: 0.875rem; color: ${colors.muted}; }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.35rem;
  button { min-height: 40px; padding: 0.4rem 1rem; }
`;

const Message = styled.p`
  margin: 0;
  padding: 1.5rem 0;
  text-align: center;
  color: ${colors.muted};
`;

const Danger = styled(Button)`
  background: ${colors.negative};
  border-color: ${colors.negative};
  &:hover { background: #a50e0e; }
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
        <Message role="status">Loading...</Message>
      ) : items.length === 0 ? (
        <Message>The trash is empty.</Message>
      ) : (
        <ItemList>
          {items.map((item) => (
            <Item key={item.id}>
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
            </Item>
          ))}
        </ItemList>
      )}
      <Modal
        open={purging !== null}
        onOpenChange={(open) => (open ? undefined : setPurging(null))}
        title="Delete permanently"
        description="This cannot be undone. The article and all its saved versions are removed for good."
      >
        {purging ? (
          <Actions>
            <Danger onClick={() => void purge(purging)}>Delete “{purging.title}” permanently</Danger>
            <Button $variant="outline" onClick={() => setPurging(null)}>
              Cancel
            </Button>
          </Actions>
        ) : null}
      </Modal>
    </Panel>
  );
}
