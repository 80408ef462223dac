import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { csvCell, readCsv, writeCsv } from '../../src/server/features/drilling/csv.ts';
import { importRows } from '../../src/server/features/drilling/import-rows.ts';

test('a text cell a spreadsheet would run as a formula is written as quoted text behind a single quote', () => {
  for (const [cell, written] of [
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+1+1', `"'+1+1"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['plain', 'plain'],
    ['a, "b"', '"a, ""b"""'],
    ['<0.005', '<0.005'],
  ] as const) {
    assert.equal(csvCell(cell), written, cell);
  }
  assert.equal(csvCell(-60), '-60', 'a number is data, written as a number');
  assert.equal(csvCell(null), '');
});

test('reading a written file gives back the cells, the escape removed', () => {
  const rows = [['EX-1', '=1+1', -60, null, 'a, "b"\nc']];
  const table = readCsv(writeCsv(['hole_id', 'note', 'dip', 'empty', 'text'], rows));
  assert.deepEqual(table, { header: ['hole_id', 'note', 'dip', 'empty', 'text'], rows: [['EX-1', '=1+1', '-60', '', 'a, "b"\nc']] });
});

test('a malformed file is a fault at its row', () => {
  assert.deepEqual(readCsv(''), { row: 0, message: 'The file is empty: it needs a header row' });
  assert.deepEqual(readCsv('a,b\n1,2\n3\n'), { row: 2, message: 'The row has 1 cells; the header has 2' });
  assert.equal((readCsv('\uFEFFHole_ID,Dip\r\nA,-60\r\n') as { header: string[] }).header.join(), 'hole_id,dip', 'a byte-order mark and capitals are read past');
});

test('the example set reads with no error, and every file of a broken set reports at once', () => {
  const files = Object.fromEntries(['collars', 'surveys', 'intervals'].map((f) => [f, readFileSync(`content/drilling-example/${f}.csv`, 'utf8')]));
  const read = importRows(files, ['Cu', 'Au', 'Ag']);
  assert.ok(!('errors' in read), JSON.stringify(read));
  assert.deepEqual(read.holes.map((h) => [h.holeId, h.surveys.length, h.intervals.length]), [['EX-CK-01', 8, 4], ['EX-CK-02', 5, 2], ['EX-CK-03', 0, 0], ['EX-CK-04', 0, 1], ['EX-CK-05', 0, 0]]);
  const broken = importRows({ collars: files.collars!.replace('hole_id,', 'hole,'), intervals: 'hole_id,from\n' }, ['Cu']);
  assert.deepEqual(
    'errors' in broken && broken.errors.map((e) => `${e.file} ${e.row} ${e.field}`),
    ['collars 0 hole_id', 'collars 0 hole', 'intervals 0 to', 'intervals 0 true_width', 'intervals 0 including_of', 'intervals 0 cu_pct'],
  );
});
