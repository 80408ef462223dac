import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PublicDocument } from '../../src/shared/document-library.ts';
import { statementSummary, statementsDescription } from '../../src/web/content/financial-statements.ts';
import { filingDue, filingStatus, quartersText } from '../../src/web/content/filing-status.ts';

const statement = (fiscalYear: number, quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4'): PublicDocument => ({
  id: fiscalYear * 10 + Number(quarter[1]),
  title: `MD&A ${quarter} ${fiscalYear}`,
  kind: 'mda',
  documentDate: `${fiscalYear}-01-31`,
  fiscalYear,
  quarter,
  description: '',
  url: `/documents/${fiscalYear}${quarter}/mda.pdf`,
  fileName: 'mda.pdf',
  bytes: 1000,
  pages: 2,
  project: null,
  supersededBy: null,
});
const tiles = (documents: PublicDocument[], year: number) => statementSummary(documents, year).map((t) => `${t.value} ${t.label}`);

test('interim filings fall due 60 days after each quarter of an October 31 year, the annual 120 days after the year', () => {
  assert.deepEqual(
    (['Q1', 'Q2', 'Q3', 'Q4'] as const).map((q) => filingDue(2026, q)),
    ['2026-04-01', '2026-06-29', '2026-09-29', '2027-02-28'],
  );
  assert.equal(filingDue(2024, 'Q1'), '2024-03-31', 'sixty days after January 31 in a leap year');
  assert.equal(filingDue(2027, 'Q4'), '2028-02-28', 'a hundred and twenty days after October 31, leap year or not');
});

test('a year in progress shows what is filed so far and what is due next, never a share of four', () => {
  assert.deepEqual(tiles([statement(2026, 'Q1')], 2026), ['Q1 Filed so far', 'Q2 Next due by June 29, 2026', 'IFRS Compliant']);
  assert.deepEqual(tiles([statement(2026, 'Q1'), statement(2026, 'Q2'), statement(2026, 'Q3')], 2026), [
    'Q1 to Q3 Filed so far',
    'Q4 Annual report due by February 28, 2027',
    'IFRS Compliant',
  ]);
  assert.deepEqual(tiles([statement(2025, 'Q1')], 2026), ['None yet Filed so far', 'Q1 Next due by April 1, 2026', 'IFRS Compliant'], 'another year’s filings do not count');
  assert.deepEqual(tiles(['Q1', 'Q2', 'Q3', 'Q4'].map((q) => statement(2024, q as 'Q1')), 2024), ['Q1 to Q4 Filed so far', 'Complete Every report of the year filed', 'IFRS Compliant']);
  assert.ok(!tiles([statement(2026, 'Q1')], 2026).some((t) => t.includes('%')));
});

test('fiscal 2018 to 2023 read as the spec gives them, whatever the library holds', () => {
  for (const year of [2018, 2021, 2023]) {
    assert.deepEqual(tiles([statement(year, 'Q1')], year), ['4 Quarterly Reports', '1 Annual Report', '100% Available', 'IFRS Compliant'], String(year));
  }
});

test('the next filing is the first quarter not yet filed, and a list of quarters reads as people write it', () => {
  assert.deepEqual(filingStatus(2026, ['Q1', 'Q3']), { filed: ['Q1', 'Q3'], next: { quarter: 'Q2', due: '2026-06-29' } });
  assert.deepEqual(['Q1', 'Q1,Q2', 'Q1,Q2,Q3', 'Q2,Q4', ''].map((list) => quartersText(list ? (list.split(',') as ('Q1' | 'Q2')[]) : [])), [
    'Q1',
    'Q1, Q2',
    'Q1 to Q3',
    'Q2, Q4',
    'None yet',
  ]);
});

test('the statements’ description names the years the library holds', () => {
  assert.equal(statementsDescription([2026, 2023, 2018]), 'Quarterly and annual financial statements and MD&A, 2018 to 2026.');
  assert.equal(statementsDescription([]), 'Quarterly and annual financial statements and MD&A.');
});
