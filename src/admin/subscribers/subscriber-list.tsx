import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { type AdminSubscriber, SUBSCRIBER_STATUSES, type SubscriberList as List, type SubscriberStatus } from '../../shared/alerts.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors, media, radius } from '../../ui/styles/theme.ts';
import { deleteSubscriber, downloadConsentRecords, listSubscribers } from './alerts-api.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useFailureToast } from '../components/use-failure-toast.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { ItemList, ListMessage, Panel } from '../components/form-styles.ts';
import { WarningNote } from '../components/email-off-notice.tsx';
import { SubscriberItem } from './subscriber-item.tsx';

const STATUS_NAMES: Record<SubscriberStatus, string> = { pending: 'Pending', confirmed: 'Confirmed', unsubscribed: 'Unsubscribed' };

const Notice = styled(WarningNote)`
  margin: 0 0 1.25rem;
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 0 0 1.5rem;
  div { padding: 0.9rem 1rem; border: 1px solid ${colors.line}; border-radius: ${radius.md}; background: ${colors.surfaceAlt}; }
  dt { font-size: 0.8rem; font-weight: 600; text-transform: uppercase; letter-spacing: 0.04em; color: ${colors.muted}; }
  dd { margin: 0.2rem 0 0; font-size: 1.6rem; font-weight: 700; color: ${colors.ink}; }
`;

const Filters = styled.form`
  display: grid;
  gap: 0.75rem;
  margin-bottom: 1.5rem;
  label { display: grid; gap: 0.3rem; font-weight: 600; font-size: 0.9rem; }
  input, select { min-height: 44px; padding: 0.5rem 0.75rem; border: 1px solid #9aa5b1; border-radius: ${radius.sm}; font: inherit; background: #fff; }
  ${media.md} { grid-template-columns: 1fr 12rem auto auto; align-items: end; }
`;

/** Who asked for news alerts: counts, search, each consent record, the CSV of them all, and deletion on request. */
export function SubscriberList({ token }: { token: string }) {
  const zone = useCompanyTimeZone();
  const toast = useToast();
  const [list, setList] = useState<List | null>(null);
  const [search, setSearch] = useState({ q: '', status: '' as SubscriberStatus | '' });
  const [deleting, setDeleting] = useState<AdminSubscriber | null>(null);

  const failed = useFailureToast();

  const reload = useCallback(
    () => listSubscribers(token, search.q, search.status).then(setList, (error: unknown) => failed('Failed to load subscribers', error)),
    [token, search, failed],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  function submitSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSearch({ q: String(form.get('q') ?? ''), status: String(form.get('status') ?? '') as SubscriberStatus | '' });
  }

  async function remove(subscriber: AdminSubscriber) {
    setDeleting(null);
    try {
      await deleteSubscriber(token, subscriber.id);
      toast({ title: 'Subscriber deleted', description: `${subscriber.email} and its consent record are gone.` });
    } catch (error) {
      failed('Failed to delete subscriber', error);
    }
    await reload();
  }

  return (
    <Panel as="section" aria-labelledby="subscribers-heading">
      <h2 id="subscribers-heading">Who asked for news alerts</h2>
      {list && !list.emailConfigured ? <Notice role="note"><p>E-mail is not configured: messages are written to the outbox folder.</p></Notice> : null}
      {list ? (
        <Counts aria-label="Subscribers by status">
          {SUBSCRIBER_STATUSES.map((status) => (
            <div key={status}>
              <dt>{STATUS_NAMES[status]}</dt>
              <dd>{list.counts[status].toLocaleString('en-US')}</dd>
            </div>
          ))}
        </Counts>
      ) : null}
      <Filters role="search" onSubmit={submitSearch}>
        <label>
          Search by address
          <input type="search" name="q" defaultValue={search.q} maxLength={254} />
        </label>
        <label>
          Status
          <select name="status" defaultValue={search.status}>
            <option value="">All</option>
            {SUBSCRIBER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_NAMES[status]}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit">Search</Button>
        <Button $variant="outline" onClick={() => void downloadConsentRecords(token).catch((error: unknown) => failed('Failed to export consent records', error))}>
          Export CSV
        </Button>
      </Filters>
      {list === null ? (
        <ListMessage role="status">Loading...</ListMessage>
      ) : list.subscribers.length === 0 ? (
        <ListMessage role="status">{search.q || search.status ? 'No subscriber matches this search.' : 'Nobody has signed up yet.'}</ListMessage>
      ) : (
        <ItemList aria-label="Subscribers">
          {list.subscribers.map((subscriber) => (
            <SubscriberItem key={subscriber.id} subscriber={subscriber} zone={zone} statusName={STATUS_NAMES[subscriber.status]} onDelete={setDeleting} />
          ))}
        </ItemList>
      )}
      <ConfirmDialog
        item={deleting}
        title="Delete subscriber"
        question="For a privacy request: the address, its choices and its consent record are removed for good. The audit log notes that a subscriber was deleted, without the address."
        confirm={(subscriber) => `Delete ${subscriber.email}`}
        onCancel={() => setDeleting(null)}
        onConfirm={(subscriber) => void remove(subscriber)}
      />
    </Panel>
  );
}
