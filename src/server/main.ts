import './production-default.ts';
import { withPages } from '../shared/company-facts.ts';
import { formatUnconfirmed, unconfirmedFacts } from '../shared/company-facts-report.ts';
import { buildApp } from './app.ts';
import { batchedStdout } from './batched-stdout.ts';
import { ConfigError, loadConfig, serverClock, siteUrlNotice } from './config.ts';
import { DataDirLockedError } from './db/pglite-lock.ts';
import { migrate, openDatabase } from './db/orm.ts';
import { ensureAdminAccount, generatedPasswordBanner } from './features/admin/admin-account.ts';
import { seedSampleArticles } from './features/articles/seed-sample-articles.ts';
import { readCompanyFacts } from './features/company/company-facts.ts';
import { seedDocuments } from './features/documents/seed-documents.ts';
import { join } from 'node:path';

const SHUTDOWN_TIMEOUT_MS = 10_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  let db: Awaited<ReturnType<typeof openDatabase>>;
  try {
    db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  await migrate(db.orm);
  const admin = await ensureAdminAccount(db.db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD });
  if (admin.generatedPassword) console.log(generatedPasswordBanner(admin.username, admin.generatedPassword));
  if (config.embedded) await seedSampleArticles(db.db);
  // The PDFs the generator wrote: in the build, or where Vite serves them from in development.
  await seedDocuments(db.db, config.NODE_ENV === 'development' ? '.generated/public' : join(config.BUILD_DIR, 'client'));

  const clock = serverClock(config);
  const app = await buildApp({
    config,
    db: db.db,
    ssr: config.NODE_ENV === 'development' ? 'development' : 'production',
    logStream: batchedStdout(),
    clock,
  });
  // Browser tests only (the clock can move only with TEST_CLOCK_START, which loadConfig refuses unless
  // NODE_ENV=test): the test that started this process moves its clock on over the IPC channel it opened,
  // never over the network, and hears back the time the clock then reads.
  const { advance } = clock;
  if (advance && process.send) {
    process.on('message', (message: unknown) => {
      const ms = (message as { advanceClockMs?: unknown } | null)?.advanceClockMs;
      if (typeof ms !== 'number') return;
      advance(ms);
      process.send?.({ clock: clock().toISOString() });
    });
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing in-flight requests`);
    const timer = setTimeout(() => {
      console.error('Shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const where = config.embedded ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'PostgreSQL at DATABASE_URL';
  app.log.info(`District Copper site on http://localhost:${config.PORT} (${where})`);
  const origin = siteUrlNotice(config);
  app.log.info(origin.info);
  if (origin.warning) app.log.warn(origin.warning);
  const unconfirmed = unconfirmedFacts(withPages((await db.db.run(readCompanyFacts)).facts));
  if (config.NODE_ENV === 'production' && unconfirmed.length) app.log.warn(formatUnconfirmed(unconfirmed, 'the admin, Company section'));
}

await main();
