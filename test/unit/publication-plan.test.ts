import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatGoLive } from '../../src/shared/company-time.ts';
import { planLine, planOutcome, publicationPlan } from '../../src/admin/publishing/publication-plan.ts';
import {
  SCHEDULE_INCOMPLETE,
  SCHEDULE_PAST,
  SCHEDULE_YEAR,
  scheduleProblem,
} from '../../src/admin/publishing/schedule-problem.ts';

const ZONE = 'America/Vancouver';
const NOW = new Date('2026-11-24T18:00:00Z');

test('a go-live moment reads with its weekday and the zone the formatter names', () => {
  assert.equal(formatGoLive('2026-11-25T13:00:00Z', ZONE), 'Wednesday, November 25, 2026, 6:00 AM PDT');
});

test('the line under the publish controls says what Create or Update will do', () => {
  const line = (published: boolean, scheduledDate: string) => planLine(publicationPlan({ published, scheduledDate }, ZONE, NOW), ZONE);
  assert.equal(line(false, ''), 'Will be saved as a draft');
  assert.equal(line(true, ''), 'Will be published now');
  assert.equal(line(true, '2026-11-25T06:00'), 'Will be published now', 'Publish Now wins over a schedule');
  assert.equal(line(false, '2026-11-25T06:00'), 'Will go live Wednesday, November 25, 2026, 6:00 AM PDT');
  assert.equal(line(false, '2026-11-2'), 'Will be saved as a draft', 'an unreadable schedule is none');
  assert.equal(line(false, '2026-11-01T06:00'), 'Will be published now', 'a schedule already past goes public on save');
});

test('the success toast says what was done', () => {
  const outcome = (published: boolean, scheduledDate: string) => planOutcome(publicationPlan({ published, scheduledDate }, ZONE, NOW), ZONE);
  assert.equal(outcome(false, ''), 'Saved as draft');
  assert.equal(outcome(true, ''), 'Published');
  assert.equal(outcome(false, '2026-11-25T06:00'), 'Scheduled for Wednesday, November 25, 2026, 6:00 AM PDT');
});

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
