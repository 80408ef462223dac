/**
 * Lists every company fact not yet confirmed, with the pages that show it, and exits 1 while any remains.
 * It reads the facts where the site does: the database at DATABASE_URL, or the embedded one in DATA_DIR
 * (a fresh install that never started reads the facts it will start with). Stop a server using the
 * embedded database first: it is locked to one process.
 * `--registry <module>` checks a module exporting `companyFacts` instead (tests use a fixture).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { TableNotFoundException } from '@mikro-orm/core';
import { type CompanyFacts, SEED_COMPANY_FACTS, withPages } from '../src/shared/company-facts.ts';
import { formatUnconfirmed, unconfirmedFacts } from '../src/shared/company-facts-report.ts';
import { openDatabase } from '../src/server/db/orm.ts';
import { DataDirLockedError } from '../src/server/db/pglite-lock.ts';
import { readCompanyFacts } from '../src/server/features/company/company-facts.ts';

const DATABASE_SOURCE = 'the database; edit them in the admin, Company section';

async function fromRegistry(path: string): Promise<CompanyFacts> {
  const module = (await import(pathToFileURL(resolve(path)).href)) as { companyFacts?: CompanyFacts };
  if (!module.companyFacts) {
    console.error(`${path} exports no companyFacts`);
    process.exit(2);
  }
  return module.companyFacts;
}

async function fromDatabase(): Promise<CompanyFacts> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  if (!databaseUrl && !existsSync(join(dataDir, 'pglite'))) return withPages(SEED_COMPANY_FACTS);
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl, dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`${error.message}\nStop the server, or run this where DATABASE_URL points at its PostgreSQL.`);
    process.exit(2);
  }
  try {
    return withPages((await database.db.run(readCompanyFacts)).facts);
  } catch (error) {
    // Not migrated yet: the first start will seed these.
    if (error instanceof TableNotFoundException) return withPages(SEED_COMPANY_FACTS);
    throw error;
  } finally {
    await database.close();
  }
}

const { values } = parseArgs({ options: { registry: { type: 'string' } } });
const list = unconfirmedFacts(values.registry ? await fromRegistry(values.registry) : await fromDatabase());
console.log(formatUnconfirmed(list, values.registry ?? DATABASE_SOURCE));
process.exit(list.length ? 1 : 0);
