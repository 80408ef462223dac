import { Container, Section, SectionHeading } from '../../components/ui/layout.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { useSearchParams } from 'react-router-dom';
import { parseTab, parseYear, statementSummary } from '../../content/financial-statements.ts';
import { staticHandle } from '../../route-meta.ts';
import { FigureGrid } from '../../components/ui/figure-grid.tsx';
import StatementBrowser from '../../islands/statement-browser.island.tsx';
import { StatementNotice } from './components/statement-notice.tsx';

export const handle = staticHandle('/investors/financial-statements');

export default function FinancialStatementsPage() {
  const [params] = useSearchParams();
  return (
    <>
      <PageHero
        eyebrow="Investors"
        title="Financial Statements"
        subtitle="Quarterly and annual financial statements and management’s discussion and analysis (MD&A) for fiscal years 2018 to 2023."
      />
      <Section>
        <Container>
          <StatementBrowser tab={parseTab(params.get('tab'))} year={parseYear(params.get('year'))} />
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading title="Each Fiscal Year at a Glance" />
          <FigureGrid figures={statementSummary} size="large" />
          <StatementNotice />
        </Container>
      </Section>
    </>
  );
}
