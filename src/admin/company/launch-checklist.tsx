import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import type { ChecklistItem } from '../../shared/launch-checklist.ts';
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
export function LaunchChecklist({ items }: { items: ChecklistItem[] }) {
  const facts = items.filter((item) => item.kind === 'fact');
  const events = items.filter((item) => item.kind === 'event');
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
    </Panel>
  );
}
