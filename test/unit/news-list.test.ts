import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newsListRedirect } from '../../src/shared/news-list.ts';

const years = [2025, 2024];
const totalFor = (year: number | null) => (year === null ? 45 : year === 2025 ? 30 : year === 2024 ? 15 : 0);
const where = (year: string | null, page: string | null = null) => newsListRedirect({ page, year }, years, totalFor, 2026);

test('a calendar year without releases keeps its own list, so it can say it has none', () => {
  assert.equal(where('2019'), null);
  assert.equal(where('2000'), null);
  assert.equal(where('2026'), null);
  assert.equal(where('2019', '2'), '/investors/media?year=2019');
});

test('years outside 2000 to this year, junk and pages past the end go to the canonical list', () => {
  assert.equal(where('1999'), '/investors/media');
  assert.equal(where('2027'), '/investors/media');
  assert.equal(where('20x4'), '/investors/media');
  assert.equal(where('2025', '3'), '/investors/media?year=2025&page=2');
  assert.equal(where(null, '9'), '/investors/media?page=3');
  assert.equal(where('2025', '2'), null);
});
