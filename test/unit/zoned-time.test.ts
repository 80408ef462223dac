import assert from 'node:assert/strict';
import { test } from 'node:test';
import { localTimeToInstant, timeLabel, zonedTime } from '../../src/shared/zoned-time.ts';

const TORONTO = 'America/Toronto';

test('a typed time is read as the instant it names in the zone', () => {
  assert.equal(localTimeToInstant('2030-01-15T06:00', TORONTO)?.toISOString(), '2030-01-15T11:00:00.000Z');
  assert.equal(localTimeToInstant('2030-07-15T06:00', TORONTO)?.toISOString(), '2030-07-15T10:00:00.000Z');
});

test('refuses a typed time that names no moment in the zone: a day the month lacks, an hour the clocks skip, year 0', () => {
  assert.equal(localTimeToInstant('2026-02-30T09:00', TORONTO), null, 'rolled over to March by Date: refused instead');
  assert.equal(localTimeToInstant('2027-03-14T02:30', TORONTO), null, 'clocks go from 2:00 to 3:00 that night');
  assert.equal(localTimeToInstant('0000-01-01T00:00', TORONTO), null);
  assert.equal(localTimeToInstant('2030-01-15 06:00', TORONTO), null);
});

test('a stored time is answered as the control value and the label, both in the zone; none as nulls', () => {
  assert.deepEqual(zonedTime('scheduled', '2030-01-15T11:00:00Z', TORONTO), { scheduledLocal: '2030-01-15T06:00', scheduledLabel: 'January 15, 2030, 6:00 AM EST' });
  assert.equal(timeLabel('2030-07-15T10:00:00Z', TORONTO), 'July 15, 2030, 6:00 AM EDT');
  assert.deepEqual(zonedTime('startsAt', null, TORONTO), { startsAtLocal: null, startsAtLabel: null });
});
