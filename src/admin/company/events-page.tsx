import { useCallback, useState } from 'react';
import { styled } from 'styled-components';
import { formatInZone } from '../../shared/company-time.ts';
import { type CompanyEvent, EVENT_KINDS } from '../../shared/events.ts';
import { Button } from '../../ui/button.tsx';
import { useToast } from '../../ui/toast.tsx';
import { colors, media, radius } from '../../ui/styles/theme.ts';
import { problemOf } from '../admin-api.ts';
import { AdminShell } from '../app/admin-shell.tsx';
import { Panel } from '../components/form-styles.ts';
import { useCompanyTimeZone } from '../config.ts';
import { useSessionExpiry } from '../session/use-session-expiry.ts';
import { createEvent, listEvents, restoreEvent, trashEvent, updateEvent } from './company-api.ts';
import { EventForm } from './event-form.tsx';
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
`;

function Events({ token }: { token: string }) {
  const toast = useToast();
  const expired = useSessionExpiry();
  const zone = useCompanyTimeZone();
  const events = useLoaded(useCallback(() => listEvents(token), [token]), 'Failed to load the events');
  const [editing, setEditing] = useState<number | null>(null);

  async function act(work: () => Promise<void>, failure: string) {
    try {
      await work();
    } catch (error) {
      if (expired(error)) return;
      toast({ variant: 'destructive', title: failure, ...(problemOf(error).message ? { description: problemOf(error).message! } : {}) });
    }
    await events.reload();
  }

  const trash = (event: CompanyEvent) =>
    act(async () => {
      await trashEvent(token, event.id);
      toast({
        title: 'Event moved to the trash',
        description: `"${event.title}" is no longer on the website.`,
        action: { label: 'Undo', altText: 'Restore the event', onClick: () => void act(() => restoreEvent(token, event.id), 'Failed to restore the event') },
      });
    }, 'Failed to delete the event');

  return (
    <Columns>
      <Panel as="section" aria-labelledby="new-event-heading">
        <h2 id="new-event-heading">New event</h2>
        <EventForm
          event={null}
          onSave={async (input) => {
            await createEvent(token, input);
            toast({ title: 'Event added', description: 'The AGM and Upcoming Events page shows it now.' });
            await events.reload();
          }}
        />
      </Panel>
      <Panel as="section" aria-labelledby="events-heading">
        <h2 id="events-heading">Events</h2>
        {events.status === 'failed' ? <p role="alert">{events.message}</p> : null}
        {events.status === 'ready' ? (
          <Items>
            {events.value.map((event) => (
              <li key={event.id}>
                {editing === event.id ? (
                  <EventForm
                    event={event}
                    onCancel={() => setEditing(null)}
                    onSave={async (input) => {
                      await updateEvent(token, event.id, input);
                      setEditing(null);
                      toast({ title: 'Event saved' });
                      await events.reload();
                    }}
                  />
                ) : (
                  <>
                    <h3>{event.title}</h3>
                    <p>
                      {EVENT_KINDS[event.kind]} · {event.startsAt ? formatInZone(event.startsAt, zone) : 'Date and time TBA'}
                      {event.location ? ` · ${event.location}` : ''}
                    </p>
                    <Button $variant="outline" onClick={() => setEditing(event.id)}>
                      Edit<span className="visually-hidden"> {event.title}</span>
                    </Button>{' '}
                    <Button $variant="ghost" onClick={() => void trash(event)}>
                      Delete<span className="visually-hidden"> {event.title}</span>
                    </Button>
                  </>
                )}
              </li>
            ))}
          </Items>
        ) : null}
      </Panel>
    </Columns>
  );
}

export default function EventsPage() {
  return <AdminShell title="Events">{(token) => <Events token={token} />}</AdminShell>;
}
