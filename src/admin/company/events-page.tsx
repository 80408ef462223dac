import { useCallback, useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { formatInZone } from '../../shared/company-time.ts';
import { type CompanyEvent, EVENT_KINDS } from '../../shared/events.ts';
import { TRASH_DAYS } from '../../shared/trash.ts';
import { eventAnchor } from '../../shared/launch-checklist.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors, media, radius } from '../../ui/styles/theme.ts';
import { problemOf } from '../admin-api.ts';
import { AdminShell } from '../app/admin-shell.tsx';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { Panel } from '../components/form-styles.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { createEvent, listEvents, restoreEvent, trashEvent, updateEvent } from './company-api.ts';
import { EventForm } from './event-form.tsx';
import { useLaunchChecklist } from './launch-checklist.tsx';
import { useLoaded } from './use-loaded.ts';

const Columns = styled.div`
  display: grid;
  gap: 2rem;
  align-items: start;
  ${media.lg} { grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr); }
`;

const Items = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
  > li { padding: 1rem; border: 1px solid ${colors.line}; border-radius: ${radius.md}; }
  h3 { margin: 0 0 0.3rem; font-size: 1.1rem; }
  p { margin: 0 0 0.6rem; color: ${colors.muted}; }
  > li:target { outline: 3px solid ${colors.copperDark}; outline-offset: 2px; }
`;

const Overdue = styled.p`
  && { color: ${colors.ink}; font-weight: 600; }
`;

function Events({ token }: { token: string }) {
  const toast = useToast();
  const expired = useSessionExpiry();
  const zone = useCompanyTimeZone();
  const events = useLoaded(useCallback(() => listEvents(token), [token]), 'Failed to load the events');
  // The server judges which undated events are overdue (the company's day, by its clock), as the checklist shows them.
  const checklist = useLaunchChecklist(token);
  const overdue = new Map(checklist.status === 'ready' ? checklist.value.filter((item) => item.kind === 'event').map((item) => [Number(item.key), item.label]) : []);
  const [editing, setEditing] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<CompanyEvent | null>(null);
  const loaded = events.status === 'ready';

  // The launch checklist links to an event; it exists only once the events have loaded.
  useEffect(() => {
    const target = loaded && window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    target?.scrollIntoView({ block: 'start' });
    target?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true });
  }, [loaded]);

  async function reload() {
    await Promise.all([events.reload(), checklist.reload()]);
  }

  async function act(work: () => Promise<void>, failure: string) {
    try {
      await work();
    } catch (error) {
      if (expired(error)) return;
      toast({ variant: 'destructive', title: failure, ...(problemOf(error).message ? { description: problemOf(error).message! } : {}) });
    }
    await reload();
  }

  const undo = (event: CompanyEvent) =>
    act(async () => {
      await restoreEvent(token, event.id);
      toast({ title: 'Event restored', description: `"${event.title}" is back on the website.` });
    }, 'Failed to restore the event');

  const trash = (event: CompanyEvent) => {
    setDeleting(null);
    return act(async () => {
      await trashEvent(token, event.id);
      toast({
        title: 'Event moved to the trash',
        description: `"${event.title}" is no longer on the website.`,
        action: { label: 'Undo', altText: 'Restore the event', onClick: () => void undo(event) },
      });
    }, 'Failed to delete the event');
  };

  return (
    <Columns>
      <Panel as="section" aria-labelledby="new-event-heading">
        <h2 id="new-event-heading">New event</h2>
        <EventForm
          event={null}
          onSave={async (input) => {
            await createEvent(token, input);
            toast({ title: 'Event added', description: 'The AGM and Upcoming Events page shows it now.' });
            await reload();
          }}
        />
      </Panel>
      <Panel as="section" aria-labelledby="events-heading">
        <h2 id="events-heading">Events</h2>
        {events.status === 'failed' ? <p role="alert">{events.message}</p> : null}
        {events.status === 'ready' ? (
          <Items>
            {events.value.map((event) => (
              <li key={event.id} id={eventAnchor(event.id)}>
                {editing === event.id ? (
                  <EventForm
                    event={event}
                    onCancel={() => setEditing(null)}
                    onSave={async (input) => {
                      await updateEvent(token, event.id, input);
                      setEditing(null);
                      toast({ title: 'Event saved' });
                      await reload();
                    }}
                  />
                ) : (
                  <>
                    <h3>{event.title}</h3>
                    <p>
                      {EVENT_KINDS[event.kind]} · {event.startsAt ? formatInZone(event.startsAt, zone) : 'Date and time TBA'}
                      {event.location ? ` · ${event.location}` : ''}
                    </p>
                    {overdue.has(event.id) ? <Overdue data-overdue>{overdue.get(event.id)}</Overdue> : null}
                    <Button $variant="outline" onClick={() => setEditing(event.id)}>
                      Edit<span className="visually-hidden"> {event.title}</span>
                    </Button>{' '}
                    <Button $variant="ghost" onClick={() => setDeleting(event)}>
                      Delete<span className="visually-hidden"> {event.title}</span>
                    </Button>
                  </>
                )}
              </li>
            ))}
          </Items>
        ) : null}
      </Panel>
      <ConfirmDialog
        item={deleting}
        title="Delete event"
        question="Are you sure you want to delete this event?"
        name={(event) => event.title}
        note={`It disappears from the website and its calendar at once and waits in the Trash for ${TRASH_DAYS} days, where it can be restored.`}
        confirm={() => 'Delete event'}
        onCancel={() => setDeleting(null)}
        onConfirm={(event) => void trash(event)}
      />
    </Columns>
  );
}

export default function EventsPage() {
  return <AdminShell title="Events">{(token) => <Events token={token} />}</AdminShell>;
}
