import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SCHEDULE_INCOMPLETE, SCHEDULE_PAST, SCHEDULE_YEAR, scheduleProblem } from '../../../../src/admin/components/schedule-problem.ts';

const ZONE = 'America/Vancouver';
const NOW = new Date('2026-11-24T18:00:00Z');

test('a half-filled, out-of-range or past new schedule is a field error; no schedule or Publish Now is none', () => {
  const problem = (value: string, extra: { incomplete?: boolean; initial?: string; published?: boolean } = {}) =>
    scheduleProblem({ value, incomplete: false, initial: '', published: false, ...extra }, ZONE, NOW);
  assert.equal(problem('', { incomplete: true }), SCHEDULE_INCOMPLETE);
  assert.equal(problem('202606-11-25T06:00'), SCHEDULE_YEAR);
  assert.equal(problem('1999-11-25T06:00'), SCHEDULE_YEAR);
  assert.equal(problem('2101-01-01T06:00'), SCHEDULE_YEAR);
  assert.equal(problem('2026-11-24T09:00'), SCHEDULE_PAST);
  assert.equal(problem('2026-11-24T09:00', { initial: '2026-11-24T09:00' }), null, 'a schedule kept as it was is not new');
  assert.equal(problem('2026-11-25T06:00'), null);
  assert.equal(problem(''), null);
  assert.equal(problem('', { incomplete: true, published: true }), null, 'Publish Now ignores the disabled picker');
});
