import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { companyFacts } from '../../src/shared/company-facts.ts';
import { formatUnconfirmed, unconfirmedFacts } from '../../src/shared/company-facts-report.ts';

function contentCheck(args: string[] = []) {
  return spawnSync(process.execPath, ['scripts/content-check.ts', ...args], { encoding: 'utf8' });
}

test('lists each unconfirmed fact with the pages that show it', () => {
  const list = unconfirmedFacts({
    phone: { value: { display: '+1 (604) 000-0000' }, confirmed: false, shownOn: ['/contact', '/investors'] },
    email: { value: 'info@example.com', confirmed: true, shownOn: ['/contact'] },
  });
  assert.deepEqual(list, [{ key: 'phone', value: '+1 (604) 000-0000', shownOn: ['/contact', '/investors'] }]);
  assert.equal(
    formatUnconfirmed(list),
    '1 company fact not confirmed (src/shared/company-facts.ts):\n- phone: +1 (604) 000-0000\n    shown on: /contact, /investors',
  );
});

test('the registry holds every fact the company must supply', () => {
  for (const key of ['phone', 'email', 'investorRelationsContact', 'corporateOffice', 'registeredOffice', 'legalCounsel', 'auditor', 'transferAgent', 'socialNetworkUrl', 'microblogUrl', 'professionalNetworkUrl', 'qualifiedPerson', 'officers']) {
    assert.ok(key in companyFacts, key);
  }
});

test('npm run content:check exits 1 and lists the placeholders while any fact is unconfirmed', () => {
  const run = contentCheck();
  assert.equal(run.status, 1, run.stderr);
  assert.match(run.stdout, /company facts not confirmed/);
  assert.match(run.stdout, /- qualifiedPerson: \[Qualified Person name\]/);
  assert.match(run.stdout, /shown on: \/projects\/copper-keg, /);
  assert.match(run.stdout, /- officers: \[President & CEO name\]/);
});

test('npm run content:check exits 0 once every fact is confirmed', () => {
  const run = contentCheck(['--registry', 'test/fixtures/confirmed-company-facts.ts']);
  assert.equal(run.status, 0, run.stderr);
  assert.equal(run.stdout.trim(), 'All company facts are confirmed.');
});
