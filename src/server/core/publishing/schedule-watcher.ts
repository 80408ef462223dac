import type { FastifyBaseLogger } from 'fastify';
import type { ClusterBus } from '../../plugins/cluster-bus.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { nextPublication } from './next-publication.ts';
import { dueTopics, type Publication } from './publication.ts';

/** How often the leader compares the clock with the next scheduled minute. */
const TICK_MS = 1_000;
/** How often a process that does not lead asks for the leader's lock. */
const LEAD_RETRY_MS = 5_000;
/** The next scheduled time is read again at least this often, whatever was announced. */
const RECHECK_MS = 60_000;

export interface ScheduleWatcherOptions {
  db: Db;
  clock: () => Date;
  bus: ClusterBus;
  publication: Publication;
  log: FastifyBaseLogger;
  tickMs?: number;
}

export interface ScheduleWatcher {
  start(): void;
  /** Resolves once a tick under way has finished, so the database can close after it. */
  stop(): Promise<void>;
  /** Makes every scheduled publication whose minute has come take effect now (recorded once, whichever process asks). */
  catchUp(): Promise<void>;
}

/**
 * Acts at each scheduled minute, whether or not a request comes: the leading process (one at a time,
 * see cluster-bus.ts) records the publication, starts its hooks and announces it. Publication itself
 * needs no job (the query decides it); this is everything a publication starts.
 */
export function scheduleWatcher(options: ScheduleWatcherOptions): ScheduleWatcher {
  const { db, clock, bus, publication, log } = options;
  /** The next scheduled time; undefined when it must be read again. */
  let next: Date | null | undefined;
  let checkedAt = 0;
  let leaderAskedAt = Number.NEGATIVE_INFINITY;
  let leading = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;

  // Any change of what is public may move the next scheduled time, in whichever process it was made.
  bus.onPublicChanged(() => (next = undefined));

  async function catchUp(): Promise<void> {
    const due = await db.transaction((em) => publication.takeEffect(em, clock()));
    const topics = dueTopics(due);
    if (topics.length) await publication.committed(due.articles.map((d) => d.id), topics);
  }

  async function tick(): Promise<void> {
    if (!leading && performance.now() - leaderAskedAt >= LEAD_RETRY_MS) {
      leaderAskedAt = performance.now();
      leading = await bus.lead();
      // A new leader reads the schedule afresh: the last one may have died at a minute.
      next = undefined;
    }
    if (!leading) return;
    leading = await bus.lead();
    const now = clock();
    const stale = performance.now() - checkedAt >= RECHECK_MS;
    if (next === undefined || stale || (next !== null && next.getTime() <= now.getTime())) {
      await catchUp();
      next = await nextPublication(db, now);
      checkedAt = performance.now();
    }
  }

  return {
    start() {
      timer ??= setInterval(() => {
        inFlight ??= tick()
          .catch((err: unknown) => log.error({ err }, 'schedule: watching failed; trying again'))
          .finally(() => (inFlight = null));
      }, options.tickMs ?? TICK_MS).unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await inFlight;
    },
    catchUp,
  };
}
