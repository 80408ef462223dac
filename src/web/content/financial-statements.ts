import type { PublicDocument } from '../../shared/document-library.ts';
import { QUARTERS, type Quarter, STATEMENT_YEARS, type StatementKind } from '../../shared/documents.ts';
import type { StatementTab } from '../../shared/financial-statements.ts';
import { sitePage } from '../../shared/pages.ts';
import type { PageSearchText } from '../../shared/search.ts';
import { filingStatus, filingTiles } from './filing-status.ts';

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

/** The span of the years present (given newest first) as the pages say it: "2018 to 2023". */
export function statementSpan(years: readonly number[]): string {
  return years.length > 1 ? `${years.at(-1)} to ${years[0]}` : String(years[0] ?? '');
}

/** The Financial Statements page's one-line description, with the fiscal years the library holds. */
export function statementsDescription(years: readonly number[]): string {
  const base = sitePage('/investors/financial-statements').description.replace(/\.$/, '');
  return years.length ? `${base}, ${statementSpan(years)}.` : `${base}.`;
}

/** The spec's tiles for each year it lists (fiscal 2018 to 2023), whatever the library holds. */
const SPEC_SUMMARY = [
  { value: '4', label: 'Quarterly Reports' },
  { value: '1', label: 'Annual Report' },
  { value: '100%', label: 'Available' },
];

/** The summary tiles: the spec's for the years it lists; for any other year, what is filed so far and what is due next. */
export function statementSummary(documents: readonly PublicDocument[], year: number | null) {
  const compliant = { value: 'IFRS', label: 'Compliant' };
  if (year === null || (STATEMENT_YEARS as readonly number[]).includes(year)) return [...SPEC_SUMMARY, compliant];
  const quarters = documents.filter((d) => d.fiscalYear === year && d.quarter !== null).map((d) => d.quarter as Quarter);
  return [...filingTiles(filingStatus(year, quarters)), compliant];
}

/** Site search finds /investors/financial-statements by this content (see PageSearchText). */
export const searchText: PageSearchText = { path: '/investors/financial-statements', content: [STATEMENT_TABS, statementSummary([], null).map((tile) => tile.label)] };
