import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';
import { AUDIT_CSV_MAX, type AuditAction, type AuditEntry, type AuditFilter, type AuditPage, type AuditQuery } from '../../../shared/audit.ts';
import { AuditEvent } from '../../db/entities/audit-event.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';

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

/** Adds a row to `em`, inserted by the caller's own flush, so an article write and its record commit together. */
export function addAuditEvent(em: EntityManager, at: Date, action: AuditAction, actor: Actor, article?: AuditedArticle): void {
  em.create(AuditEvent, {
    at,
    action,
    actor: actor.username === null ? null : actor.username.slice(0, MAX_USERNAME_LENGTH),
    ip: actor.ip === null ? null : actor.ip.slice(0, 64),
    articleId: article?.id ?? null,
    articleSlug: article?.slug ?? null,
    articleTitle: article?.title ?? null,
  });
}

function toEntry(row: AuditEvent): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    action: row.action as AuditAction,
    actor: row.actor ?? null,
    ip: row.ip ?? null,
    articleId: row.articleId ?? null,
    articleSlug: row.articleSlug ?? null,
    articleTitle: row.articleTitle ?? null,
  };
}

/**
 * Publication of a scheduled article is decided by the query at read time, so nothing writes when it
 * happens. This records each one afterwards, dated at its scheduled time; the partial unique index
 * keeps it to one row however many processes or requests notice it.
 */
const RECORD_DUE_PUBLICATIONS = `
insert into audit_event (at, action, actor, ip, article_id, article_slug, article_title)
select a.scheduled_date, 'scheduled-publish', null, null, a.id, a.slug, a.title
from article a
where a.published = false and a.deleted_at is null and a.scheduled_date <= ?
on conflict do nothing`;

/** Records scheduled publications that have taken effect; run before reading the log, and inside article writes before they change anything. */
export async function recordDuePublications(em: EntityManager, now: Date): Promise<void> {
  await em.execute(RECORD_DUE_PUBLICATIONS, [now]);
}

export interface AuditLog {
  record(action: AuditAction, actor: Actor, article?: AuditedArticle): Promise<void>;
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

export function auditLog(db: Db, clock: () => Date): AuditLog {
  return {
    async record(action, actor, article) {
      await db.run(async (em) => {
        addAuditEvent(em, clock(), action, actor, article);
        await em.flush();
      });
    },
    async page({ limit, before, ...filter }) {
      const rows = await db.run(async (em) => {
        await recordDuePublications(em, clock());
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
      const rows = await db.run(async (em) => {
        await recordDuePublications(em, clock());
        return em.find(AuditEvent, allOf(filterWhere(filter)), { orderBy: [{ at: 'desc' }, { id: 'desc' }], limit: AUDIT_CSV_MAX });
      });
      return rows.map(toEntry);
    },
  };
}
