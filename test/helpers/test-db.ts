import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { migrate, openDatabase } from '../../src/server/db/orm.ts';

/**
 * Which database the API suite runs on: PostgreSQL (TEST_DATABASE_URL) by default, embedded PGlite when
 * TEST_DATABASE=pglite. scripts/test.ts runs the API suite once on each.
 */
export const onPglite = process.env.TEST_DATABASE === 'pglite';

/** Why a test runs on PostgreSQL only: several server processes can share only a server database. */
export const POSTGRES_ONLY = onPglite ? 'several processes share one database only on PostgreSQL' : false;

/** A fresh, empty database on the suite's throwaway server (TEST_DATABASE_URL, set by scripts/test.ts). */
export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set: run tests through `npm test` or scripts/test.ts');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** A migrated embedded database in DATA_DIR's layout, made once per run (about 10 s) and copied per test. */
export async function createPgliteTemplate(dataDir: string): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db.orm);
  } finally {
    await db.close();
  }
}

/** A fresh data directory holding a migrated embedded database, copied from the run's template. */
export async function createPgliteDataDir(): Promise<{ dataDir: string; remove(): void }> {
  let template = process.env.TEST_PGLITE_TEMPLATE;
  if (!template || !existsSync(join(template, 'pglite'))) {
    template = mkdtempSync(join(tmpdir(), 'dcop-pglite-template-'));
    await createPgliteTemplate(template);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'dcop-pglite-'));
  cpSync(join(template, 'pglite'), join(dataDir, 'pglite'), { recursive: true });
  return { dataDir, remove: () => rmSync(dataDir, { recursive: true, force: true }) };
}
