import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PublicInterval } from '../../src/shared/drilling.ts';
import { drillTableModel, metres, sortRows, statementNotes } from '../../src/web/components/drilling/drill-table-model.ts';

const interval = (from: number, to: number, cu: number, includingOf: PublicInterval['includingOf'] = null, more: Partial<PublicInterval> = {}): PublicInterval => ({
  from, to, length: to - from, trueWidth: null, trueWidthBasis: 'Orientation not yet known', includingOf, grades: { Cu: cu, Au: 0.1 }, belowDetection: {}, ...more,
});
const RELEASE = { slug: 'results', title: 'Results' };
const HOLES = [
  // Rows in import order, a child before its parent: the table still nests them.
  { holeId: 'CK-2', nsi: false, withheldReason: null, release: RELEASE, intervals: [interval(60, 72, 1.12, { from: 48, to: 96.5 }), interval(12, 148, 0.41), interval(48, 96.5, 0.68, { from: 12, to: 148 }), interval(210, 232, 0.27, null, { trueWidth: 15.6, trueWidthBasis: null, grades: { Cu: 0.27, Au: null }, belowDetection: { Au: 0.005 } })] },
  { holeId: 'CK-10', nsi: true, withheldReason: null, release: RELEASE, intervals: [] },
  { holeId: 'CK-3', nsi: false, withheldReason: 'Assays pending', release: RELEASE, intervals: [] },
  { holeId: 'CK-1', nsi: false, withheldReason: null, release: RELEASE, intervals: [interval(8, 44, 0.33)] },
];

test('including rows follow their parent, one level deeper, whatever the import order; holes without intervals are rows of their own', () => {
  const model = drillTableModel('Results', HOLES, ['Cu', 'Au'], true);
  assert.deepEqual(model.columns, ['From (m)', 'To (m)', 'Length (m)', 'True width (m)', 'Cu (%)', 'Au (g/t)']);
  assert.deepEqual(model.rows.map((r) => [r.holeId, r.depth, r.cells?.[0]?.text ?? r.note!.text, r.release?.slug ?? null]), [
    ['CK-2', 0, '12.0', 'results'],
    ['CK-2', 1, '48.0', null],
    ['CK-2', 2, '60.0', null],
    ['CK-2', 0, '210.0', 'results'],
    ['CK-10', 0, 'No significant intercept', 'results'],
    ['CK-3', 0, 'Results withheld', 'results'],
    ['CK-1', 0, '8.0', 'results'],
  ]);
  assert.deepEqual(model.rows[3]!.cells!.slice(3).map((c) => c.text), ['15.6', '0.27', '<0.005']);
  assert.deepEqual(model.notes, ['True width: Orientation not yet known', 'CK-3: Assays pending']);
  assert.deepEqual([model.rows[0]!.cells![3], model.rows[5]!.note], [{ text: 'Unknown', note: 1 }, { text: 'Results withheld', note: 2 }]);
});

test('sorting moves an interval with those it includes, holes without a value last, and hole ids in number order', () => {
  const { rows } = drillTableModel('Results', HOLES, ['Cu', 'Au']);
  const order = (column: number, ascending: boolean) => sortRows(rows, { column, ascending }).map((r) => `${r.holeId}@${r.cells?.[0]?.text ?? '-'}`);
  assert.deepEqual(order(5, true), ['CK-2@210.0', 'CK-1@8.0', 'CK-2@12.0', 'CK-2@48.0', 'CK-2@60.0', 'CK-10@-', 'CK-3@-']);
  assert.deepEqual(order(5, false), ['CK-2@12.0', 'CK-2@48.0', 'CK-2@60.0', 'CK-1@8.0', 'CK-2@210.0', 'CK-10@-', 'CK-3@-']);
  assert.deepEqual(sortRows(rows, { column: 0, ascending: true }).map((r) => r.holeId), ['CK-1', 'CK-2', 'CK-2', 'CK-2', 'CK-2', 'CK-3', 'CK-10']);
  assert.equal(sortRows(rows, null), rows);
});

test('metres keep their reported decimals, at least one; statements end as sentences', () => {
  assert.deepEqual([metres(12), metres(35.5), metres(12.25)], ['12.0', '35.5', '12.25']);
  const notes = statementNotes({
    project: 'copper-keg', name: 'P', crs: 'EPSG:26910', elements: ['Cu'], methods: 'ICP-AES ',
    laboratory: { name: 'Lab', location: 'Kamloops', accreditation: '', independence: 'Independent.' },
    qaqc: { standards: 'a', blanks: 'b', duplicates: 'c' }, compositing: { cutOff: '0.2% Cu', maxInternalDilution: '6 m', topCut: 'None' }, equivalentFormula: null,
  });
  assert.deepEqual(notes.slice(1, 3), ['Laboratory: Lab; Kamloops; Independent.', 'Analytical methods: ICP-AES.']);
});
