import { tmpdir } from 'node:os';
import { after, type TestContext } from 'node:test';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { type Database, migrate, openDatabase } from '../../src/server/db/orm.ts';
import { embeddedTestDatabase } from './embedded-test-db.ts';
import { createTestDatabase, onPglite } from './test-db.ts';
import { TEST_ENV } from './test-env.ts';

export interface TestApp {
  app: FastifyInstance;
  orm: MikroORM;
  config: Config;
  databaseUrl: string;
}

/**
 * The API on a fresh, migrated database (PostgreSQL, or PGlite when the suite runs on it); closed when the
 * test ends, dropped when the file's tests are over (the file's embedded database is reset instead).
 * `ssr: 'production'` adds the pages, rendered from the test runner's build (BUILD_DIR), with the HTML
 * cache on. `databaseUrl` shares a PostgreSQL database between apps.
 */
export async function buildTestApp(
  t: TestContext,
  env: Record<string, string> = {},
  databaseUrl?: string,
  options: Partial<Pick<AppOptions, 'clock' | 'ssr' | 'logStream'>> & { writeDeadlineMs?: number } = {},
): Promise<TestApp> {
  const { writeDeadlineMs, ...appOptions } = options;
  const { database, url, dataDir, release } = await testDatabase(databaseUrl, writeDeadlineMs);
  // Pages come from the runner's build (BUILD_DIR), unless the test names another.
  const build = appOptions.ssr === 'production' ? { BUILD_DIR: process.env.BUILD_DIR ?? 'dist' } : {};
  const config = loadConfig({ ...TEST_ENV, ...build, ...env, ...(dataDir ? { DATA_DIR: dataDir } : { DATABASE_URL: url }) });
  const app = await buildApp({ config, db: database.db, ssr: false, logger: appOptions.logStream !== undefined, ...appOptions });
  t.after(async () => {
    await app.close();
    await release();
  });
  return { app, orm: database.orm, config, databaseUrl: url };
}

const createdDatabases: { drop(): Promise<void> }[] = [];
// Dropped when the file's tests are over, not when the test that made one ends: another app of the same
// test may still hold connections to it (the first app's hooks run before the second's).
after(() => Promise.all(createdDatabases.map((database) => database.drop())));

/**
 * A PostgreSQL database of the test's own (empty unless `migrated`), dropped when the file's tests are over:
 * after every app built on it has closed, which a test's own after hook could not promise.
 */
export async function ownDatabase(options: { migrated?: boolean } = {}): Promise<{ url: string }> {
  const created = await createTestDatabase(options);
  createdDatabases.push(created);
  return created;
}

/** The test's database: on PGlite the embedded one; on PostgreSQL a copy of the run's migrated template, or the one given. */
async function testDatabase(databaseUrl: string | undefined, writeDeadlineMs: number | undefined): Promise<{ database: Database; url: string; dataDir?: string; release(): Promise<void> }> {
  if (onPglite && !databaseUrl) return embeddedTestDatabase(writeDeadlineMs).then((embedded) => ({ ...embedded, url: '' }));
  const url = databaseUrl ?? (await ownDatabase({ migrated: true })).url;
  const database = await openDatabase({ databaseUrl: url, dataDir: tmpdir(), writeDeadlineMs });
  // A database handed in may be a test's own, still empty.
  if (databaseUrl) await migrate(database.orm);
  return {
    database,
    url,
    release: () => database.close(),
  };
}
