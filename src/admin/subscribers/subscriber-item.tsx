import { styled } from 'styled-components';
import type { AdminSubscriber } from '../../shared/alerts.ts';
import { formatInZone } from '../../shared/company-time.ts';
import { Button } from '../../ui/button.tsx';
import { colors, media, radius } from '../../ui/styles/theme.ts';
import { CardItem } from '../components/form-styles.ts';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  button { min-height: 40px; padding: 0.4rem 1rem; }
`;

const Status = styled.span<{ $status: AdminSubscriber['status'] }>`
  margin-left: 0.6rem;
  padding: 0.1rem 0.6rem;
  border-radius: ${radius.pill};
  font-size: 0.8rem;
  font-weight: 700;
  vertical-align: 0.1em;
  white-space: nowrap;
  background: ${({ $status }) => ({ confirmed: '#e6f4ea', pending: '#fef7e0', unsubscribed: '#eceff1' })[$status]};
  color: ${({ $status }) => ({ confirmed: '#0d652d', pending: '#7a4d00', unsubscribed: '#3c4850' })[$status]};
`;

const Record = styled.details`
  font-size: 0.9rem;
  summary { cursor: pointer; font-weight: 600; color: ${colors.copperDark}; width: fit-content; }
  dl { display: grid; gap: 0.15rem 1rem; margin: 0.75rem 0 0; }
  dt { color: ${colors.muted}; }
  dd + dt { margin-top: 0.4rem; }
  ${media.md} { dl { grid-template-columns: minmax(7rem, max-content) 1fr; } dd + dt { margin-top: 0; } }
  dd { margin: 0; }
`;

/** One subscriber: address, status, choices, and the proof of consent CASL asks the company to keep. */
export function SubscriberItem(props: { subscriber: AdminSubscriber; zone: string; statusName: string; onDelete: (s: AdminSubscriber) => void }) {
  const { subscriber: s, zone } = props;
  return (
    <CardItem aria-label={s.email}>
      <Head>
        <h3>
          {s.email}
          <Status $status={s.status}>{props.statusName}</Status>
        </h3>
        <Button $variant="outline" aria-label={`Delete ${s.email}`} onClick={() => props.onDelete(s)}>
          Delete
        </Button>
      </Head>
      <p>
        {s.categories.join(' · ')}
        {s.confirmedAt ? ` · confirmed ${formatInZone(s.confirmedAt, zone)}` : ''}
        {s.unsubscribedAt ? ` · unsubscribed ${formatInZone(s.unsubscribedAt, zone)}` : ''}
      </p>
      <Record>
        <summary>Consent record</summary>
        <dl>
          <dt>Given</dt>
          <dd>
            <time dateTime={s.consent.at}>{formatInZone(s.consent.at, zone)}</time>
          </dd>
          <dt>IP address</dt>
          <dd>{s.consent.ip ?? '—'}</dd>
          <dt>Browser</dt>
          <dd>{s.consent.userAgent ?? '—'}</dd>
          <dt>Form</dt>
          <dd>{s.consent.location}</dd>
          <dt>Words agreed to</dt>
          <dd>{s.consent.text}</dd>
        </dl>
      </Record>
    </CardItem>
  );
}
