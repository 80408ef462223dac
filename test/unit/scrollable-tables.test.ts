import assert from 'node:assert/strict';
import { test } from 'node:test';
import { scrollableTables } from '../../src/server/features/articles/scrollable-tables.ts';

test('wraps a table in a labelled, focusable scrolling region', () => {
  assert.equal(
    scrollableTables('<p>Assays</p><table><tr><td>CK-26-01</td></tr></table>'),
    '<p>Assays</p><div class="table-scroll" role="region" aria-label="Table (scrolls sideways)" tabindex="0"><table><tr><td>CK-26-01</td></tr></table></div>',
  );
});

test('numbers the regions when a body has several tables', () => {
  const html = scrollableTables('<table><tr><td>1</td></tr></table><table><tr><td>2</td></tr></table>');
  assert.deepEqual([...html.matchAll(/aria-label="([^"]+)"/g)].map((m) => m[1]), ['Table 1 (scrolls sideways)', 'Table 2 (scrolls sideways)']);
});

test('marks long prose cells so they wrap while short figures stay whole', () => {
  const prose = 'Strongly altered quartz monzonite with chalcopyrite veinlets';
  const html = scrollableTables(`<table><tr><th>Hole ID</th><td>100.0</td><td>${prose}</td></tr></table>`);
  assert.ok(html.includes('<th>Hole ID</th><td>100.0</td>'));
  assert.ok(html.includes(`<td class="prose-cell">${prose}</td>`));
});

test('leaves a body without tables untouched', () => {
  assert.equal(scrollableTables('<p>No tables here.</p>'), '<p>No tables here.</p>');
});
