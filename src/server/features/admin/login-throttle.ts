import { LoginFailure } from '../../db/entities/login-failure.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import type { Device } from './device-cookie.ts';

export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;

export interface LoginThrottle {
  /** Seconds until a login may be tried again, or null when none of the keys is locked. */
  retryAfter(keys: string[]): Promise<number | null>;
  recordFailure(keys: string[]): Promise<void>;
  reset(keys: string[]): Promise<void>;
}

/**
 * The keys a login attempt is checked and counted under. A stranger is checked against its IP and the
 * account. A browser that logged in to this account before is checked against its own device key only,
 * so neither an attacker hammering the account nor one sharing its address (a NAT, an office) can lock
 * it out; its failures still count against its IP.
 */
export function throttleKeys(ip: string, username: string, device: Device | null = null): { checked: string[]; counted: string[] } {
  const account = username.toLowerCase();
  if (device !== null && device.username.toLowerCase() === account) {
    const own = `device:${device.nonce}`;
    return { checked: [own], counted: [`ip:${ip}`, own] };
  }
  const keys = [`ip:${ip}`, `user:${account}`];
  return { checked: keys, counted: keys };
}

/**
 * Failures live in the database, so every process on it enforces the same limit. A key is locked while
 * it has MAX failures inside the window; it unlocks when enough of them age out.
 */
export function loginThrottle(db: Db, clock: () => Date): LoginThrottle {
  return {
    async retryAfter(keys) {
      const now = clock().getTime();
      const since = new Date(now - LOGIN_FAILURE_WINDOW_MS);
      const rows = await db.run(async (em) => {
        // Old rows are pruned as we go; nothing else reads them.
        await em.nativeDelete(LoginFailure, { key: { $in: keys }, at: { $lt: since } });
        return em.find(LoginFailure, { key: { $in: keys }, at: { $gte: since } }, { orderBy: { at: 'asc' } });
      });
      let waitMs = 0;
      for (const key of keys) {
        const times = rows.filter((r) => r.key === key).map((r) => r.at.getTime());
        if (times.length < MAX_LOGIN_FAILURES) continue;
        // The lock lifts once only MAX - 1 failures remain inside the window.
        const leaving = times[times.length - MAX_LOGIN_FAILURES]!;
        waitMs = Math.max(waitMs, leaving + LOGIN_FAILURE_WINDOW_MS - now);
      }
      return waitMs > 0 ? Math.max(1, Math.ceil(waitMs / 1000)) : null;
    },
    async recordFailure(keys) {
      const at = clock();
      await db.run(async (em) => {
        for (const key of keys) em.create(LoginFailure, { key, at });
        await em.flush();
      });
    },
    async reset(keys) {
      await db.run((em) => em.nativeDelete(LoginFailure, { key: { $in: keys } }));
    },
  };
}
