import type { AdminEvent, CompanyEvent, EventInput, EventKind } from '../../../shared/events.ts';
import { localTimeToInstant, missingLocalTimeMessage, zonedTime } from '../../../shared/zoned-time.ts';
import { CompanyEventRow } from '../../db/entities/company-event.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { ValidationProblem } from '../../errors.ts';
import { addRevision } from '../../core/publishing/content-writes.ts';
import { numericKey, type PublishableDefinition } from '../../core/publishing/publishable-kind.ts';
import type { KernelServices } from '../../core/publishing/write-path.ts';
import type { Actor } from '../../core/audit/audit-log.ts';

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

/** An event as the publishable kernel drives it: public while not in the trash, on the events page and in the calendar files. */
export const eventKind: PublishableDefinition<CompanyEventRow> = {
  kind: 'event',
  entity: CompanyEventRow,
  key: 'id',
  parseKey: numericKey,
  keyOf: (row) => row.id,
  title: (row) => row.title,
  auditNames: (row) => ({ subject: row.title }),
  isPublic: (row) => !row.deletedAt,
  topics: () => ['content'],
  steps: ['create', 'update', 'trash', 'restore', 'purge'],
  revision: (em, row, actor, now) => addRevision(em, now, actor, REVISION_KIND, row.id, row.version, toEvent(row)),
  notFound: EVENT_NOT_FOUND,
  stale: EVENT_STALE,
  notInTrash: 'Event is not in the trash',
};

export interface CompanyEvents {
  list(): Promise<AdminEvent[]>;
  create(input: EventInput, actor: Actor): Promise<AdminEvent>;
  update(id: number, input: EventInput, actor: Actor): Promise<AdminEvent>;
  moveToTrash(id: number, actor: Actor): Promise<void>;
  restore(id: number, actor: Actor): Promise<void>;
}

/** Written through the publishable kernel; `zone` is the company's: times are typed, read and labelled in it. */
export function companyEvents({ context, writes, trash }: KernelServices, zone: string): CompanyEvents {
  const answer = (_em: EntityManager, row: CompanyEventRow) => toAdminEvent(row, zone);
  return {
    list: () => context.db.run(async (em) => (await listedRows(em)).map((row) => toAdminEvent(row, zone))),
    create: (input, actor) =>
      writes.write(eventKind, { verb: 'create', apply: async (em, _none, now) => em.create(CompanyEventRow, { ...fields(input, zone), createdAt: now, updatedAt: now, deletedAt: null }) }, actor, answer),
    update(id, input, actor) {
      const values = fields(input, zone);
      if (input.version === undefined) throw new ValidationProblem({ version: 'Version is required' });
      return writes.write(eventKind, { verb: 'update', key: id, version: input.version, apply: async (em, row, now) => em.assign(row!, { ...values, updatedAt: now }) }, actor, answer);
    },
    moveToTrash: (id, actor) => trash.trash('event', id, actor),
    restore: (id, actor) => trash.restore('event', id, actor),
  };
}
