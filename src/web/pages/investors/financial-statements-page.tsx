import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { isPeriodKind, type PublicDocument } from '../../../shared/document-library.ts';
import { Container, Section, SectionHeading } from '../../components/ui/layout.tsx';
import { PageHero } from '../../components/ui/page-hero.tsx';
import { parseTab, parseYear, statementSummary, statementYears } from '../../content/financial-statements.ts';
import { dataSource } from '../../data/data-source.ts';
import { staticHandle } from '../../route-meta.ts';
import { FigureGrid } from '../../components/ui/figure-grid.tsx';
import StatementBrowser from '../../islands/statement-browser.island.tsx';
import { StatementNotice } from './components/statement-notice.tsx';

export const handle = staticHandle('/investors/financial-statements');

export async function loader({ context }: LoaderFunctionArgs): Promise<PublicDocument[]> {
  return (await dataSource(context).listDocuments({})).filter((doc) => isPeriodKind(doc.kind));
}

export default function FinancialStatementsPage() {
  const documents = useLoaderData() as PublicDocument[];
  const [params] = useSearchParams();
  const years = statementYears(documents);
  const year = parseYear(params.get('year'), years);
  const span = years.length ? `for fiscal years ${years.at(-1)} to ${years[0]}` : 'as they are published';
  return (
    <>
      <PageHero
        eyebrow="Investors"
        title="Financial Statements"
        subtitle={`Quarterly and annual financial statements and management’s discussion and analysis (MD&A) ${span}.`}
      />
      <Section>
        <Container>
          <StatementBrowser documents={documents} tab={parseTab(params.get('tab'))} year={year ?? 0} />
        </Container>
      </Section>
      <Section $tone="alt">
        <Container>
          <SectionHeading title="Each Fiscal Year at a Glance" />
          <FigureGrid figures={statementSummary(documents, year)} size="large" />
          <StatementNotice />
        </Container>
      </Section>
    </>
  );
}
