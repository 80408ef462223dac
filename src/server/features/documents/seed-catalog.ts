import type { DocumentFields } from '../../../shared/document-library.ts';
import {
  NOTICE_OF_MEETING_PATH,
  PRESENTATION_PATH,
  QUARTERS,
  type Quarter,
  STATEMENT_YEARS,
  statementFile,
  TECHNICAL_REPORT_PATH,
} from '../../../shared/documents.ts';

/** A document the site showed before the library, at the address it keeps. */
export interface SeedDocument {
  path: string;
  fields: DocumentFields;
}

/** The fiscal year ends October 31: each quarter closes at the end of January, April, July and October. */
const QUARTER_END: Record<Quarter, { date: string; span: string; end: string }> = {
  Q1: { date: '01-31', span: 'Three months', end: 'January 31' },
  Q2: { date: '04-30', span: 'Six months', end: 'April 30' },
  Q3: { date: '07-31', span: 'Nine months', end: 'July 31' },
  Q4: { date: '10-31', span: 'Year', end: 'October 31' },
};

function statements(): SeedDocument[] {
  return STATEMENT_YEARS.flatMap((year) =>
    QUARTERS.flatMap((quarter) =>
      (['MDA', 'FS'] as const).map((kind) => {
        const annual = quarter === 'Q4';
        const name = kind === 'MDA' ? 'MD&A' : annual ? 'Audited Financial Statements' : 'Interim Financial Statements';
        return {
          path: `/assets/${statementFile(year, quarter, kind)}`,
          fields: {
            title: `${name} ${annual ? `fiscal ${year}` : `${quarter} ${year}`}`,
            kind: kind === 'MDA' ? 'mda' : 'financial-statements',
            documentDate: `${year}-${QUARTER_END[quarter].date}`,
            fiscalYear: year,
            quarter,
            description: `${QUARTER_END[quarter].span} ended ${QUARTER_END[quarter].end}, ${year}`,
            published: true,
          },
        };
      }),
    ),
  );
}

/** Every document the generated build holds, as the library imports it at first start. */
export const SEED_DOCUMENTS: SeedDocument[] = [
  ...statements(),
  {
    path: PRESENTATION_PATH,
    fields: {
      title: 'District Copper Corporate Presentation',
      kind: 'presentation',
      documentDate: '2025-05-06',
      description:
        'Our strategy for copper and critical minerals in North America, the Copper Keg and Stony Lake projects, the Highland Valley district opportunity and our capital structure.',
      published: true,
    },
  },
  {
    path: TECHNICAL_REPORT_PATH,
    fields: {
      title: 'Stony Lake East Technical Report',
      kind: 'technical-report',
      documentDate: '2018-09-18',
      description:
        'Independent technical report on the Stony Lake East property, covering its geology, gold occurrences, exploration history and recommendations for further work.',
      published: true,
    },
  },
  {
    path: NOTICE_OF_MEETING_PATH,
    fields: {
      title: 'Notice of Annual General Meeting 2025',
      kind: 'agm-notice',
      documentDate: '2025-05-06',
      description: 'The date, place and business of the Annual General Meeting (PDF).',
      published: true,
    },
  },
];
