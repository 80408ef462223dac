import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dayInZone, zonedInputToInstant } from '../../src/shared/company-time.ts';
import { isOverdueUndatedEvent, isPastEvent, undatedEventYear } from '../../src/shared/events.ts';
import { launchChecklist } from '../../src/shared/launch-checklist.ts';
import { SEED_COMPANY_FACTS } from '../../src/shared/company-facts.ts';

const ZONE = 'America/Vancouver';
/** The company's day at a wall-clock time in Vancouver (its offset is the zone's business, never written here). */
const today = (local: string) => dayInZone(zonedInputToInstant(local, ZONE)!, ZONE);
const at = (local: string) => zonedInputToInstant(local, ZONE)!.toISOString();
const evening = { startsAt: at('2027-01-25T18:30'), endsAt: at('2027-01-25T19:00') };

test('an event stays upcoming all through its day in the company’s zone and is past from the next midnight there', () => {
  // 23:59 in Vancouver is already the next day in UTC.
  assert.equal(dayInZone(new Date(at('2027-01-25T23:59')), 'UTC'), '2027-01-26');
  assert.equal(isPastEvent(evening, today('2027-01-25T23:59'), ZONE), false);
  assert.equal(isPastEvent(evening, today('2027-01-26T00:00'), ZONE), true);
  assert.equal(isPastEvent({ startsAt: evening.startsAt, endsAt: null }, today('2027-01-26T00:00'), ZONE), true, 'without an end, its start day counts');
  assert.equal(isPastEvent({ startsAt: null, endsAt: null }, '2099-01-01', ZONE), false, 'an undated event is never past');
  assert.equal(isPastEvent({ startsAt: at('2027-01-25T18:30'), endsAt: null }, '2027-01-26', 'Asia/Tokyo'), false, 'judged in the zone given: already January 26 in Tokyo');
});

test('an undated event is for the year its title names, else the year it was added, and overdue once that year is over', () => {
  const agm = { title: 'Annual General Meeting 2025', createdAt: '2026-03-01T00:00:00Z', startsAt: null };
  assert.equal(undatedEventYear(agm, ZONE), 2025);
  assert.equal(undatedEventYear({ title: 'Site visit', createdAt: at('2025-12-31T23:00') }, ZONE), 2025, 'added on New Year’s Eve in Vancouver, already 2026 in UTC');
  assert.equal(isOverdueUndatedEvent(agm, today('2025-12-31T23:59'), ZONE), false, 'still 2025 in Vancouver');
  assert.equal(isOverdueUndatedEvent(agm, today('2026-01-01T00:00'), ZONE), true);
  assert.equal(isOverdueUndatedEvent({ ...agm, startsAt: '2025-06-12T17:00:00Z' }, '2026-11-28', ZONE), false, 'a dated event is not TBA');
});

test('the launch checklist lists the unconfirmed facts, then each overdue undated event, worded for the IR manager', () => {
  const event = { id: 1, version: 1, title: 'Annual General Meeting 2025', kind: 'agm' as const, startsAt: null, endsAt: null, location: '', description: '', url: '', createdAt: '2026-03-01T00:00:00Z', updatedAt: '2026-03-01T00:00:00Z' };
  const items = launchChecklist(SEED_COMPANY_FACTS, [event], '2026-11-28', ZONE);
  assert.ok(items.filter((i) => i.kind === 'fact').length > 0);
  assert.deepEqual(items.at(-1), {
    kind: 'event',
    key: '1',
    label: '“Annual General Meeting 2025” still says “Date and time TBA” although 2025 is over: enter the date it was held, or delete it if it did not take place',
    href: '/admin/events#event-1',
  });
  assert.ok(!launchChecklist(SEED_COMPANY_FACTS, [event], '2025-12-31', ZONE).some((i) => i.kind === 'event'));
  for (const item of items) assert.doesNotMatch(item.label, /spec/i, 'no "the spec says"');
});
