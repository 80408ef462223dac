import type pg from 'pg';

/** Long enough for any holder that does hand a dead connection back (a single query's) to have done so. */
const HAND_BACK_MS = 1_000;

/**
 * kysely's transactions hand their connection back only after a COMMIT or ROLLBACK that succeeded: one
 * whose connection died mid-transaction (PostgreSQL restarting) is never handed back, so each restart
 * would cost the pool a connection for good (10 restarts: none left) and closing the pool would wait for
 * ever. A connection that has ended and is still lent a moment later is handed back here, which removes it.
 */
export function recoverDeadConnections(pool: pg.Pool): void {
  const lent = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => lent.add(client));
  pool.on('release', (_err, client) => lent.delete(client));
  pool.on('connect', (client) => {
    client.on('end', () => {
      setTimeout(() => {
        if (lent.has(client)) client.release(new Error('The database connection ended while lent'));
      }, HAND_BACK_MS).unref();
    });
  });
}
