import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { FACT_INFO, type FactKey } from '../../shared/company-facts.ts';
import { colors } from '../../ui/styles/theme.ts';
import { Panel } from '../components/form-styles.ts';
import { getCompanyFacts } from './company-api.ts';
import { useLoaded } from './use-loaded.ts';

const List = styled.ul`
  display: grid;
  gap: 0.4rem;
  margin: 0;
  padding-left: 1.2rem;
  a { color: ${colors.copperDark}; font-weight: 600; }
`;

/** What must be confirmed before launch: every unconfirmed company fact, each linked to its field. */
export function LaunchChecklist({ token }: { token: string }) {
  const facts = useLoaded(useCallback(() => getCompanyFacts(token), [token]), 'Failed to load the company facts');
  if (facts.status !== 'ready') return facts.status === 'failed' ? <p role="alert">{facts.message}</p> : null;
  const open = (Object.keys(FACT_INFO) as FactKey[]).filter((key) => !facts.value.facts[key].confirmed);
  return (
    <Panel as="section" aria-labelledby="launch-checklist" style={{ marginBottom: '2rem' }}>
      <h2 id="launch-checklist">Launch checklist</h2>
      {open.length === 0 ? (
        <p>Every company fact is confirmed.</p>
      ) : (
        <>
          <p>
            {open.length} company fact{open.length === 1 ? '' : 's'} still to confirm. The site shows each as it is now until you
            correct and confirm it.
          </p>
          <List data-checklist>
            {open.map((key) => (
              <li key={key}>
                <Link to={`/admin/company#fact-${key}`}>{FACT_INFO[key].label}</Link>
              </li>
            ))}
          </List>
        </>
      )}
    </Panel>
  );
}
