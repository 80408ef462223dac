import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { styled } from 'styled-components';
import type { PublicDocument } from '../../../../shared/document-library.ts';
import { FigureGrid } from '../../../../ui/figure-grid.tsx';
import { Container, Section, SectionHeading } from '../../../../ui/layout.tsx';
import type { StatementTab } from '../../../../shared/financial-statements.ts';
import { parseTab, STATEMENT_TABS, statementDocuments, statementSummary, statementYears } from '../../../content/financial-statements.ts';
import { colors, fonts } from '../../../../ui/styles/theme.ts';
import { StatementCards } from './statement-cards.tsx';
import { StatementNotice } from './statement-notice.tsx';
import { inPlace, YearChips } from './year-chips.tsx';

const List = styled(Tabs.List)`
  display: flex;
  flex-wrap: wrap;
  border-bottom: 2px solid ${colors.line};
`;

const Trigger = styled(Tabs.Trigger)`
  display: inline-flex;
  align-items: center;
  min-height: 48px;
  text-decoration: none;
  padding: 0.6rem 1.25rem;
  margin-bottom: -2px;
  border: 0;
  border-bottom: 3px solid transparent;
  background: transparent;
  color: ${colors.muted};
  font-family: ${fonts.heading};
  font-weight: 700;
  font-size: 1rem;
  cursor: pointer;
  &[data-state='active'] { color: ${colors.copperDark}; border-bottom-color: ${colors.copperDark}; }
  &[data-state='active']:hover { color: ${colors.copperDark}; }
  &:hover { color: ${colors.ink}; }
`;

const PanelHeading = styled.h2`
  font-size: 1.4rem;
  margin-bottom: 1.25rem;
`;

/** The address of a view, which the server renders as it is. */
const viewHref = (view: { tab: StatementTab; year: number }) => `?tab=${view.tab}&year=${view.year}`;

/**
 * Tab and year live in the query (?tab=mda|fs&year=2021) so a shared link, a reload and the server
 * render all show the same view; the two choices change independently. Tabs and years are links to
 * their views, so every statement is reachable without JavaScript; once the island wakes they switch in
 * place. The year's summary tiles are part of the island, so they follow the chosen year.
 */
export function StatementBrowser(props: { documents: PublicDocument[]; tab: StatementTab; year: number }) {
  const [{ tab, year }, setView] = useState({ tab: props.tab, year: props.year });
  const select = (next: { tab?: StatementTab; year?: number }) => {
    const view = { tab: next.tab ?? tab, year: next.year ?? year };
    setView(view);
    const url = new URL(window.location.href);
    url.searchParams.set('tab', view.tab);
    url.searchParams.set('year', String(view.year));
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <>
      <Section>
        <Container>
    <Tabs.Root value={tab} onValueChange={(value) => select({ tab: parseTab(value) })}>
      <List aria-label="Document type">
        {STATEMENT_TABS.map((t) => (
          // A link, not Radix's button: `type` would be no MIME type on it.
          <Trigger key={t.value} value={t.value} type={undefined} asChild>
            <a
              href={viewHref({ tab: t.value, year })}
              onClick={(event) => {
                if (inPlace(event)) select({ tab: t.value });
              }}
            >
              {t.label}
            </a>
          </Trigger>
        ))}
      </List>
      <YearChips years={statementYears(props.documents)} selected={year} href={(y) => viewHref({ tab, year: y })} onSelect={(y) => select({ year: y })} />
      {STATEMENT_TABS.map((t) => (
        <Tabs.Content key={t.value} value={t.value}>
          <PanelHeading>
            {t.label} {year}
          </PanelHeading>
          <StatementCards documents={statementDocuments(props.documents, t.value, year)} year={year} tabLabel={t.label} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading title="Each Fiscal Year at a Glance" />
          <FigureGrid figures={statementSummary(props.documents, year)} size="large" />
          <StatementNotice />
        </Container>
      </Section>
    </>
  );
}
