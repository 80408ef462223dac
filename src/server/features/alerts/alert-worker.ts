import type { FastifyBaseLogger } from 'fastify';
import { AlertSubscriber } from '../../db/entities/alert-subscriber.entity.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { isPublicAt } from '../../../shared/publication-rule.ts';
import { messageSender } from './sender.ts';
import { alertMessage } from './alert-message.ts';
import type { AlertTokens } from './alert-tokens.ts';
import type { Mailer } from './mailer.ts';

const BATCH = 50;
const IDLE_POLL_MS = 5_000;
/** A claimed row nobody marked (its process died mid-send) is taken again after this. */
const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 60_000;
/** Any fixed number: claims take turns on it, so the cluster as a whole keeps to the sending rate. */
const CLAIM_LOCK = 740_214_034;

interface Claimed {
  id: number;
  article_id: number;
  subscriber_id: number;
  attempts: number;
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
 * Drains the delivery table in the background of every process: each batch is claimed in a short
 * transaction (`FOR UPDATE SKIP LOCKED`, so processes never take the same row), sent outside it, then
 * marked. Requests never wait for it. Failures retry with doubling delays, then the row is marked failed.
 */
export function alertWorker(options: AlertWorkerOptions): AlertWorker {
  const { db, clock, mailer, tokens, log } = options;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = true;

  async function claim(em: EntityManager): Promise<Claimed[]> {
    const now = clock();
    await em.execute('select pg_advisory_xact_lock(?)', [CLAIM_LOCK]);
    const [used] = await em.execute<{ count: string | number }[]>('select count(*) as count from alert_delivery where claimed_at > ?', [
      new Date(now.getTime() - 60_000),
    ]);
    const allowance = Math.min(BATCH, options.perMinute - Number(used?.count ?? 0));
    if (allowance <= 0) return [];
    return em.execute<Claimed[]>(
      `update alert_delivery set claimed_at = ?, next_attempt_at = ?, attempts = attempts + 1
       where id in (
         select d.id from alert_delivery d join alert_subscriber s on s.id = d.subscriber_id
         where d.status = 'queued' and d.next_attempt_at <= ? and s.status = 'confirmed'
         order by d.id limit ? for update of d skip locked)
       returning id, article_id, subscriber_id, attempts`,
      [now, new Date(now.getTime() + LEASE_MS), now, allowance],
    );
  }

  async function send(rows: Claimed[]): Promise<void> {
    const { articles, subscribers, sender } = await db.run(async (em) => ({
      sender: await messageSender(em),
      articles: new Map((await em.find(Article, { id: { $in: [...new Set(rows.map((r) => r.article_id))] } })).map((a) => [a.id, a])),
      subscribers: new Map((await em.find(AlertSubscriber, { id: { $in: rows.map((r) => r.subscriber_id) } })).map((s) => [s.id, s])),
    }));
    const outcomes = await Promise.all(
      rows.map(async (row) => {
        const article = articles.get(row.article_id);
        const subscriber = subscribers.get(row.subscriber_id);
        if (!article || !subscriber || !isPublicAt(article, clock())) return { row, error: 'The release is no longer public', final: true };
        const unsubscribeUrl = `${options.siteUrl}/alerts/unsubscribe/${tokens.issue(subscriber.id, 'manage')}`;
        try {
          await mailer.send(alertMessage(article, subscriber.email, { siteUrl: options.siteUrl, unsubscribeUrl, unsubscribeMailto: options.unsubscribeMailto, sender }));
          return { row, error: null, final: true };
        } catch (err) {
          log.warn({ err, delivery: row.id }, 'alerts: sending failed');
          return { row, error: err instanceof Error ? err.message : String(err), final: row.attempts >= MAX_ATTEMPTS };
        }
      }),
    );
    const now = clock();
    await db.transaction(async (em) => {
      for (const { row, error, final } of outcomes) {
        const retryAt = new Date(now.getTime() + RETRY_BASE_MS * 2 ** (row.attempts - 1));
        await em.execute('update alert_delivery set status = ?, sent_at = ?, next_attempt_at = ?, last_error = ? where id = ?', [
          error === null ? 'sent' : final ? 'failed' : 'queued',
          error === null ? now : null,
          error === null || final ? now : retryAt,
          error?.slice(0, 500) ?? null,
          row.id,
        ]);
      }
    });
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      let rows: Claimed[];
      do {
        rows = await db.transaction(claim);
        if (rows.length) await send(rows);
      } while (rows.length && !stopped);
    } while (again && !stopped);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((err: unknown) => log.error({ err }, 'alerts: sender failed; trying again'))
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
