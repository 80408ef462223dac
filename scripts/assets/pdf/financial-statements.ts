/** The 48 quarterly documents (2018-2023, Q1-Q4, MD&A and financial statements), at the paths in src/shared/documents.ts. */
import { QUARTERS, type Quarter, STATEMENT_YEARS, type StatementKind, statementFile } from '../../../src/shared/documents.ts';
import { COMPANY_NAME } from '../../../src/shared/site.ts';
import { buildSampleDocument } from './sample-document.ts';

const MONTH_ENDS: Record<Quarter, string> = { Q1: 'January 31', Q2: 'April 30', Q3: 'July 31', Q4: 'October 31' };

/** The fiscal year ends October 31: Q1 of fiscal Y ends January 31 of calendar Y. */
export function periodOf(year: number, quarter: Quarter): string {
  if (quarter === 'Q4') return `Year ended October 31, ${year}`;
  const months = { Q1: 'Three', Q2: 'Six', Q3: 'Nine' }[quarter];
  return `${months} months ended ${MONTH_ENDS[quarter]}, ${year}`;
}

export interface StatementJob {
  file: string;
  build: () => Promise<Uint8Array>;
}

export function statementJobs(): StatementJob[] {
  return STATEMENT_YEARS.flatMap((year) =>
    QUARTERS.flatMap((quarter) =>
      (['MDA', 'FS'] as StatementKind[]).map((kind) => {
        const annual = quarter === 'Q4';
        const type = kind === 'MDA' ? "Management's Discussion and Analysis" : annual ? 'Audited Financial Statements' : 'Interim Financial Statements';
        return {
          file: statementFile(year, quarter, kind),
          build: () =>
            buildSampleDocument({
              title: `${COMPANY_NAME}: ${type}`,
              kind: `${annual ? 'Annual Report' : 'Quarterly Report'}, fiscal ${year} ${quarter}`,
              period: periodOf(year, quarter),
              notice: `Sample document: this file stands in for the ${type.toLowerCase()} filed on SEDAR+ for this period and contains no financial data.`,
              date: new Date(Date.UTC(year, 11, 31)),
              pages: [
                {
                  heading: 'About this file',
                  paragraphs: [
                    `This placeholder marks where the ${type.toLowerCase()} of ${COMPANY_NAME} for the period "${periodOf(year, quarter)}" is published on this website.`,
                    'The fiscal year of the Company ends on October 31. Amounts in the filed documents are expressed in Canadian dollars and prepared under IFRS.',
                    'The Company changed its name during the periods covered (2018 and 2022); earlier filings may appear under a former name on SEDAR+.',
                  ],
                },
              ],
            }),
        };
      }),
    ),
  );
}
