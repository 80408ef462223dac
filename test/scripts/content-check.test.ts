import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase } from '../../src/server/db/orm.ts';
import { companyFactsService } from '../../src/server/features/company/company-facts.ts';
import { companyFacts, SEED_COMPANY_FACTS } from '../../src/shared/company-facts.ts';
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

test('npm run content:check reads the facts the admin saved, and the events left TBA after their year, from the embedded database', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'content-check-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ dataDir });
  await migrate(database.orm);
  const facts = Object.fromEntries(Object.entries(SEED_COMPANY_FACTS).map(([key, fact]) => [key, { ...fact, confirmed: key !== 'phone' }]));
  const service = companyFactsService({ db: database.db, clock: () => new Date(), onContentChanged: () => {} });
  await service.update({ version: 0, facts: { ...(facts as typeof SEED_COMPANY_FACTS), phone: { value: '+1 (604) 555-0142', confirmed: false } } }, { username: 'admin', ip: null });
  await database.close();

  const run = spawnSync(process.execPath, ['scripts/content-check.ts'], { encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
  assert.equal(run.status, 1, run.stderr);
  assert.equal(
    run.stdout.trim(),
    '1 company fact not confirmed (the database; edit them in the admin, Company section):\n- phone: +1 (604) 555-0142\n    shown on: /contact, /corporate/corporate-directory, /investors, presentation request dialog\n\n' +
      '1 event to update (the admin, Events section):\n- “Annual General Meeting 2025” still says “Date and time TBA” although 2025 is over: enter the date it was held, or delete it if it did not take place',
    'the seed’s AGM 2025, undated, read in 2026 or later',
  );
});
