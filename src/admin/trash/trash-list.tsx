import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { timeLabel } from '../../shared/zoned-time.ts';
import { type PublishableKind, TRASH_DAYS, type TrashedItem } from '../../shared/trash.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors, radius } from '../../ui/styles/theme.ts';
import { listTrash, purgeTrashed, restoreTrashed } from '../admin-api.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useFailureToast } from '../components/use-failure-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { CardItem, ItemList, ListMessage, Panel } from '../components/form-styles.ts';

const Lead = styled.p`
  margin: -0.5rem 0 1.25rem;
  color: ${colors.muted};
`;

const Kind = styled.span`
  justify-self: start;
  width: fit-content;
  margin-bottom: 0.3rem;
  padding: 0.1rem 0.6rem;
  border: 1px solid currentColor;
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  color: ${colors.copperDark};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.35rem;
  button { min-height: 40px; padding: 0.4rem 1rem; }
`;

/** Each kind as the admin's screens name it, and where a restored item is found again. */
const KINDS: Record<PublishableKind, { label: string; back: string }> = {
  article: { label: 'Article', back: 'back in the article list, with the status it had' },
  document: { label: 'Document', back: 'back in Documents, with the status it had' },
  event: { label: 'Event', back: 'back in Events and on the website' },
  'share-reading': { label: 'Share structure reading', back: 'back in Share structure' },
  photo: { label: 'Photograph', back: 'back on the website' },
};

const key = (item: TrashedItem) => `${item.kind}:${item.id}`;

/** Everything deleted, of every kind, newest first: restore one, or delete it for good (after a confirmation). */
export function TrashList({ token }: { token: string }) {
  const zone = useCompanyTimeZone();
  const toast = useToast();
  const [items, setItems] = useState<TrashedItem[] | null>(null);
  const [purging, setPurging] = useState<TrashedItem | null>(null);

  const failed = useFailureToast();

  const reload = useCallback(
    () => listTrash(token).then((list) => setItems([...list].sort((a, b) => Date.parse(b.trashedAt) - Date.parse(a.trashedAt))), (error: unknown) => failed('Failed to load the trash', error)),
    [token, failed],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  async function restore(item: TrashedItem) {
    try {
      await restoreTrashed(token, item.kind, item.id);
      toast({ title: `${KINDS[item.kind].label} restored`, description: `"${item.title}" is ${KINDS[item.kind].back}.` });
    } catch (error) {
      failed(`Failed to restore "${item.title}"`, error);
    }
    await reload();
  }

  async function purge(item: TrashedItem) {
    setPurging(null);
    try {
      await purgeTrashed(token, item.kind, item.id);
      toast({ title: `${KINDS[item.kind].label} deleted permanently`, description: `"${item.title}" is gone for good.` });
    } catch (error) {
      failed(`Failed to delete "${item.title}"`, error);
    }
    await reload();
  }

  return (
    <Panel as="section" aria-labelledby="trash-heading">
      <h2 id="trash-heading">Deleted items</h2>
      <Lead>
        Articles, documents, events, share structure readings and photographs deleted in the admin are hidden from the website and kept here for{' '}
        {TRASH_DAYS} days, then deleted permanently. A release's web addresses stay reserved until then.
      </Lead>
      {items === null ? (
        <ListMessage role="status">Loading...</ListMessage>
      ) : items.length === 0 ? (
        <ListMessage>The trash is empty.</ListMessage>
      ) : (
        <ItemList>
          {items.map((item) => (
            <CardItem key={key(item)} data-trashed={key(item)}>
              <Kind>{KINDS[item.kind].label}</Kind>
              <h3>{item.title}</h3>
              <p>
                Deleted <time dateTime={item.trashedAt}>{timeLabel(item.trashedAt, zone)}</time> · deleted permanently after{' '}
                <time dateTime={item.purgeAt}>{timeLabel(item.purgeAt, zone)}</time>
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
        question="This cannot be undone. The item and all its saved versions are removed for good."
        name={(item) => `${KINDS[item.kind].label}: ${item.title}`}
        confirm={(item) => `Delete “${item.title}” permanently`}
        onCancel={() => setPurging(null)}
        onConfirm={(item) => void purge(item)}
      />
    </Panel>
  );
}
