import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { type Database, openDatabase } from '../../src/server/db/orm.ts';
import { createDb } from '../../src/server/db/unit-of-work.ts';
import { createPgliteDataDir } from './test-db.ts';

/** Where the file's embedded database keeps a copy of the rows the migrations left, to put them back. */
const PRISTINE = 'test_pristine';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface FileDatabase {
  database: Database;
  /** Puts the database back as the migrations left it: every table's rows and every sequence. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Reads the fresh copy once and writes the statements that return it to this state: truncating only
 * the tables holding rows (one query finds them), reinserting the migrations' rows from a copy in a
 * schema of its own, and setting every sequence back. Tens of milliseconds, where a new copy of the
 * 46 MB database and a new PGlite instance took one to two seconds per test.
 */
async function openFileDatabase(): Promise<FileDatabase> {
  const embedded = await createPgliteDataDir();
  const database = await openDatabase({ dataDir: embedded.dataDir });
  const sql = database.orm.em.fork().getConnection();
  const query = async <Row>(statement: string, params: unknown[] = []) => (await sql.execute(statement, params)) as Row[];
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);
  const tables = names(await query(`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'mikro_orm_migrations'`));
  const sequences = await query<{ name: string; start: string; last: string | null }>(
    `select sequencename as name, start_value::text as start, last_value::text as last from pg_sequences where schemaname = 'public'`,
  );
  const restore: string[] = [];
  await sql.execute(`create schema ${PRISTINE}`);
  for (const table of tables) {
    const [{ rows }] = await query<{ rows: number }>(`select count(*)::int as rows from ${quoted(table)}`);
    if (rows === 0) continue;
    const columns = names(
      await query(
        `select column_name as name from information_schema.columns where table_schema = 'public' and table_name = ? and is_generated = 'NEVER' order by ordinal_position`,
        [table],
      ),
    )
      .map(quoted)
      .join(', ');
    await sql.execute(`create table ${PRISTINE}.${quoted(table)} as select * from ${quoted(table)}`);
    restore.push(`insert into ${quoted(table)} (${columns}) overriding system value select ${columns} from ${PRISTINE}.${quoted(table)}`);
  }
  const withRows = `select name from (${tables.map((table) => `select '${table}' as name where exists (select from ${quoted(table)})`).join(' union all ')}) t`;
  const rewind = `select ${sequences.map((s) => `setval('${quoted(s.name)}', ${s.last ?? s.start}, ${s.last !== null})`).join(', ')}`;
  return {
    database,
    async reset() {
      const dirty = names(await query(withRows)).map(quoted);
      if (dirty.length > 0) await sql.execute(`truncate ${dirty.join(', ')} cascade`);
      for (const statement of restore) await sql.execute(statement);
      if (sequences.length > 0) await sql.execute(rewind);
    },
    async close() {
      await database.close();
      embedded.remove();
    },
  };
}

let fileDatabase: Promise<FileDatabase> | null = null;
let fileDatabaseTaken = false;
// Registered when a test file imports this module, so it runs once after all of the file's tests.
after(async () => (await fileDatabase)?.close());

export interface EmbeddedTestDatabase {
  database: Database;
  /** The test's own DATA_DIR (the outbox), apart from the database's. */
  dataDir: string;
  /** Called once the test's app has closed. */
  release(): Promise<void>;
}

/**
 * A migrated embedded database for one test: the test file's, reset (one copy and one PGlite instance
 * per file instead of per test). A second app in the same test, the first still open, gets a copy of its own.
 */
export async function embeddedTestDatabase(writeDeadlineMs?: number): Promise<EmbeddedTestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'dcop-api-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!fileDatabaseTaken) {
    fileDatabaseTaken = true;
    fileDatabase ??= openFileDatabase();
    const shared = await fileDatabase;
    await shared.reset();
    return {
      database: { ...shared.database, db: createDb(shared.database.orm, { statementTimeout: false, deadlineMs: writeDeadlineMs }) },
      dataDir,
      release: async () => {
        removeDataDir();
        fileDatabaseTaken = false;
      },
    };
  }
  const own = await createPgliteDataDir();
  const database = await openDatabase({ dataDir: own.dataDir, writeDeadlineMs });
  return {
    database,
    dataDir,
    release: async () => {
      await database.close();
      own.remove();
      removeDataDir();
    },
  };
}
