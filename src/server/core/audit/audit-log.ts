import type { QueryResult } from '@mikro-orm/core';
import { TITLE_MAX_LENGTH } from '../../../shared/article.ts';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';
import {
  AUDIT_CSV_MAX,
  AUDIT_NOTE_MAX_LENGTH,
  type AuditAction,
  type AuditEntry,
  type AuditFilter,
  type AuditPage,
  type AuditQuery,
  FAILED_LOGIN_RETENTION_DAYS,
  UNKNOWN_ACCOUNT_NAME_LENGTH,
} from '../../../shared/audit.ts';
import type { PublishableKind } from '../../../shared/trash.ts';
import { AdminUser } from '../../db/entities/admin-user.entity.ts';
import { AuditEvent } from '../../db/entities/audit-event.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { visibleSql } from '../publishing/publication-rule.ts';
import { LOGIN_FAILURE_WINDOW_MS } from './login-failures.ts';

/** Who did something, from where: the session's username and the request's IP. */
export interface Actor {
  username: string | null;
  ip: string | null;
}

export interface AuditedArticle {
  id: number;
  slug: string;
  title: string;
}

/** What the system does by itself: a schedule going live, the 30-day purge. */
export const SYSTEM: Actor = { username: null, ip: null };

const BAD_BEFORE = 'Before must be the id of an audit entry';
const DAY_MS = 24 * 60 * 60_000;

/** A login attempt: the name tried, and from where. */
export interface AttemptedLogin {
  username: string;
  ip: string;
}

/** How the failure of an attempt the throttle let through is recorded: decided when the attempt was counted. */
export type FailedLoginEntry = 'own-row' | 'summary';

const ipColumn = (ip: string | null) => (ip === null ? null : ip.slice(0, 64));

/** Adds a row to `em`, inserted by the caller's own flush, so an article write and its record commit together. */
export function addAuditEvent(
  em: EntityManager,
  at: Date,
  action: AuditAction,
  actor: Actor,
  article?: AuditedArticle,
  subject?: string,
  note?: string,
): void {
  em.create(AuditEvent, {
    at,
    action,
    actor: actor.username === null ? null : actor.username.slice(0, MAX_USERNAME_LENGTH),
    ip: ipColumn(actor.ip),
    articleId: article?.id ?? null,
    articleSlug: article?.slug ?? null,
    articleTitle: article?.title ?? null,
    subject: subject?.slice(0, TITLE_MAX_LENGTH) ?? null,
    note: note?.slice(0, AUDIT_NOTE_MAX_LENGTH) ?? null,
  });
}

/** The same for a library document, which the entry names instead of an article. */
export function addDocumentAuditEvent(em: EntityManager, at: Date, action: AuditAction, actor: Actor, doc: { id: number; title: string }): void {
  em.create(AuditEvent, {
    at,
    action,
    actor: actor.username === null ? null : actor.username.slice(0, MAX_USERNAME_LENGTH),
    ip: actor.ip === null ? null : actor.ip.slice(0, 64),
    documentId: doc.id,
    documentTitle: doc.title,
  });
}

function toEntry(row: AuditEvent): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    actor: row.actor ?? null,
    ip: row.ip ?? null,
    unknownAccount: row.unknownAccount,
    repeats: row.repeats ?? null,
    until: row.lastAt?.toISOString() ?? null,
    articleId: row.articleId ?? null,
    articleSlug: row.articleSlug ?? null,
    articleTitle: row.articleTitle ?? null,
    subject: row.subject ?? null,
    documentId: row.documentId ?? null,
    documentTitle: row.documentTitle ?? null,
    note: row.note ?? null,
    itemKind: (row.itemKind as PublishableKind | null) ?? null,
    itemId: row.itemId ?? null,
  };
}

/**
 * Publication of a scheduled article is decided by the query at read time, so nothing writes when it
 * happens. This records each one afterwards, dated at its scheduled time; the partial unique index
 * keeps it to one row however many processes or requests notice it, and only the row inserted here is
 * returned, so exactly one caller learns of each publication. Public by the rule and not published:
 * public by its schedule.
 */
