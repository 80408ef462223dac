import type { AdminEvent, CompanyEvent, EventInput, EventKind } from '../../../shared/events.ts';
import { localTimeToInstant, missingLocalTimeMessage, zonedTime } from '../../../shared/zoned-time.ts';
import { CompanyEventRow } from '../../db/entities/company-event.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem, ValidationProblem } from '../../errors.ts';
import { addRevision, type ContentWriteContext } from './content-writes.ts';
import { type Actor, addAuditEvent } from '../publishing/audit-log.ts';

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_STALE = 'This event was changed elsewhere; reload to see the latest version';
const REVISION_KIND = 'event';

export function toEvent(row: CompanyEventRow): CompanyEvent {
  return {
    id: row.id,
    version: row.version,
    title: row.title,
    kind: row.kind as EventKind,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    location: row.location,
    description: row.description,
    url: row.url,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const listedRows = (em: EntityManager) => em.find(CompanyEventRow, { deletedAt: null }, { orderBy: { startsAt: 'asc nulls last', id: 'asc' } });

/** Every event not in the trash, dated ones by start, those still to be announced last. */
export async function listedEvents(em: EntityManager): Promise<CompanyEvent[]> {
  return (await listedRows(em)).map(toEvent);
}

/** The admin's view: the event with its times read and labelled in the company's `zone`, by the server. */
function toAdminEvent(row: CompanyEventRow, zone: string): AdminEvent {
  const event = toEvent(row);
  return { ...event, ...zonedTime('startsAt', event.startsAt, zone), ...zonedTime('endsAt', event.endsAt, zone) };
}

/** A time the body sets: the wall-clock `local` typed in the company's `zone` when sent (read here), else the instant sent. */
function timeOf(instant: string | null | undefined, local: string | null | undefined, field: 'startsAt' | 'endsAt', label: string, zone: string): Date | null {
  if (local === undefined) return instant ? new Date(instant) : null;
  if (!local) return null;
  const at = localTimeToInstant(local, zone);
  if (!at) throw new ValidationProblem({ [`${field}Local`]: missingLocalTimeMessage(label, zone) });
  return at;
}

function fields(input: EventInput, zone: string) {
  const startsAt = timeOf(input.startsAt, input.startsAtLocal, 'startsAt', 'Starts at', zone);
  const endsAt = timeOf(input.endsAt, input.endsAtLocal, 'endsAt', 'Ends at', zone);
  if (startsAt && Number.isNaN(startsAt.getTime())) throw new ValidationProblem({ startsAt: 'Starts at must be a date and time (ISO 8601, with its offset)' });
  if (endsAt && Number.isNaN(endsAt.getTime())) throw new ValidationProblem({ endsAt: 'Ends at must be a date and time (ISO 8601, with its offset)' });
  if (endsAt && !startsAt) throw new ValidationProblem({ endsAt: 'Ends at needs a start time' });
  if (startsAt && endsAt && endsAt < startsAt) throw new ValidationProblem({ endsAt: 'Ends at must be after the start' });
  return { title: input.title.trim(), kind: input.kind, startsAt, endsAt, location: input.location.trim(), description: input.description.trim(), url: input.url.trim() };
}

export interface CompanyEvents {
  list(): Promise<AdminEvent[]>;
  create(input: EventInput, actor: Actor): Promise<AdminEvent>;
  update(id: number, input: EventInput, actor: Actor): Promise<AdminEvent>;
  moveToTrash(id: number, actor: Actor): Promise<void>;
  restore(id: number, actor: Actor): Promise<void>;
}

/** `zone` is the company's: times are typed, read and labelled in it. */
export function companyEvents(ctx: ContentWriteContext, zone: string): CompanyEvents {
  async function write<T>(work: (em: EntityManager, now: Date) => Promise<T>): Promise<T> {
    const result = await ctx.db.transaction((em) => work(em, ctx.clock()));
    ctx.onContentChanged('events');
    return result;
  }
  async function find(em: EntityManager, id: number, inTrash: boolean): Promise<CompanyEventRow> {
    const row = await em.findOne(CompanyEventRow, { id, deletedAt: inTrash ? { $ne: null } : null });
    if (!row) throw new HttpProblem(404, EVENT_NOT_FOUND);
    return row;
  }
  return {
    list: () => ctx.db.run(async (em) => (await listedRows(em)).map((row) => toAdminEvent(row, zone))),
    create: (input, actor) =>
      write(async (em, now) => {
        const row = em.create(CompanyEventRow, { ...fields(input, zone), createdAt: now, updatedAt: now, deletedAt: null });
        await em.flush();
        addRevision(em, now, actor, REVISION_KIND, row.id, row.version, toEvent(row));
        addAuditEvent(em, now, 'event-create', actor, undefined, row.title);
        await em.flush();
        return toAdminEvent(row, zone);
      }),
    update: (id, input, actor) =>
      write(async (em, now) => {
        const values = fields(input, zone);
        const row = await find(em, id, false);
        if (input.version === undefined) throw new ValidationProblem({ version: 'Version is required' });
        const affected = await em.nativeUpdate(CompanyEventRow, { id: row.id, version: input.version }, { ...values, updatedAt: now, version: input.version + 1 });
        if (affected !== 1) throw new HttpProblem(409, EVENT_STALE);
        const saved = await em.refreshOrFail(row);
        addRevision(em, now, actor, REVISION_KIND, saved.id, saved.version, toEvent(saved));
        addAuditEvent(em, now, 'event-update', actor, undefined, saved.title);
        await em.flush();
        return toAdminEvent(saved, zone);
      }),
    moveToTrash: (id, actor) =>
      write(async (em, now) => {
        const row = await find(em, id, false);
        row.deletedAt = now;
        addAuditEvent(em, now, 'event-trash', actor, undefined, row.title);
        await em.flush();
      }),
    restore: (id, actor) =>
      write(async (em, now) => {
        const row = await find(em, id, true);
        row.deletedAt = null;
        addAuditEvent(em, now, 'event-restore', actor, undefined, row.title);
        await em.flush();
      }),
  };
}
