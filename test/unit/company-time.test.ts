import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatInZone, instantToZonedInput, isoInZone, releaseDayStart, rfc822InZone, zonedInputToInstant } from '../../src/shared/company-time.ts';

const VANCOUVER = 'America/Vancouver';

test('a schedule typed as Vancouver wall time is that instant, in winter and in summer', () => {
  assert.equal(zonedInputToInstant('2026-03-02T06:00', VANCOUVER)?.toISOString(), '2026-03-02T14:00:00.000Z');
  assert.equal(zonedInputToInstant('2026-07-15T06:00', VANCOUVER)?.toISOString(), '2026-07-15T13:00:00.000Z');
  assert.equal(zonedInputToInstant('2026-03-02T06:00', 'Asia/Tokyo')?.toISOString(), '2026-03-01T21:00:00.000Z');
});

test('a stored instant is shown as the Vancouver wall time, with the zone named', () => {
  assert.equal(instantToZonedInput('2026-03-02T14:00:00Z', VANCOUVER), '2026-03-02T06:00');
  assert.equal(formatInZone('2026-03-02T14:00:00Z', VANCOUVER), 'March 2, 2026 at 6:00 AM PST');
  for (const value of ['2030-01-15T06:00', '2031-11-02T01:30']) {
    assert.equal(instantToZonedInput(zonedInputToInstant(value, VANCOUVER)!, VANCOUVER), value, `${value} round-trips`);
  }
});

test('anything but a datetime-local value is refused', () => {
  for (const value of ['', '2030-01-15', '2030-01-15 06:00', 'tomorrow']) assert.equal(zonedInputToInstant(value, VANCOUVER), null, value);
});

test("a release's calendar date is the start of that day in the company's zone, for machines, with its offset", () => {
  const day = (stored: string) => releaseDayStart(stored, VANCOUVER);
  // Stored as midnight UTC, the date alone: the afternoon before in Vancouver, which feed readers showed.
  assert.equal(day('2025-03-04T00:00:00.000Z').toISOString(), '2025-03-04T08:00:00.000Z');
  assert.equal(isoInZone(day('2025-03-04T00:00:00.000Z'), VANCOUVER), '2025-03-04T00:00:00-08:00');
  assert.equal(rfc822InZone(day('2025-03-04T00:00:00.000Z'), VANCOUVER), 'Tue, 04 Mar 2025 00:00:00 -0800');
  assert.equal(isoInZone(day('2025-07-01T00:00:00.000Z'), VANCOUVER), '2025-07-01T00:00:00-07:00');
  assert.equal(isoInZone('2026-11-28T17:05:09Z', 'Asia/Kolkata'), '2026-11-28T22:35:09+05:30');
  assert.equal(rfc822InZone('2026-11-28T17:05:09Z', 'UTC'), 'Sat, 28 Nov 2026 17:05:09 +0000');
});
