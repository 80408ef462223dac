import { join } from 'node:path';
import type { MikroORM, Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import { migrationsList } from '../../../migrations/index.ts';
import { entities } from './entities/index.ts';
import { lockDataDir } from './pglite-lock.ts';
import { recoverDeadConnections } from './pool-recovery.ts';
import { createDb, type Db } from './unit-of-work.ts';

export interface Database {
  orm: MikroORM;
  /** How services reach the database: one entity manager per unit of work (unit-of-work.ts). */
  db: Db;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl?: string;
  dataDir: string;
  debug?: boolean;
  /** A transaction's deadline (unit-of-work.ts); tests shorten it. */
  writeDeadlineMs?: number;
}

function baseOptions(): Partial<Options> {
  return {
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    // Every unit of work forks its own entity manager (unit-of-work.ts); the global one is a bug.
    allowGlobalContext: false,
    debug: false,
  };
}

const BYTEA_OID = 17;

/**
 * PGlite's own bytea conversions go a byte at a time (an array of 262,144 strings for a 256 KB document
 * piece); Buffer's hex codec does the same in one call. The wire form is unchanged: `\x` and hex digits.
 */
const pgliteBytea = {
  parsers: { [BYTEA_OID]: (text: string) => Buffer.from(text.slice(2), 'hex') },
  serializers: { [BYTEA_OID]: (bytes: Uint8Array) => `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}` },
};

/** PostgreSQL when a URL is given; otherwise embedded PGlite under the data directory, locked to this process. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { MikroORM: PostgresORM } = await import('@mikro-orm/postgresql');
    const orm = await PostgresORM.init({
      ...baseOptions(),
      clientUrl: options.databaseUrl,
      pool: { min: 0, max: 10 },
      driverOptions: { onPoolCreated: recoverDeadConnections },
    });
    const shared = orm as unknown as MikroORM;
    return { orm: shared, db: createDb(shared, { statementTimeout: true, deadlineMs: options.writeDeadlineMs }), close: () => orm.close(true) };
  }
  const unlock = lockDataDir(options.dataDir);
  try {
    const { MikroORM: PgliteMikroORM } = await import('@mikro-orm/pglite');
    const orm = await PgliteMikroORM.init({
      ...baseOptions(),
      dbName: 'district_copper',
      driverOptions: { dataDir: join(options.dataDir, 'pglite'), ...pgliteBytea },
    });
    const embedded = orm as unknown as MikroORM;
    return {
      orm: embedded,
      db: createDb(embedded, { statementTimeout: false, deadlineMs: options.writeDeadlineMs }),
      close: async () => {
        await orm.close(true);
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

export async function migrate(orm: MikroORM): Promise<void> {
  await orm.migrator.up();
}
