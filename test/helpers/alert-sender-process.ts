/**
 * A server process of its own for tests that kill one outright (`kill -9`): the app on DATABASE_URL,
 * sending alerts through SMTP_URL in the background as every process does, without listening on a port.
 * It says `ready` over the IPC channel once its sender has started.
 */
import { tmpdir } from 'node:os';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/orm.ts';
import { TEST_ENV } from './test-env.ts';

const config = loadConfig({
  ...TEST_ENV,
  DATA_DIR: tmpdir(),
  DATABASE_URL: process.env.DATABASE_URL,
  SMTP_URL: process.env.SMTP_URL,
  ALERTS_FROM: 'District Copper <news@districtcopper.com>',
});
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({ config, db: database.db, ssr: false, logger: false });
await app.ready();
process.send?.('ready');
