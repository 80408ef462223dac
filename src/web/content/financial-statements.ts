import type { PublicDocument } from '../../shared/document-library.ts';
import { QUARTERS, type Quarter, type StatementKind } from '../../shared/documents.ts';
import type { StatementTab } from '../../shared/financial-statements.ts';
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
  url: string;
}

export const STATEMENT_TABS: { value: StatementTab; label: string; kind: StatementKind; library: PublicDocument['kind'] }[] = [
  { value: 'mda', label: 'MD&A', kind: 'MDA', library: 'mda' },
  { value: 'fs', label: 'Financial Statements', kind: 'FS', library: 'financial-statements' },
];

export const DEFAULT_TAB: StatementTab = 'mda';

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

/** The fiscal years the library holds statements or MD&A for, newest first: the year chips. */
export function statementYears(documents: readonly PublicDocument[]): number[] {
  const years = new Set(documents.flatMap((doc) => (doc.fiscalYear === null ? [] : [doc.fiscalYear])));
  return [...years].sort((a, b) => b - a);
}

/** The documents of one fiscal year under one tab, Q1 to Q4; the newest upload wins a quarter held twice. */
export function statementDocuments(documents: readonly PublicDocument[], tab: StatementTab, year: number): FinancialDocument[] {
  const kind = STATEMENT_TABS.find((t) => t.value === tab)!.library;
  return QUARTERS.flatMap((quarter) => {
    const doc = documents.find((d) => d.kind === kind && d.fiscalYear === year && d.quarter === quarter);
    if (!doc) return [];
    return [{ quarter, type: documentType(tab, quarter), period: `${QUARTER_END[quarter].span} ended ${QUARTER_END[quarter].end}, ${year}`, url: doc.url }];
  });
}

export function parseTab(value: string | null): StatementTab {
  return STATEMENT_TABS.some((t) => t.value === value) ? (value as StatementTab) : DEFAULT_TAB;
}

/** The year asked for when the library holds it, else the newest (null: no statements at all). */
export function parseYear(value: string | null, years: readonly number[]): number | null {
  const year = Number(value);
  return years.includes(year) ? year : (years[0] ?? null);
}

/** The summary tiles, in the spec's wording, counted from the year's documents: a full year reads 4, 1, 100%. */
/** The span of the years present (given newest first) as the pages say it: "2018 to 2023". */
export function statementSpan(years: readonly number[]): string {
  return years.length > 1 ? `${years.at(-1)} to ${years[0]}` : String(years[0] ?? '');
}

export function statementSummary(documents: readonly PublicDocument[], year: number | null) {
  const quarters = new Set(documents.filter((d) => d.fiscalYear === year && d.quarter !== null).map((d) => d.quarter as Quarter));
  return [
    { value: String(quarters.size), label: 'Quarterly Reports' },
    { value: quarters.has('Q4') ? '1' : '0', label: 'Annual Report' },
    { value: `${Math.round((quarters.size / QUARTERS.length) * 100)}%`, label: 'Available' },
    { value: 'IFRS', label: 'Compliant' },
  ];
}

/** Site search finds /investors/financial-statements by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/investors/financial-statements', content: [STATEMENT_TABS, statementSummary([], null).map((tile) => tile.label)] };
