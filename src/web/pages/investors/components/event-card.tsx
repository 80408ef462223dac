import { useAtomValue } from 'jotai';
import { styled } from 'styled-components';
import { Card } from '../../../../ui/card.tsx';
import type { CompanyEvent } from '../../../../shared/events.ts';
import { publicConfigAtom } from '../../../state/config.ts';
import { colors, media, radius } from '../../../../ui/styles/theme.ts';

const Layout = styled(Card)`
  display: grid;
  gap: 1.25rem;
  border-left: 5px solid ${colors.copperDark};
  ${media.md} { grid-template-columns: 1fr auto; align-items: start; }
  h3 { font-size: 1.4rem; margin: 0 0 0.5rem; }
  p { margin: 0; color: ${colors.muted}; }
`;

const Status = styled.span<{ $past: boolean }>`
  justify-self: start;
  padding: 0.25rem 0.8rem;
  border-radius: ${radius.pill};
  background: ${(p) => (p.$past ? '#eceff1' : '#e8f0fe')};
  color: ${(p) => (p.$past ? '#37474f' : '#174ea6')};
  font-weight: 700;
  font-size: 0.9rem;
`;

const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 2rem;
  margin: 1rem 0 0;
  div { display: flex; gap: 0.4rem; }
  dt { font-weight: 600; color: ${colors.ink}; }
  dd { margin: 0; }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin-top: 1rem !important;
  a { color: ${colors.copperDark}; font-weight: 600; }
`;

const day = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(instant));
const time = (instant: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(instant));

/** An event with its date and time in the company's zone, named; "Date and time TBA" until the date is set. */
export function EventCard({ event, past }: { event: CompanyEvent; past: boolean }) {
  const zone = useAtomValue(publicConfigAtom).companyTimeZone;
  return (
    <Layout data-event={event.id}>
      <div>
        <h3>{event.title}</h3>
        {event.description ? <p>{event.description}</p> : null}
        <Facts>
          {event.startsAt ? (
            <>
              <div>
                <dt>Date:</dt>
                <dd>{day(event.startsAt, zone)}</dd>
              </div>
              <div>
                <dt>Time:</dt>
                <dd>{`${time(event.startsAt, zone)}${event.endsAt ? ` – ${time(event.endsAt, zone)}` : ''} (${zone} time)`}</dd>
              </div>
            </>
          ) : (
            <div>
              <dt>When:</dt>
              <dd>Date and time TBA</dd>
            </div>
          )}
          {event.location ? (
            <div>
              <dt>Location:</dt>
              <dd>{event.location}</dd>
            </div>
          ) : null}
        </Facts>
        {event.startsAt || event.url ? (
          <Links>
            {event.startsAt ? (
              <a href={`/events/${event.id}.ics`} download={`district-copper-event-${event.id}.ics`}>
                Add to calendar<span className="visually-hidden">: {event.title}</span>
              </a>
            ) : null}
            {event.url ? (
              <a href={event.url} target="_blank" rel="noopener noreferrer">
                Event details<span className="visually-hidden">: {event.title}</span>
              </a>
            ) : null}
          </Links>
        ) : null}
      </div>
      <Status $past={past}>{past ? 'Past' : 'Scheduled'}</Status>
    </Layout>
  );
}
