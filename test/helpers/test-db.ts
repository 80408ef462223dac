import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseOptions } from '../../src/server/db/orm.ts';

/**
 * Which database the API suite runs on: PostgreSQL (TEST_DATABASE_URL) by default, embedded PGlite when
 * TEST_DATABASE=pglite. scripts/test.ts runs the API suite once on each.
 */
export const onPglite = process.env.TEST_DATABASE === 'pglite';

/** Why a test runs on PostgreSQL only: several server processes can share only a server database. */
export const POSTGRES_ONLY = onPglite ? 'several processes share one database only on PostgreSQL' : false;

/** The run's migrated database on the throwaway server, which `createTestDatabase({ migrated: true })` copies. */
export const POSTGRES_TEMPLATE = 'dcop_migrated_template';

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function serverUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run tests through `npm test` or scripts/test.ts');
  return url;
}

/**
 * Made once per run by scripts/test.ts: PostgreSQL copies a database from a template in a few
 * milliseconds, far less than running every migration for each test.
 */
export async function createPostgresTemplate(adminUrl: string): Promise<void> {
  await onServer(adminUrl, (client) => client.query(`create database "${POSTGRES_TEMPLATE}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${POSTGRES_TEMPLATE}`;
  await migrateDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
}

/**
 * A fresh database on the suite's throwaway server (TEST_DATABASE_URL, set by scripts/test.ts): empty,
 * or `migrated` (a copy of the run's template, as migrations leave it).
 */
export async function createTestDatabase(options: { migrated?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = serverUrl();
  const name = `t_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, (client) => client.query(`create database "${name}"${options.migrated ? ` template "${POSTGRES_TEMPLATE}"` : ''}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(() => {}),
  };
}

/** A migrated embedded database in DATA_DIR's layout, made once per run (about 10 s) and copied per test file. */
export async function createPgliteTemplate(dataDir: string): Promise<void> {
  await migrateDatabase({ dataDir });
}

/**
 * Loads the ORM only here, when the runner makes a template: every browser test file imports this module
 * for createTestDatabase, and loading the server's database layer cost each one about a second.
 */
async function migrateDatabase(options: DatabaseOptions): Promise<void> {
  const { migrate, openDatabase } = await import('../../src/server/db/orm.ts');
  const db = await openDatabase(options);
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
