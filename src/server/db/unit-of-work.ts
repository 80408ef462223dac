import { AsyncLocalStorage } from 'node:async_hooks';
import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/postgresql';

/** Both drivers (PostgreSQL and PGlite) speak SQL: raw statements go through `em.execute`, inside the unit's transaction. */
export type EntityManager = SqlEntityManager;

/** How long a transaction may take, waiting for the database included, before it is rolled back. */
export const WRITE_DEADLINE_MS = 10_000;

/** A transaction that ran past its deadline; it was rolled back and nothing of it was kept. */
export class WriteTimeout extends Error {
  constructor() {
    super('The database did not finish saving in time. Nothing was changed; please try again.');
  }
}

/**
 * A unit of work opened while a transaction was open in the same call chain. On the embedded database
 * it would wait for the transaction's only connection, which waits for it: a deadlock. Raised at once.
 */
export class NestedUnitOfWork extends Error {
  constructor() {
    super('A unit of work was opened inside a transaction: use the entity manager the transaction handed down');
  }
}

/**
 * The only way services reach the database. Each unit of work gets an entity manager of its own;
 * inside a transaction every read and write must use the one it hands down, and opening another unit
 * there throws NestedUnitOfWork instead of hanging.
 */
export interface Db {
  /** Work outside a transaction (reads, single statements that commit on their own). */
  run<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
  /** One transaction; past the deadline it is rolled back and the promise rejects with WriteTimeout. */
  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T>;
}

export interface DbOptions {
  deadlineMs?: number;
  /**
   * PostgreSQL can also end a statement stuck on a lock at the deadline, so the rollback is not queued
   * behind it. PGlite runs one statement at a time in this process: there, only the Node deadline applies.
   */
  statementTimeout: boolean;
}

const insideTransaction = new AsyncLocalStorage<true>();

function assertOutsideTransaction(): void {
  if (insideTransaction.getStore()) throw new NestedUnitOfWork();
}

/**
 * The transaction's entity manager as its work sees it: once the deadline has passed, any further call
 * throws, so work still running after the rollback can never write outside the transaction.
 */
function closable(em: EntityManager): { em: EntityManager; close(): void } {
  let closed = false;
  const guarded = new Proxy(em, {
    get(target, property) {
      const value = Reflect.get(target, property, target) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new WriteTimeout();
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { em: guarded, close: () => (closed = true) };
}

export function createDb(orm: MikroORM, options: DbOptions): Db {
  const deadlineMs = options.deadlineMs ?? WRITE_DEADLINE_MS;
  return {
    async run(work) {
      assertOutsideTransaction();
      return work(orm.em.fork() as EntityManager);
    },
    async transaction(work) {
      assertOutsideTransaction();
      let timer: NodeJS.Timeout | undefined;
      let timedOut = false;
      const expired = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          timedOut = true;
          reject(new WriteTimeout());
        }, deadlineMs);
      });
      // Handled by both races below; without this an expiry after success would be unhandled.
      expired.catch(() => {});
      const transaction = insideTransaction.run(true, () =>
        (orm.em.fork() as EntityManager).transactional(async (em) => {
          // Begun only after the deadline (waiting for the connection): do nothing, roll back.
          if (timedOut) throw new WriteTimeout();
          if (options.statementTimeout) await em.execute(`set local statement_timeout = ${deadlineMs}`);
          const unit = closable(em);
          // Rejecting here makes MikroORM roll the transaction back on its own connection.
          return Promise.race([work(unit.em), expired.catch((error: unknown) => {
            unit.close();
            throw error;
          })]);
        }),
      );
      try {
        // The request answers at the deadline even while the rollback is still on its way.
        return await Promise.race([transaction, expired]);
      } finally {
        clearTimeout(timer);
        transaction.catch(() => {});
      }
    },
  };
}