const RECORD_DUE_PUBLICATIONS = `
insert into audit_event (at, action, actor, ip, item_kind, item_id, article_id, article_slug, article_title)
select a.scheduled_date, 'scheduled-publish', null, null, 'article', a.id::text, a.id, a.slug, a.title
from article a
where a.published = false and ${visibleSql('a')}
on conflict do nothing
returning article_id, article_slug`;

const RECORD_DUE_DOCUMENTS = `
insert into audit_event (at, action, actor, ip, item_kind, item_id, document_id, document_title)
select d.scheduled_date, 'scheduled-publish', null, null, 'document', d.id::text, d.id, d.title
from document d
where d.published = false and ${visibleSql('d')}
on conflict do nothing
returning document_id`;

export interface DuePublication {
  id: number;
  slug: string;
}

/** What took effect since last recorded: the releases, and the ids of the documents. */
export interface DuePublications {
  articles: DuePublication[];
  documents: number[];
}

/** Records scheduled publications that have taken effect, in the caller's transaction; returns those newly recorded. */
export async function recordDuePublications(em: EntityManager, now: Date): Promise<DuePublications> {
  const articles = await em.execute<{ article_id: number; article_slug: string }[]>(RECORD_DUE_PUBLICATIONS, [now]);
  const documents = await em.execute<{ document_id: number }[]>(RECORD_DUE_DOCUMENTS, [now]);
  return {
    articles: articles.map((r) => ({ id: Number(r.article_id), slug: r.article_slug })),
    documents: documents.map((r) => Number(r.document_id)),
  };
}

/**
 * Counts a failed login on the IP's summary row while that row is live (its last failure inside the
 * throttle's window), so an attacker hammering the login adds nothing but a number.
 */
const CONTINUE_SUMMARY = `
update audit_event set repeats = repeats + 1, last_at = ?
where id = (
  select id from audit_event
  where action = 'login-failed-repeated' and ip = ? and last_at >= ?
  order by id desc limit 1
)`;

const summaryLiveSince = (now: Date) => new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);

/** Whether the IP had a live summary, now counting one more failure. */
async function continueSummary(em: EntityManager, address: string | null, now: Date): Promise<boolean> {
  const continued = await em.execute<QueryResult>(CONTINUE_SUMMARY, [now, address, summaryLiveSince(now)], 'run');
  return continued.affectedRows > 0;
}

async function addFailedLogin(
  em: EntityManager,
  { username, ip }: AttemptedLogin,
  at: Date,
  row: { action: 'login-failed' | 'login-failed-repeated'; repeats: number | null; lastAt: Date | null },
): Promise<void> {
  const known = (await em.count(AdminUser, { username })) > 0;
  em.create(AuditEvent, {
    at,
    ...row,
    actor: username.slice(0, known ? MAX_USERNAME_LENGTH : UNKNOWN_ACCOUNT_NAME_LENGTH),
    unknownAccount: !known,
    ip: ipColumn(ip),
  });
  await em.flush();
}

export interface AuditLog {
  record(action: AuditAction, actor: Actor, article?: AuditedArticle): Promise<void>;
  /**
   * Failed logins are recorded one row each until the throttle engages for the IP or the account;
   * then one row per IP counts the rest. Called inside the throttle's reservation of the attempt, under
   * its lock on the IP, so attempts arriving together take turns here: a refused one is counted on the
   * IP's summary at once (never two summaries started side by side), and 'summary' says so; for one let
   * through, the answer says how its failure is to be recorded: on the summary if one is live now, else
   * on a row of its own.
   */
  loginAttempt(em: EntityManager, attempt: AttemptedLogin, throttled: boolean): Promise<FailedLoginEntry>;
  /** The failure of an attempt let through. A name that is no account is kept short and marked so. */
  failedLogin(attempt: AttemptedLogin, entry: FailedLoginEntry): Promise<void>;
  /** Deletes failed-login rows older than FAILED_LOGIN_RETENTION_DAYS; returns how many. */
  pruneFailedLogins(): Promise<number>;
  page(query: AuditQuery): Promise<AuditPage>;
  /** Every entry the filter keeps, newest first, up to AUDIT_CSV_MAX. */
  all(filter: AuditFilter): Promise<AuditEntry[]>;
}

const allOf = (conditions: object[]) => (conditions.length ? { $and: conditions } : {});

