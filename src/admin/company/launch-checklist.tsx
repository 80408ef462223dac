import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { type CompanyFactsState, FACT_INFO, type FactKey } from '../../shared/company-facts.ts';
import { colors } from '../../ui/styles/theme.ts';
import { Panel } from '../components/form-styles.ts';

// In columns on a wide screen: sixteen facts on sixteen lines would push the Create form below the fold.
const List = styled.ul`
  columns: 17rem auto;
  column-gap: 2.5rem;
  margin: 0;
  padding-left: 1.2rem;
  li { break-inside: avoid; margin-bottom: 0.4rem; }
  a { color: ${colors.copperDark}; font-weight: 600; }
`;

/** What must be confirmed before launch: every unconfirmed company fact, each linked to its field. */
export function LaunchChecklist({ facts }: { facts: CompanyFactsState }) {
  const open = (Object.keys(FACT_INFO) as FactKey[]).filter((key) => !facts.facts[key].confirmed);
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
