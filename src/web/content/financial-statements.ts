import {
  QUARTERS,
  type Quarter,
  STATEMENT_YEARS,
  type StatementKind,
  statementFile,
} from '../../shared/documents.ts';
import type { PageSearchText } from '../../shared/search.ts';

/** A financial document as listed on the Financial Statements page. */
export type FinancialDocumentType =
  | 'Annual Report'
  | 'Quarterly Report'
  | 'Audited Financial Statements'
  | 'Interim Financial Statements';

export interface FinancialDocument {
  period: string;
  type: FinancialDocumentType;
  quarter: Quarter;
  /** The file part of /assets/{file}. */
  file: string;
}

export type StatementTab = 'mda' | 'fs';

export const STATEMENT_TABS: { value: StatementTab; label: string; kind: StatementKind }[] = [
  { value: 'mda', label: 'MD&A', kind: 'MDA' },
  { value: 'fs', label: 'Financial Statements', kind: 'FS' },
];

export const DEFAULT_TAB: StatementTab = 'mda';
export const DEFAULT_YEAR: number = STATEMENT_YEARS[0];
export { STATEMENT_YEARS };

/** The fiscal year ends October 31, so each quarter closes at the end of January, April, July and October. */
const QUARTER_END: Record<Quarter, { span: string; end: string }> = {
  Q1: { span: 'Three months', end: 'January 31' },
  Q2: { span: 'Six months', end: 'April 30' },
  Q3: { span: 'Nine months', end: 'July 31' },
  Q4: { span: 'Year', end: 'October 31' },
};

function documentType(tab: StatementTab, quarter: Quarter): FinancialDocumentType {
  const annual = quarter === 'Q4';
  if (tab === 'mda') return annual ? 'Annual Report' : 'Quarterly Report';
  return annual ? 'Audited Financial Statements' : 'Interim Financial Statements';
}

/** The four documents of one fiscal year under one tab, Q1 to Q4. */
export function statementDocuments(tab: StatementTab, year: number): FinancialDocument[] {
  const kind = STATEMENT_TABS.find((t) => t.value === tab)!.kind;
  return QUARTERS.map((quarter) => ({
    quarter,
    type: documentType(tab, quarter),
    period: `${QUARTER_END[quarter].span} ended ${QUARTER_END[quarter].end}, ${year}`,
    file: statementFile(year, quarter, kind),
  }));
}

export function parseTab(value: string | null): StatementTab {
  return STATEMENT_TABS.some((t) => t.value === value) ? (value as StatementTab) : DEFAULT_TAB;
}

export function parseYear(value: string | null): number {
  const year = Number(value);
  return (STATEMENT_YEARS as readonly number[]).includes(year) ? year : DEFAULT_YEAR;
}

export const statementSummary = [
  { value: '4', label: 'Quarterly Reports' },
  { value: '1', label: 'Annual Report' },
  { value: '100%', label: 'Available' },
  { value: 'IFRS', label: 'Compliant' },
] as const;

/** Site search finds /investors/financial-statements by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/investors/financial-statements', content: [STATEMENT_TABS, statementSummary] };
