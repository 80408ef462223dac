import { createHash } from 'node:crypto';
import { LoginFailure } from '../../db/entities/login-failure.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { LOGIN_FAILURE_WINDOW_MS } from '../../core/audit/login-failures.ts';
import type { Device } from './device-cookie.ts';

export const MAX_LOGIN_FAILURES = 5;

/** The keys an attempt is checked against (any at the limit refuses it) and those it is counted under. */
export interface ThrottleKeys {
  checked: string[];
  counted: string[];
}

/** An attempt let through, counted as a failure until released, or refused for `retryAfter` seconds. */
export type Reservation = { kind: 'reserved'; ids: number[] } | { kind: 'throttled'; retryAfter: number };

/** Work done in the reservation's transaction, under its locks, once it is known whether the attempt is refused. */
export type Alongside = (em: EntityManager, throttled: boolean) => Promise<void>;

export interface LoginThrottle {
  /**
   * Counts an attempt before its password is verified, so parallel guesses pass at most the allowance.
   * `alongside` runs in the same transaction, under the same locks (the audit summary of failed logins).
   */
  reserve(keys: ThrottleKeys, alongside?: Alongside): Promise<Reservation>;
  /** An attempt that turned out to be no failure: its reservation no longer counts. */
  release(reservation: Reservation): Promise<void>;
  /** A success: every failure counted under the keys is forgotten. */
  reset(keys: string[]): Promise<void>;
}

/**
 * The keys a login attempt is checked and counted under. A stranger is checked against its IP and the
 * account. A browser that logged in to this account before is checked against its own device key only,
 * so neither an attacker hammering the account nor one sharing its address (a NAT, an office) can lock
 * it out; its failures still count against its IP.
 */
export function throttleKeys(ip: string, username: string, device: Device | null = null): ThrottleKeys {
  const account = username.toLowerCase();
  if (device !== null && device.username.toLowerCase() === account) {
    const own = `device:${device.nonce}`;
    return { checked: [own], counted: [`ip:${ip}`, own] };
  }
  const keys = [`ip:${ip}`, `user:${account}`];
  return { checked: keys, counted: keys };
}

/** The advisory-lock namespace of login keys (the site's locks are 740_214_xxx); the second number is the key's. */
const LOCK_CLASS = 740_214_060;

/** A key's advisory lock: the first four bytes of its SHA-256; a rare collision only makes two keys wait for each other. */
const lockId = (key: string) => createHash('sha256').update(key).digest().readInt32BE(0);

/** Every lock, in memory and in the database, is taken in ascending order, so attempts sharing keys never deadlock. */
const lockIds = (keys: string[]) => [...new Set(keys.map(lockId))].sort((a, b) => a - b);

/**
 * Attempts on the same keys in one process queue in memory, each behind the one before, and only then
 * open a transaction: a burst of guesses holds one database connection per process instead of every
 * connection of the pool waiting on one advisory lock, and no attempt spends its write deadline queueing.
 */
function localQueue(): <T>(ids: number[], work: () => Promise<T>) => Promise<T> {
  const tails = new Map<number, Promise<void>>();
  async function turn(id: number): Promise<() => void> {
    const before = tails.get(id);
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    tails.set(id, mine);
    await before;
    return () => {
      if (tails.get(id) === mine) tails.delete(id);
      release();
    };
  }
  return async (ids, work) => {
    const releases: (() => void)[] = [];
    try {
      for (const id of ids) releases.push(await turn(id));
      return await work();
    } finally {
      for (const release of releases) release();
    }
  };
}

/**
 * Failures live in the database, so every process on it enforces the same limit. A key is locked while
 * it has MAX failures inside the window; it unlocks when enough of them age out.
 *
 * An attempt is counted before its password is verified (argon2 takes tens of milliseconds, long enough
 * for a burst of guesses to all pass a check made beforehand and recorded afterwards): under an
 * advisory lock per key, the failures inside the window are counted and, when every checked key has
 * room, one row per counted key is inserted at once. A conditional insert alone would not do: at read
 * committed, parallel inserts do not see each other's rows. PGlite has one connection, so its
 * transactions already run one at a time; the locks cost nothing there.
 */
export function loginThrottle(db: Db, clock: () => Date): LoginThrottle {
  const inTurn = localQueue();

  async function reserveIn(em: EntityManager, keys: ThrottleKeys, ids: number[], alongside?: Alongside): Promise<Reservation> {
    // Held to the end of the transaction; every process on the database waits on the same ones.
    for (const id of ids) await em.execute('select pg_advisory_xact_lock(?, ?)', [LOCK_CLASS, id]);
    // Read once the locks are held: waiting for them may have taken a while.
    const now = clock();
    const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
    const recent = await em.find(LoginFailure, { key: { $in: keys.checked }, at: { $gte: since } }, { orderBy: { at: 'asc' } });
    const retryAfter = secondsToWait(keys.checked, recent, now.getTime());
    await alongside?.(em, retryAfter !== null);
    // A refused attempt does as little as it can: every other attempt on its keys waits for it.
    if (retryAfter !== null) return { kind: 'throttled', retryAfter };
    // Old rows are pruned as we go; nothing else reads them.
    await em.nativeDelete(LoginFailure, { key: { $in: [...keys.checked, ...keys.counted] }, at: { $lt: since } });
    const reserved = keys.counted.map((key) => em.create(LoginFailure, { key, at: now }));
    await em.flush();
    return { kind: 'reserved', ids: reserved.map((row) => row.id) };
  }

  return {
    async reserve(keys, alongside) {
      const ids = lockIds([...keys.checked, ...keys.counted]);
      return inTurn(ids, () => db.transaction((em) => reserveIn(em, keys, ids, alongside)));
    },
    async release(reservation) {
      if (reservation.kind === 'reserved') await db.run((em) => em.nativeDelete(LoginFailure, { id: { $in: reservation.ids } }));
    },
    async reset(keys) {
      await db.run((em) => em.nativeDelete(LoginFailure, { key: { $in: keys } }));
    },
  };
}

/** Seconds until every key has room again, or null when none is at the limit. */
function secondsToWait(keys: string[], rows: LoginFailure[], now: number): number | null {
  let waitMs = 0;
  for (const key of keys) {
    const times = rows.filter((r) => r.key === key).map((r) => r.at.getTime());
    if (times.length < MAX_LOGIN_FAILURES) continue;
    // The lock lifts once only MAX - 1 failures remain inside the window.
    const leaving = times[times.length - MAX_LOGIN_FAILURES]!;
    waitMs = Math.max(waitMs, leaving + LOGIN_FAILURE_WINDOW_MS - now);
  }
  return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
}
