import assert from 'node:assert/strict';
import { test } from 'node:test';
import { auditFilter, NO_AUDIT_FILTER } from '../../src/admin/audit/audit-filter-query.ts';

test('the audit filter sends whole days in the company zone, and nothing for what is left empty', () => {
  assert.deepEqual(auditFilter(NO_AUDIT_FILTER, 'America/Vancouver'), {});
  assert.deepEqual(auditFilter({ action: 'publish', release: '  copper keg ', from: '2026-03-02', to: '2026-03-02' }, 'America/Vancouver'), {
    action: 'publish',
    release: 'copper keg',
    from: '2026-03-02T08:00:00.000Z',
    to: '2026-03-03T08:00:00.000Z',
  });
  // BC keeps UTC-7 all year from November 2026.
  assert.deepEqual(auditFilter({ ...NO_AUDIT_FILTER, to: '2026-12-31' }, 'America/Vancouver'), { to: '2027-01-01T07:00:00.000Z' });
});
