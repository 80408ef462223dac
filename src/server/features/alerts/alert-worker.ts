import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { AlertSubscriber } from '../../db/entities/alert-subscriber.entity.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { isPublicAt } from '../../../shared/publication-rule.ts';
import { messageSender } from './sender.ts';
import { alertMessage } from './alert-message.ts';
import type { AlertTokens } from './alert-tokens.ts';
import { type Mailer, SMTP_TIMEOUT_MS } from './mailer.ts';

const BATCH = 50;
const IDLE_POLL_MS = 5_000;
/**
 * A claim holds its rows for a minute, renewed after each message: a dead process's rows come back
 * within a minute, and twice the SMTP timeout leaves a message still being sent to the process sending it.
 */
export const LEASE_MS = 2 * SMTP_TIMEOUT_MS;
const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 60_000;
/** While the database is away, a mark is tried again this often. */
const MARK_RETRY_MS = 500;
/**
 * After the database was away, how long a process waits once it answers again before claiming: every
 * process holding an unwritten mark writes it first, even if the outage let its lease lapse.
 */
const SETTLE_MS = 6 * MARK_RETRY_MS;
/** Any fixed number: claims take turns on it, so the cluster as a whole keeps to the sending rate. */
const CLAIM_LOCK = 740_214_034;

interface Claimed {
  id: number;
  article_id: number;
  subscriber_id: number;
  attempts: number;
  message_id: string;
}

interface Claim {
  rows: Claimed[];
  /** Identifies the claim: its process renews only the leases it still holds. */
  at: Date;
}

/** What became of one message: sent (no error), or an error to retry after or to stop at (`final`). */
interface Outcome {
  row: Claimed;
  error: string | null;
  final: boolean;
}

export interface AlertWorkerOptions {
  db: Db;
  clock: () => Date;
  mailer: Mailer;
  tokens: AlertTokens;
  siteUrl: string;
  unsubscribeMailto?: string;
  perMinute: number;
  log: FastifyBaseLogger;
}

export interface AlertWorker {
  start(): void;
  /** Looks for work now (after a publication committed). */
  wake(): void;
  stop(): Promise<void>;
}

/**
 * Drains the delivery table in the background of every process: a batch is claimed in a short
 * transaction (`FOR UPDATE SKIP LOCKED`, so processes never take the same row) as a lease, then sent one
 * message at a time outside it, each marked as soon as SMTP has accepted it, so a process killed
 * outright leaves at most one sent message unmarked. A mark the database cannot take (it is away) is
 * kept and tried again, and nothing more is sent or claimed until it is written. Requests never wait
 * for the sender. Failures retry with doubling delays, then the row is marked failed.
 */
