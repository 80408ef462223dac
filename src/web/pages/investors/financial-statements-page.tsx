import { type LoaderFunctionArgs, useLoaderData, useSearchParams } from 'react-router-dom';
import { isPeriodKind, type PublicDocument } from '../../../shared/document-library.ts';
import { sitePage } from '../../../shared/pages.ts';
import { PageHero } from '../../components/layout/page-hero.tsx';
import { parseTab, parseYear, statementSpan, statementsDescription, statementYears } from '../../content/financial-statements.ts';
import { dataSource } from '../../data/data-source.ts';
import type { RouteHandle } from '../../route-meta.ts';
import StatementBrowser from './components/statement-browser.island.tsx';

export async function loader({ context }: LoaderFunctionArgs): Promise<PublicDocument[]> {
  return (await dataSource(context).listDocuments({})).filter((doc) => isPeriodKind(doc.kind));
}

const page = sitePage('/investors/financial-statements');

/** Its description names the fiscal years the library holds, as the page does. */
export const handle: RouteHandle = {
  meta: ({ data }) => ({ title: page.title, description: statementsDescription(statementYears((data as PublicDocument[] | undefined) ?? [])) }),
};

export default function FinancialStatementsPage() {
  const documents = useLoaderData() as PublicDocument[];
  const [params] = useSearchParams();
  const years = statementYears(documents);
  const year = parseYear(params.get('year'), years);
  return (
    <>
      <PageHero
        eyebrow="Investors"
        title="Financial Statements"
        subtitle={`Quarterly and annual financial statements and management’s discussion and analysis (MD&A) ${years.length ? `for fiscal years ${statementSpan(years)}` : 'as they are published'}.`}
      />
      <StatementBrowser documents={documents} tab={parseTab(params.get('tab'))} year={year ?? 0} />
    </>
  );
}
