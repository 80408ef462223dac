import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';
import type { AuditAction, AuditEntry, AuditPage, AuditQuery } from '../../../shared/audit.ts';
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
    articleId: row.articleId ?? null,
    articleSlug: row.articleSlug ?? null,
    articleTitle: row.articleTitle ?? null,
    documentId: row.documentId ?? null,
    documentTitle: row.documentTitle ?? null,
  };
}

/**
 * Publication of a scheduled article is decided by the query at read time, so nothing writes when it
 * happens. This records each one afterwards, dated at its scheduled time; the partial unique index
 * keeps it to one row however many processes or requests notice it, and only the row inserted here is
 * returned, so exactly one caller learns of each publication.
 */
const RECORD_DUE_PUBLICATIONS = `
insert into audit_event (at, action, actor, ip, article_id, article_slug, article_title)
select a.scheduled_date, 'scheduled-publish', null, null, a.id, a.slug, a.title
from article a
where a.published = false and a.deleted_at is null and a.scheduled_date <= ?
on conflict do nothing
returning article_id, article_slug`;

const RECORD_DUE_DOCUMENTS = `
insert into audit_event (at, action, actor, ip, document_id, document_title)
select d.scheduled_date, 'scheduled-publish', null, null, d.id, d.title
from document d
where d.published = false and d.deleted_at is null and d.scheduled_date <= ?
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

export interface AuditLog {
  record(action: AuditAction, actor: Actor, article?: AuditedArticle): Promise<void>;
  page(query: AuditQuery): Promise<AuditPage>;
}

/** `catchUp` records the scheduled publications whose minute has come, so the log never lacks one. */
export function auditLog(db: Db, clock: () => Date, catchUp: () => Promise<void>): AuditLog {
  return {
    async record(action, actor, article) {
      await db.run(async (em) => {
        addAuditEvent(em, clock(), action, actor, article);
        await em.flush();
      });
    },
    async page({ limit, before }) {
      await catchUp();
      const rows = await db.run(async (em) => {
        // Keyset paging on (at, id): a scheduled publication is dated when it took effect, which can be
        // earlier than rows written before it was noticed, and pages must never skip or repeat it.
        let where = {};
        if (before !== undefined) {
          const last = await em.findOne(AuditEvent, { id: before }, { fields: ['at'] });
          if (!last) throw new HttpProblem(400, BAD_BEFORE, { before: BAD_BEFORE });
          where = { $or: [{ at: { $lt: last.at } }, { at: last.at, id: { $lt: before } }] };
        }
        return em.find(AuditEvent, where, { orderBy: [{ at: 'desc' }, { id: 'desc' }], limit: limit + 1 });
      });
      const entries = rows.slice(0, limit).map(toEntry);
      return { entries, nextBefore: rows.length > limit ? entries[entries.length - 1]!.id : null };
    },
  };
}
