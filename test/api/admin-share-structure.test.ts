import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AuditPage } from '../../src/shared/audit.ts';
import type { ShareReading } from '../../src/shared/share-structure.ts';
import { testClock } from '../helpers/clock.ts';
import { publishingApp } from '../helpers/publishing.ts';

const READING = { asOf: '2026-02-27', sharesOutstanding: 40_124_161, warrants: 9_500_000, options: 3_100_000 };

test('share structure readings need a session', async (t) => {
  const { app } = await publishingApp(t);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/share-structure' })).statusCode, 401);
  assert.equal((await app.inject({ method: 'POST', url: '/api/admin/share-structure', payload: READING })).statusCode, 401);
});

test('a reading is recorded with its fully diluted total computed, listed newest date first and audited', async (t) => {
  const { call } = await publishingApp(t);
  assert.deepEqual((await call('GET', '/api/admin/share-structure')).json(), [], 'none on a fresh install');
  const created = await call('POST', '/api/admin/share-structure', READING);
  assert.equal(created.statusCode, 201, created.body);
  const reading = created.json() as ShareReading;
  assert.equal(reading.fullyDiluted, 40_124_161 + 9_500_000 + 3_100_000);
  assert.equal(reading.createdBy, 'admin');
  await call('POST', '/api/admin/share-structure', { ...READING, asOf: '2025-12-31', sharesOutstanding: 1 });
  const listed = (await call('GET', '/api/admin/share-structure')).json() as ShareReading[];
  assert.deepEqual(listed.map((r) => r.asOf), ['2026-02-27', '2025-12-31']);
  assert.deepEqual(listed[0], { ...reading }, 'read back as it was recorded, counts as numbers');

  const entries = ((await call('GET', '/api/admin/audit')).json() as AuditPage).entries.filter((e) => e.itemKind === 'share-reading' && e.action === 'create');
  assert.deepEqual(entries.map((e) => [e.action, e.subject]), [
    ['create', 'Share structure as of 2025-12-31'],
    ['create', 'Share structure as of 2026-02-27'],
  ]);
});

test('an invalid reading is refused with 400 naming the field; fully diluted cannot be typed', async (t) => {
  const { call } = await publishingApp(t);
  const cases: [object, string, string][] = [
    [{ asOf: '27/02/2026' }, 'asOf', 'As of must be a date (YYYY-MM-DD)'],
    [{ asOf: '2026-02-30' }, 'asOf', 'As of must be a date (YYYY-MM-DD)'],
    [{ warrants: -1 }, 'warrants', 'Warrants must be a whole number of at least 0'],
    [{ options: 1.5 }, 'options', 'Options must be a whole number of at least 0'],
    [{ fullyDiluted: 5 }, 'fullyDiluted', 'fullyDiluted is not an accepted field'],
  ];
  for (const [change, field, message] of cases) {
    const response = await call('POST', '/api/admin/share-structure', { ...READING, ...change });
    assert.equal(response.statusCode, 400, JSON.stringify(change));
    assert.equal((response.json() as { errors: Record<string, string> }).errors[field], message);
  }
  assert.deepEqual((await call('GET', '/api/admin/share-structure')).json(), []);
});

test("a reading dated after the company's today or before 2000 is refused, naming the field", async (t) => {
  // 22:00 on March 2 in Vancouver, already March 3 in UTC.
  const { call } = await publishingApp(t, testClock('2026-03-03T05:00:00Z'));
  const cases: [string, string][] = [
    ['2026-03-03', 'As of cannot be after today'],
    ['9999-12-31', 'As of cannot be after today'],
    ['1999-12-31', 'As of cannot be before 2000'],
  ];
  for (const [asOf, message] of cases) {
    const response = await call('POST', '/api/admin/share-structure', { ...READING, asOf });
    assert.equal(response.statusCode, 400, asOf);
    assert.deepEqual(response.json().errors, { asOf: message }, asOf);
  }
  assert.deepEqual((await call('GET', '/api/admin/share-structure')).json(), []);
  for (const asOf of ['2026-03-02', '2000-01-01']) assert.equal((await call('POST', '/api/admin/share-structure', { ...READING, asOf })).statusCode, 201, asOf);
});
