import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import { CRS_PATTERN, DrillProgramInput } from '../../../../src/shared/drilling.ts';
import { DrillProgramUpdate } from '../../../../src/shared/drill-program-admin.ts';
import { createBody, CRS_OPTIONS, crsLabel, EMPTY_PROGRAM, elementsOf, holeOutcome, importErrorLine, sortImportErrors, updateBody } from '../../../../src/admin/drilling/program-values.ts';

test('the coordinate system select offers exactly the UTM systems the API accepts, named for a geologist', () => {
  const accepted = new RegExp(CRS_PATTERN);
  assert.equal(CRS_OPTIONS.length, 32);
  assert.ok(CRS_OPTIONS.every((option) => accepted.test(option.value)));
  assert.equal(new Set(CRS_OPTIONS.map((o) => o.value)).size, 32);
  assert.equal(crsLabel('EPSG:26910'), 'NAD83 / UTM zone 10N (EPSG:26910)');
  assert.equal(crsLabel('EPSG:32622'), 'WGS 84 / UTM zone 22N (EPSG:32622)');
});

test('the grade columns put the primary element first and the others in the list order', () => {
  assert.deepEqual(elementsOf({ primary: 'Au', others: ['Cu', 'Ag', 'Au'] }), ['Au', 'Cu', 'Ag']);
  assert.deepEqual(elementsOf({ primary: 'Cu', others: [] }), ['Cu']);
});

test('the form sends bodies the API schemas accept, with the equivalent formula only when one is shown', () => {
  const draft = { ...EMPTY_PROGRAM, name: 'Copper Keg 2026' };
  const body = createBody(draft);
  assert.ok(Value.Check(DrillProgramInput, body), JSON.stringify([...Value.Errors(DrillProgramInput, body)]));
  assert.equal(body.equivalentFormula, null);
  assert.deepEqual(body.elements, ['Cu', 'Au', 'Ag']);
  const withFormula = updateBody({ ...draft, equivalent: true, equivalentFormula: { formula: 'CuEq = Cu + 0.6 Au', prices: 'Cu $4/lb, Au $2,000/oz', recoveries: '90%' } }, 3);
  assert.ok(Value.Check(DrillProgramUpdate, withFormula));
  assert.deepEqual([withFormula.equivalentFormula?.formula, withFormula.version], ['CuEq = Cu + 0.6 Au', 3]);
});

test('an import error reads as one line naming the file, row and column; the header row by name', () => {
  assert.equal(importErrorLine({ file: 'intervals', row: 7, field: 'true_width', message: 'True width must be at most the core length' }), 'intervals, row 7, true_width: True width must be at most the core length');
  assert.equal(importErrorLine({ file: 'intervals', row: 0, field: 'ag_gpt', message: 'The column ag_gpt is missing' }), 'intervals, header row, ag_gpt: The column ag_gpt is missing');
  assert.equal(importErrorLine({ file: 'collars', row: 2, field: '', message: 'The row has 3 cells' }), 'collars, row 2: The row has 3 cells');
  const sorted = sortImportErrors([
    { file: 'intervals', row: 2, field: 'to', message: 'a' },
    { file: 'collars', row: 5, field: 'dip', message: 'b' },
    { file: 'intervals', row: 1, field: 'from', message: 'c' },
    { file: 'surveys', row: 3, field: 'depth', message: 'd' },
  ]);
  assert.deepEqual(sorted.map((e) => `${e.file} ${e.row}`), ['collars 5', 'surveys 3', 'intervals 1', 'intervals 2']);
});

test('a hole reports its intervals, NSI once its results are in, or why it shows none', () => {
  assert.equal(holeOutcome({ status: 'reported', withheldReason: null, intervals: [1, 2] }), '2 intervals');
  assert.equal(holeOutcome({ status: 'reported', withheldReason: null, intervals: [] }), 'NSI');
  assert.equal(holeOutcome({ status: 'complete', withheldReason: null, intervals: [] }), 'NSI');
  assert.equal(holeOutcome({ status: 'assays pending', withheldReason: 'Assays pending from the laboratory', intervals: [] }), 'Withheld');
  assert.equal(holeOutcome({ status: 'drilling', withheldReason: null, intervals: [] }), 'No results yet');
});