export function alertWorker(options: AlertWorkerOptions): AlertWorker {
  const { db, clock, mailer, tokens, log } = options;
  const messageIdDomain = new URL(options.siteUrl).hostname;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;
  /** The database was found away (or the sender failed): settle before the next claim. */
  let unsettled = false;

  async function claim(em: EntityManager): Promise<Claim> {
    const now = clock();
    await em.execute('select pg_advisory_xact_lock(?)', [CLAIM_LOCK]);
    const [used] = await em.execute<{ count: string | number }[]>('select count(*) as count from alert_delivery where claimed_at > ?', [
      new Date(now.getTime() - 60_000),
    ]);
    const allowance = Math.min(BATCH, options.perMinute - Number(used?.count ?? 0));
    if (allowance <= 0) return { rows: [], at: now };
    // The Message-ID is fixed at the first try (release, subscriber, queue generation): a message sent
    // again after a crash carries the same one; "Send alert again" starts a new generation.
    const rows = await em.execute<Claimed[]>(
      `update alert_delivery set claimed_at = ?, next_attempt_at = ?, attempts = attempts + 1,
         message_id = coalesce(message_id, concat('<alert.', article_id, '.', subscriber_id, '.', generation, '@', ?::text, '>'))
       where id in (
         select d.id from alert_delivery d join alert_subscriber s on s.id = d.subscriber_id
         where d.status = 'queued' and d.next_attempt_at <= ? and s.status = 'confirmed'
         order by d.id limit ? for update of d skip locked)
       returning id, article_id, subscriber_id, attempts, message_id`,
      [now, new Date(now.getTime() + LEASE_MS), messageIdDomain, now, allowance],
    );
    return { rows: rows.sort((a, b) => Number(a.id) - Number(b.id)), at: now };
  }

  /**
   * Writes one message's outcome and renews the lease on the rest of the batch, in one statement; answers
   * the rows of the rest still held (another process may have taken some once a long outage let the lease
   * lapse). While the database is away the mark is kept here and tried again: nothing else is sent meanwhile.
   */
  async function mark({ row, error, final }: Outcome, rest: Claimed[], claimedAt: Date): Promise<Claimed[]> {
    for (let tries = 1; ; tries++) {
      const now = clock();
      const retryAt = new Date(now.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1));
      try {
        const held = await db.run((em) =>
          em.execute<{ id: number }[]>(
            `with marked as (update alert_delivery set status = ?, sent_at = ?, next_attempt_at = ?, last_error = ? where id = ?)
             update alert_delivery set next_attempt_at = ?
             where id = any(string_to_array(?, ',')::bigint[]) and status = 'queued' and claimed_at = ? returning id`,
            [
              error === null ? 'sent' : final ? 'failed' : 'queued',
              error === null ? now : null,
              error === null || final ? now : retryAt,
              error?.slice(0, 500) ?? null,
              row.id,
              new Date(now.getTime() + LEASE_MS),
              rest.map((r) => r.id).join(','),
              claimedAt,
            ],
          ),
        );
        const ids = new Set(held.map((h) => Number(h.id)));
        return rest.filter((r) => ids.has(Number(r.id)));
      } catch (err) {
        if (stopped) {
          log.error({ err, delivery: row.id }, 'alerts: stopping with an alert sent but not marked; it will be sent again');
          return [];
        }
        unsettled = true;
        if (tries === 1) log.warn({ err, delivery: row.id }, 'alerts: cannot mark an alert; keeping the mark until the database answers');
        await delay(MARK_RETRY_MS);
      }
    }
  }

  async function send(claimed: Claim): Promise<void> {
    const { rows } = claimed;
    const { articles, subscribers, sender } = await db.run(async (em) => ({
      sender: await messageSender(em),
      articles: new Map((await em.find(Article, { id: { $in: [...new Set(rows.map((r) => r.article_id))] } })).map((a) => [a.id, a])),
      subscribers: new Map((await em.find(AlertSubscriber, { id: { $in: rows.map((r) => r.subscriber_id) } })).map((s) => [s.id, s])),
    }));
    const deliver = async (row: Claimed): Promise<Outcome> => {
      const article = articles.get(row.article_id);
      const subscriber = subscribers.get(row.subscriber_id);
      if (!article || !subscriber || !isPublicAt(article, clock())) return { row, error: 'The release is no longer public', final: true };
      const unsubscribeUrl = `${options.siteUrl}/alerts/unsubscribe/${tokens.issue(subscriber.id, 'manage')}`;
      const links = { siteUrl: options.siteUrl, unsubscribeUrl, unsubscribeMailto: options.unsubscribeMailto, sender };
      try {
        await mailer.send(alertMessage(article, subscriber.email, links, row.message_id));
        return { row, error: null, final: true };
      } catch (err) {
        log.warn({ err, delivery: row.id }, 'alerts: sending failed');
        return { row, error: err instanceof Error ? err.message : String(err), final: row.attempts >= MAX_ATTEMPTS };
      }
    };
    // One message in flight at a time. Stopping leaves the rest of the batch to come back when its lease ends.
    let rest = rows;
    while (rest.length && !stopped) {
      const [row, ...others] = rest as [Claimed, ...Claimed[]];
      rest = await mark(await deliver(row), others, claimed.at);
    }
  }

  async function settle(): Promise<void> {
    await db.run((em) => em.execute('select 1'));
    await delay(SETTLE_MS);
    unsettled = false;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      let claimed: Claim;
      do {
        if (unsettled) await settle();
        claimed = await db.transaction(claim);
        if (claimed.rows.length) await send(claimed);
      } while (claimed.rows.length && !stopped);
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => {
        unsettled = true;
        log.error({ err }, 'alerts: sender failed; trying again');
      })
      .finally(() => (running = null));
  }

  return {
    start() {
      stopped = false;
      timer = setInterval(run, IDLE_POLL_MS).unref();
      run();
    },
    wake: run,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      mailer.close();
    },
  };
}
