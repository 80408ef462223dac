import type { TestContext } from 'node:test';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '../../src/server/app.ts';
import { type Config, loadConfig } from '../../src/server/config.ts';
import { migrate, openDatabase } from '../../src/server/db/orm.ts';
import { createPgliteDataDir, createTestDatabase, onPglite } from './test-db.ts';

export const TEST_ENV = {
  JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
  HOST: '127.0.0.1',
  SITE_URL: 'http://127.0.0.1:3000',
  STOCK_API_URL: 'http://127.0.0.1:9',
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
} as const;

export interface TestApp {
  app: FastifyInstance;
  orm: MikroORM;
  config: Config;
  databaseUrl: string;
}

/**
 * The API on a fresh, migrated database (PostgreSQL, or PGlite when the suite runs on it); closed and
 * dropped when the test ends. `ssr: 'production'` adds the pages, rendered from the test runner's build
 * (BUILD_DIR), with the HTML cache on. `databaseUrl` shares a PostgreSQL database between apps.
 */
export async function buildTestApp(
  t: TestContext,
  env: Record<string, string> = {},
  databaseUrl?: string,
  options: Partial<Pick<AppOptions, 'clock' | 'ssr' | 'logStream'>> & { writeDeadlineMs?: number } = {},
): Promise<TestApp> {
  const { writeDeadlineMs, ...appOptions } = options;
  const embedded = onPglite && !databaseUrl ? await createPgliteDataDir() : null;
  const database = databaseUrl || embedded ? null : await createTestDatabase();
  const url = databaseUrl ?? database?.url ?? '';
  const config = loadConfig({ ...TEST_ENV, ...env, ...(embedded ? { DATA_DIR: embedded.dataDir } : { DATABASE_URL: url }) });
  const db = await openDatabase({ databaseUrl: url || undefined, dataDir: config.DATA_DIR, writeDeadlineMs });
  if (!embedded) await migrate(db.orm);
  const app = await buildApp({ config, db: db.db, ssr: false, logger: appOptions.logStream !== undefined, ...appOptions });
  t.after(async () => {
    await app.close();
    await db.close();
    await database?.drop();
    embedded?.remove();
  });
  return { app, orm: db.orm, config, databaseUrl: url };
}
