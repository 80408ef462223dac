/**
 * Lists every company fact not yet confirmed, with the pages that show it, and every event still dated
 * "TBA" after its year is over (as the admin's launch checklist does), and exits 1 while any remains.
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
import { dayInZone } from '../src/shared/company-time.ts';
import { type CompanyEvent, isOverdueUndatedEvent } from '../src/shared/events.ts';
import { overdueEventLabel } from '../src/shared/launch-checklist.ts';
import { DEFAULT_COMPANY_TIME_ZONE } from '../src/shared/time-zone.ts';
import { openDatabase } from '../src/server/db/orm.ts';
import { DataDirLockedError } from '../src/server/db/pglite-lock.ts';
import { listedEvents } from '../src/server/features/company/company-events.ts';
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

/** What the site will show; a database not yet created or migrated has only the seed's facts (its events come with the first start). */
async function fromDatabase(): Promise<{ facts: CompanyFacts; events: CompanyEvent[] }> {
  const seed = { facts: withPages(SEED_COMPANY_FACTS), events: [] };
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  if (!databaseUrl && !existsSync(join(dataDir, 'pglite'))) return seed;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ databaseUrl, dataDir });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(`${error.message}\nStop the server, or run this where DATABASE_URL points at its PostgreSQL.`);
    process.exit(2);
  }
  try {
    return await database.db.run(async (em) => ({ facts: withPages((await readCompanyFacts(em)).facts), events: await listedEvents(em) }));
  } catch (error) {
    // Not migrated yet: the first start will seed these.
    if (error instanceof TableNotFoundException) return seed;
    throw error;
  } finally {
    await database.close();
  }
}

const { values } = parseArgs({ options: { registry: { type: 'string' } } });
const content = values.registry ? { facts: await fromRegistry(values.registry), events: [] } : await fromDatabase();
const list = unconfirmedFacts(content.facts);
const zone = process.env.COMPANY_TIMEZONE || DEFAULT_COMPANY_TIME_ZONE;
const overdue = content.events.filter((event) => isOverdueUndatedEvent(event, dayInZone(new Date(), zone), zone));
console.log(formatUnconfirmed(list, values.registry ?? DATABASE_SOURCE));
if (overdue.length) {
  const count = overdue.length === 1 ? '1 event' : `${overdue.length} events`;
  console.log(`\n${count} to update (the admin, Events section):\n${overdue.map((event) => `- ${overdueEventLabel(event, zone)}`).join('\n')}`);
}
process.exit(list.length || overdue.length ? 1 : 0);
