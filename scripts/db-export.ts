/**
 * `npm run db:export -- [file]`: writes the embedded database (DATA_DIR, default ./data) as plain SQL
 * that `psql` loads into an empty PostgreSQL database: schema, data and the applied migrations, so a
 * server started on it with DATABASE_URL finds nothing to migrate. Stop the server first: it holds the
 * embedded database's lock.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { openDatabase } from '../src/server/db/orm.ts';
import { DataDirLockedError } from '../src/server/db/pglite-lock.ts';

const target = resolve(process.argv[2] ?? `district-copper-${new Date().toISOString().slice(0, 10)}.sql`);
const dataDir = resolve(process.env.DATA_DIR || './data');

let db: Awaited<ReturnType<typeof openDatabase>>;
try {
  db = await openDatabase({ dataDir });
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
try {
  const connection = db.orm.em.getDriver().getConnection() as unknown as { getNativeClient(): Promise<PGlite> };
  // INSERT statements rather than COPY blocks, so any PostgreSQL client can load the file, not only psql;
  // no owners or privileges, which name the embedded database's own roles.
  const dump = await pgDump({ pg: await connection.getNativeClient(), args: ['--inserts', '--no-owner', '--no-privileges'] });
  // PGlite's pg_dump is version 18; this one setting is unknown before PostgreSQL 17 and is 0 already.
  writeFileSync(target, (await dump.text()).replace(/^SET transaction_timeout = 0;\n/m, ''));
  console.log(`Wrote ${target}. Load it into an empty PostgreSQL database with: psql "$DATABASE_URL" -v ON_ERROR_STOP=1 -f ${target}`);
} finally {
  await db.close();
}
