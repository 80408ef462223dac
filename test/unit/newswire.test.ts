import assert from 'node:assert/strict';
import { test } from 'node:test';
import { duringTradingHours, goLiveOf, NEWSWIRE_MISSING, newswireChecks, TRADING_HOURS_REMINDER, tradingHoursReminder } from '../../src/shared/newswire.ts';

const ZONE = 'America/Vancouver';

test('trading hours are 6:30 AM to 1:00 PM Pacific on weekdays, whatever clocks British Columbia keeps', () => {
  // Monday, March 2, 2026 (winter) and Monday, July 6, 2026 (summer), by the exchange's Eastern time.
  for (const [at, open] of [
    ['2026-03-02T14:29:00Z', false],
    ['2026-03-02T14:30:00Z', true],
    ['2026-03-02T20:59:00Z', true],
    ['2026-03-02T21:00:00Z', false],
    ['2026-07-06T13:30:00Z', true],
    ['2026-07-06T20:00:00Z', false],
    ['2026-03-07T17:00:00Z', false],
  ] as const) {
    assert.equal(duringTradingHours(new Date(at)), open, at);
  }
});

test('the trading-hours reminder concerns material news only', () => {
  const noon = new Date('2026-03-02T17:00:00Z');
  assert.equal(tradingHoursReminder('Company News', noon), TRADING_HOURS_REMINDER);
  assert.equal(tradingHoursReminder('Market Commentary', noon), null);
  assert.equal(tradingHoursReminder('Project Updates', null), null, 'a draft goes nowhere');
});

test('the newswire checks: after the site is an error, none a warning, unless the release waits for the wire', () => {
  const now = new Date('2026-03-02T17:00:00Z');
  const goLive = goLiveOf({ published: false, scheduledLocal: '2026-03-02T08:00' }, now, ZONE);
  assert.equal(goLive?.toISOString(), '2026-03-02T17:00:00.000Z', 'a past schedule goes live now');
  const late = newswireChecks({ category: 'Company News', disseminatedAt: new Date('2026-03-02T17:05:00Z'), holdForWire: false }, goLive);
  assert.deepEqual(late.errors.map((e) => e.code), ['newswire-after-site']);
  assert.deepEqual(newswireChecks({ category: 'Company News', disseminatedAt: now, holdForWire: false }, goLive), { errors: [], warnings: [] });
  assert.deepEqual(newswireChecks({ category: 'Company News', disseminatedAt: null, holdForWire: false }, goLive).warnings.map((w) => w.message), [NEWSWIRE_MISSING]);
  assert.deepEqual(newswireChecks({ category: 'Company News', disseminatedAt: null, holdForWire: true }, goLive), { errors: [], warnings: [] });
  assert.deepEqual(newswireChecks({ category: 'Company News', disseminatedAt: null, holdForWire: false }, null), { errors: [], warnings: [] }, 'a draft is not checked');
});
