import type { onRequestHookHandler } from 'fastify';
import { RateHit } from '../db/entities/rate-hit.entity.ts';
import type { Db, EntityManager } from '../db/unit-of-work.ts';
import { TryLater } from '../errors.ts';

/** The advisory-lock namespace of these limits (the site's locks are 740_214_xxx); the second key is the limit and address. */
const RATE_LOCK = 740_214_050;
/** Expired rows removed by each counted request: enough to keep up with the hits, few enough to stay quick. */
const PRUNE_BATCH = 100;

export interface SharedRateLimit {
  /** Names the limit in the table, e.g. `alert-signup`. */
  name: string;
  /** Requests one IP may make in any window. */
  max: number;
  windowMs: number;
}

/**
 * Seconds until `ip` may try again, or null after counting this request. Requests of one IP under one limit
 * take turns on an advisory transaction lock, so parallel requests, from one process or many, cannot all
 * count the same free places. Expired rows are pruned with SKIP LOCKED: no request waits for another's.
 */
async function hit(em: EntityManager, limit: SharedRateLimit, ip: string, now: Date): Promise<number | null> {
  await em.execute('select pg_advisory_xact_lock(?, hashtext(?))', [RATE_LOCK, `${limit.name}:${ip}`]);
  const since = new Date(now.getTime() - limit.windowMs);
  await em.execute(
    `delete from rate_hit where id in (select id from rate_hit where name = ? and at <= ? limit ${PRUNE_BATCH} for update skip locked)`,
    [limit.name, since],
  );
  const hits = await em.find(RateHit, { name: limit.name, ip, at: { $gt: since } }, { orderBy: { at: 'asc' }, fields: ['at'] });
  if (hits.length >= limit.max) {
    // Refused requests are not counted, so the place frees when the oldest counted hit leaves the window.
    const frees = hits[hits.length - limit.max]!.at.getTime() + limit.windowMs;
    return Math.max(1, Math.ceil((frees - now.getTime()) / 1000));
  }
  await em.insert(RateHit, { name: limit.name, ip, at: now });
  return null;
}

/**
 * A per-IP limit counted in the database, so every process on it shares one count (an in-memory limit
 * multiplies by the number of processes). Over the limit: 429 with Retry-After.
 */
export function sharedRateLimit(db: Db, clock: () => Date, limit: SharedRateLimit): onRequestHookHandler {
  return async (request) => {
    const wait = await db.transaction((em) => hit(em, limit, request.ip.slice(0, 64), clock()));
    if (wait === null) return;
    const minutes = Math.ceil(wait / 60);
    throw new TryLater(429, `Too many requests from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`, wait);
  };
}
