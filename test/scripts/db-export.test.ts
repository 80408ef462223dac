import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import pg from 'pg';
import { Article } from '../../src/server/db/entities/article.entity.ts';
import { openDatabase } from '../../src/server/db/orm.ts';
import { ensureAdminAccount } from '../../src/server/features/admin/admin-account.ts';
import { seedSampleArticles } from '../../src/server/features/articles/seed-sample-articles.ts';
import { createPgliteDataDir, createTestDatabase } from '../helpers/test-db.ts';

test('db:export writes the embedded database as SQL that PostgreSQL loads, with nothing left to migrate', { timeout: 120_000 }, async (t) => {
  const embedded = await createPgliteDataDir();
  const scratch = mkdtempSync(join(tmpdir(), 'dcop-export-'));
  const target = await createTestDatabase();
  t.after(async () => {
    embedded.remove();
    rmSync(scratch, { recursive: true, force: true });
    await target.drop();
  });
  const source = await openDatabase({ dataDir: embedded.dataDir });
  const seeded = await seedSampleArticles(source.db);
  await ensureAdminAccount(source.db, { username: 'admin', password: 'exported-password-1' });
  await source.close();

  const file = join(scratch, 'district-copper.sql');
  const run = spawnSync(process.execPath, ['scripts/db-export.ts', file], { env: { ...process.env, DATA_DIR: embedded.dataDir }, encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /psql "\$DATABASE_URL" -v ON_ERROR_STOP=1 -f /);

  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  await client.query(readFileSync(file, 'utf8'));
  await client.end();

  const moved = await openDatabase({ databaseUrl: target.url, dataDir: scratch });
  t.after(() => moved.close());
  assert.deepEqual(await moved.orm.migrator.getPending(), [], 'the applied migrations came along');
  assert.equal(await moved.db.run((em) => em.count(Article, {})), seeded);
  assert.equal((await ensureAdminAccount(moved.db, { username: 'admin', password: 'exported-password-1' })).change, 'unchanged', 'the account and its password came along');
  // Sequences came along too: a new row does not collide with an exported one.
  await moved.db.transaction(async (em) => {
    const [first] = await em.find(Article, {}, { limit: 1 });
    em.create(Article, { ...first!, id: undefined, slug: 'after-the-move', createdAt: new Date(), updatedAt: new Date() } as never);
    await em.flush();
  });
});
