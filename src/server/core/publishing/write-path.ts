import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';
import { AUDIT_NOTE_MAX_LENGTH, type AuditAction } from '../../../shared/audit.ts';
import { AuditEvent } from '../../db/entities/audit-event.entity.ts';
import type { Db, EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import type { PublicTopic } from '../../plugins/cluster-bus.ts';
import type { Actor } from '../audit/audit-log.ts';
import type { Trash } from './one-trash.ts';
import { dueTopics, type Publication } from './publication.ts';
import type { AnyDefinition, ItemKey, PublishableDefinition, PublishableRow } from './publishable-kind.ts';

/** What the one write path needs: the database, the time, the company's zone, and who to tell. */
export interface KernelContext {
  db: Db;
  clock: () => Date;
  /** Takes due schedules into effect before a write, starts the publication hooks, announces each write. */
  publication: Publication;
  /** The company's zone (COMPANY_TIMEZONE): schedules are typed, read and labelled in it. */
  timeZone: string;
}

/** One audit row about an item, named alike for every kind (kind and key), and as its kind's screens read it. */
export function auditItem(em: EntityManager, at: Date, action: AuditAction, actor: Actor, definition: AnyDefinition, row: PublishableRow, note?: string): void {
  em.create(AuditEvent, {
    at,
    action,
    actor: actor.username === null ? null : actor.username.slice(0, MAX_USERNAME_LENGTH),
    ip: actor.ip === null ? null : actor.ip.slice(0, 64),
    itemKind: definition.kind,
    itemId: String(definition.keyOf(row)),
    ...definition.auditNames(row),
    note: note?.slice(0, AUDIT_NOTE_MAX_LENGTH) ?? null,
  });
}

/** A write of one item through the kernel. */
export interface Change<Row extends PublishableRow> {
  /** The verb it is audited under; the publication, schedule and override entries follow from what it did. */
  verb: 'create' | 'update' | 'file-replace' | 'file-restore' | 'revision-restore';
  /** The item an edit changes (a creation names none); one in the trash is not found. */
  key?: ItemKey;
  /** The version the edit was made on: another save since answers 409. */
  version?: number;
  /** The reason given for saving despite the pre-publish checks' errors; null when none was needed. */
  override?: string | null;
  /** Entries the verb carries (a correction's public note), audited right after it. */
  notes?: { action: AuditAction; note?: string }[];
  /** Makes the change: returns the row created, or changes the one loaded. */
  apply(em: EntityManager, row: Row | null, now: Date): Promise<Row>;
  /** More of the write once the row and its records are saved, in its transaction (a release's attachments). */
  saved?(em: EntityManager, row: Row, visibility: { wasPublic: boolean; isPublic: boolean; now: Date }): Promise<void>;
}

export async function findItem<Row extends PublishableRow>(em: EntityManager, definition: PublishableDefinition<Row>, key: ItemKey, where: 'listed' | 'trashed' | 'any'): Promise<Row> {
  const row = (await em.findOne(definition.entity, { [definition.key]: key } as never)) as Row | null;
  if (!row || (where === 'listed' && row.deletedAt)) throw new HttpProblem(404, definition.notFound);
  if (where === 'trashed' && !row.deletedAt) throw new HttpProblem(409, definition.notInTrash);
  return row;
}

const scheduleOf = (row: PublishableRow) => (row as { scheduledDate?: Date | null }).scheduledDate?.getTime() ?? null;

export interface WritePath {
  /** One item's write: everything every kind's write does, in one transaction, then announced. */
  write<Row extends PublishableRow, Answer>(definition: PublishableDefinition<Row>, change: Change<Row>, actor: Actor, answer: (em: EntityManager, row: Row, now: Date) => Answer | Promise<Answer>): Promise<Answer>;
  /**
   * Any transaction that may change what is public: due schedules take effect first, `work` says which
   * releases it made public (their hooks start) and what to announce once committed.
   */
  transaction<T>(work: (em: EntityManager, now: Date) => Promise<{ result: T; live: number[]; topics: PublicTopic[] }>): Promise<T>;
}

/** What a kind's service writes through: the kernel's context, its one write path and its one Trash. */
export interface KernelServices {
  context: KernelContext;
  writes: WritePath;
  trash: Trash;
}

/**
 * The one write path of everything published: due schedules take effect before the write, the version is
 * checked (409), the change is applied, a revision kept, the audit verbs written the same for every kind
 * (the verb; then published, unpublished or scheduled as the public's view changed; an override as
 * "Published despite check errors" when public, "Scheduled despite check errors" when only scheduled),
 * the publication hooks started, and after commit every process and the CDN drop what showed it.
 */
export function writePath(ctx: KernelContext): WritePath {
  const { db, clock, publication } = ctx;

  async function transaction<T>(work: (em: EntityManager, now: Date) => Promise<{ result: T; live: number[]; topics: PublicTopic[] }>): Promise<T> {
    const now = clock();
    const done = await db.transaction(async (em) => {
      // A schedule that went live before this write takes effect before the write can change it.
      const due = await publication.takeEffect(em, now);
      const done = await work(em, now);
      await publication.published(em, done.live, now);
      return { ...done, live: [...due.articles.map((d) => d.id), ...done.live], topics: [...dueTopics(due), ...done.topics] };
    });
    await publication.committed(done.live, done.topics);
    return done.result;
  }

  return {
    transaction,
    async write(definition, change, actor, answer) {
      try {
        return await transaction(async (em, now) => {
          const before = change.key === undefined ? null : await findItem(em, definition, change.key, 'listed');
          if (before && change.version !== undefined && change.version !== before.version) throw new HttpProblem(409, definition.stale);
          const wasPublic = before ? definition.isPublic(before, now) : false;
          const wasScheduled = before ? scheduleOf(before) : null;
          const topics = before ? definition.topics(before) : [];
          const row = await change.apply(em, before, now);
          await em.flush();
          definition.revision?.(em, row, actor, now);
          auditItem(em, now, change.verb, actor, definition, row);
          for (const { action, note } of change.notes ?? []) auditItem(em, now, action, actor, definition, row, note);
          const isPublic = definition.isPublic(row, now);
          const schedule = isPublic ? null : scheduleOf(row);
          if (schedule !== null && schedule !== wasScheduled) auditItem(em, now, 'schedule', actor, definition, row);
          if (change.override != null) auditItem(em, now, isPublic ? 'checks-override' : 'schedule-override', actor, definition, row, change.override);
          if (isPublic !== wasPublic) auditItem(em, now, isPublic ? 'publish' : 'unpublish', actor, definition, row);
          await em.flush();
          await change.saved?.(em, row, { wasPublic, isPublic, now });
          const live = definition.hooks && isPublic && !wasPublic ? [Number(definition.keyOf(row))] : [];
          return { result: await answer(em, row, now), live, topics: [...topics, ...definition.topics(row)] };
        });
      } catch (error) {
        // Two writers can pass a uniqueness check together; the unique index settles it.
        if (error instanceof UniqueConstraintViolationException && definition.duplicate) throw new HttpProblem(409, definition.duplicate);
        // Another writer saved between our read and our write: the versioned UPDATE matched no row.
        if (error instanceof OptimisticLockError) throw new HttpProblem(409, definition.stale);
        throw error;
      }
    },
  };
}
