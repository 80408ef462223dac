import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { ChecklistItem } from '../../shared/launch-checklist.ts';
import { STILL_CURRENT } from '../../shared/review-dates.ts';
import { Button } from '../../ui/button.tsx';
import { colors } from '../../ui/styles/theme.ts';
import { Panel } from '../components/form-styles.ts';
import { getLaunchChecklist } from './company-api.ts';
import { useLoaded } from './use-loaded.ts';

// In columns on a wide screen: sixteen facts on sixteen lines would push the Create form below the fold.
const List = styled.ul`
  columns: 17rem auto;
  column-gap: 2.5rem;
  margin: 0;
  padding-left: 1.2rem;
  li { break-inside: avoid; margin-bottom: 0.4rem; }
  a { color: ${colors.copperDark}; font-weight: 600; }
`;

const Updates = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  li { margin-bottom: 0.4rem; }
  a { color: ${colors.copperDark}; font-weight: 600; }
`;

/** The checklist as the server judges it today (the company's day, by the server's clock). */
export function useLaunchChecklist(token: string) {
  return useLoaded(
    useCallback(() => getLaunchChecklist(token), [token]),
    'Failed to load the launch checklist',
  );
}

/** What must be confirmed or updated: every unconfirmed company fact and every event left undated after its year, each linked to its field. */
export function LaunchChecklist({ items, onStillCurrent }: { items: ChecklistItem[]; onStillCurrent?: (subject: string) => Promise<void> }) {
  const facts = items.filter((item) => item.kind === 'fact');
  const events = items.filter((item) => item.kind === 'event');
  const reviews = items.filter((item) => item.kind === 'review');
  return (
    <Panel as="section" aria-labelledby="launch-checklist" style={{ marginBottom: '2rem' }}>
      <h2 id="launch-checklist">Launch checklist</h2>
      {facts.length === 0 ? (
        <p>Every company fact is confirmed.</p>
      ) : (
        <>
          <p>
            {facts.length} company fact{facts.length === 1 ? '' : 's'} still to confirm. The site shows each as it is now until you
            correct and confirm it.
          </p>
          <List data-checklist>
            {facts.map((item) => (
              <li key={item.key}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </List>
        </>
      )}
      {events.length ? (
        <>
          <p>
            {events.length} event{events.length === 1 ? '' : 's'} to update: the AGM and Upcoming Events page still lists{' '}
            {events.length === 1 ? 'it' : 'them'} as upcoming.
          </p>
          <Updates data-checklist-events>
            {events.map((item) => (
              <li key={item.key}>
                <Link to={item.href}>{item.label}</Link>
              </li>
            ))}
          </Updates>
        </>
      ) : null}
      {reviews.length ? <DueForReview items={reviews} onStillCurrent={onStillCurrent} /> : null}
    </Panel>
  );
}

const Reviews = styled.ul`
  margin: 0;
  padding-left: 1.2rem;
  li { margin-bottom: 0.5rem; }
  a { color: ${colors.copperDark}; font-weight: 600; }
  button { margin-left: 0.75rem; }
`;

/** What is past its review interval (shared/review-dates.ts): confirmed by saving it where it lives, or by "Still current" here. */
function DueForReview({ items, onStillCurrent }: { items: ChecklistItem[]; onStillCurrent?: (subject: string) => Promise<void> }) {
  const [pending, setPending] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <>
      <h3 id="due-for-review">Due for review</h3>
      <p>
        {items.length} item{items.length === 1 ? '' : 's'} past {items.length === 1 ? 'its' : 'their'} review date. Update {items.length === 1 ? 'it' : 'them'}, or confirm
        that what the site says is still current.
      </p>
      <Reviews aria-labelledby="due-for-review" data-checklist-reviews>
        {items.map((item) => (
          <li key={item.key}>
            {item.href.startsWith('/admin') ? <Link to={item.href}>{item.label}</Link> : <a href={item.href}>{item.label}</a>}
            {onStillCurrent ? (
              <Button
                $variant="outline"
                aria-label={`${STILL_CURRENT}: ${item.label}`}
                disabled={pending === item.key}
                onClick={() => {
                  setPending(item.key);
                  setFailed(null);
                  onStillCurrent(item.key)
                    .catch(() => setFailed(`“${item.label}” could not be confirmed; try again.`))
                    .finally(() => setPending(null));
                }}
              >
                {STILL_CURRENT}
              </Button>
            ) : null}
          </li>
        ))}
      </Reviews>
      {failed ? <p role="alert">{failed}</p> : null}
    </>
  );
}