const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The filter as query conditions; each one given narrows the log. */
function filterWhere({ action, release, from, to }: AuditFilter): object[] {
  const words = release?.trim();
  return [
    ...(action ? [{ action }] : []),
    ...(words ? [{ $or: [{ articleTitle: { $ilike: `%${likeEscaped(words)}%` } }, { articleSlug: { $ilike: `%${likeEscaped(words)}%` } }] }] : []),
    ...(from ? [{ at: { $gte: new Date(from) } }] : []),
    ...(to ? [{ at: { $lt: new Date(to) } }] : []),
  ];
}

/** `catchUp` records the scheduled publications whose minute has come, so the log never lacks one. */
/** When each release last went public, as the log recorded it: its latest publication, by hand or by its schedule. */
export async function lastPublications(em: EntityManager, articleIds?: number[]): Promise<Map<number, Date>> {
  if (articleIds?.length === 0) return new Map();
  const only = articleIds ? `and article_id in (${articleIds.map(() => '?').join(', ')})` : '';
  const rows = await em.execute<{ article_id: number; at: Date | string }[]>(
    `select article_id, max("at") as at from audit_event where article_id is not null and action in ('publish', 'scheduled-publish') ${only} group by article_id`,
    articleIds ?? [],
  );
  return new Map(rows.map((row) => [Number(row.article_id), new Date(row.at)]));
}

export function auditLog(db: Db, clock: () => Date, catchUp: () => Promise<void>): AuditLog {
  return {
    async record(action, actor, article) {
      await db.run(async (em) => {
        addAuditEvent(em, clock(), action, actor, article);
        await em.flush();
      });
    },
    async loginAttempt(em, attempt, throttled) {
      const now = clock();
      const address = ipColumn(attempt.ip);
      if (!throttled) {
        const live = await em.count(AuditEvent, { action: 'login-failed-repeated', ip: address, lastAt: { $gte: summaryLiveSince(now) } });
        return live > 0 ? 'summary' : 'own-row';
      }
      if (!(await continueSummary(em, address, now))) {
        await addFailedLogin(em, attempt, now, { action: 'login-failed-repeated', repeats: 1, lastAt: now });
      }
      return 'summary';
    },
    async failedLogin(attempt, entry) {
      const now = clock();
      await db.transaction(async (em) => {
        // A summary that went quiet since the attempt was counted (15 minutes without a failure) is not revived.
        if (entry === 'summary' && (await continueSummary(em, ipColumn(attempt.ip), now))) return;
        await addFailedLogin(em, attempt, now, { action: 'login-failed', repeats: null, lastAt: null });
      });
    },
    async pruneFailedLogins() {
      const cutoff = new Date(clock().getTime() - FAILED_LOGIN_RETENTION_DAYS * DAY_MS);
      return db.run((em) =>
        em.nativeDelete(AuditEvent, {
          action: { $in: ['login-failed', 'login-failed-repeated'] },
          $or: [{ lastAt: { $lt: cutoff } }, { lastAt: null, at: { $lt: cutoff } }],
        }),
      );
    },
    async page({ limit, before, ...filter }) {
      await catchUp();
      const rows = await db.run(async (em) => {
        // Keyset paging on (at, id): a scheduled publication is dated when it took effect, which can be
        // earlier than rows written before it was noticed, and pages must never skip or repeat it.
        const where = filterWhere(filter);
        if (before !== undefined) {
          const last = await em.findOne(AuditEvent, { id: before }, { fields: ['at'] });
          if (!last) throw new HttpProblem(400, BAD_BEFORE, { before: BAD_BEFORE });
          where.push({ $or: [{ at: { $lt: last.at } }, { at: last.at, id: { $lt: before } }] });
        }
        return em.find(AuditEvent, allOf(where), { orderBy: [{ at: 'desc' }, { id: 'desc' }], limit: limit + 1 });
      });
      const entries = rows.slice(0, limit).map(toEntry);
      return { entries, nextBefore: rows.length > limit ? entries[entries.length - 1]!.id : null };
    },
    async all(filter) {
      await catchUp();
      const rows = await db.run((em) =>
        em.find(AuditEvent, allOf(filterWhere(filter)), { orderBy: [{ at: 'desc' }, { id: 'desc' }], limit: AUDIT_CSV_MAX }),
      );
      return rows.map(toEntry);
    },
  };
}
