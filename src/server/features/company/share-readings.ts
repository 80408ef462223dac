import { dayInZone } from '../../../shared/company-time.ts';
import { asOfProblem, fullyDiluted, type ShareReading, type ShareReadingInput } from '../../../shared/share-structure.ts';
import { ShareReadingRow } from '../../db/entities/share-reading.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { ValidationProblem } from '../../errors.ts';
import type { Actor } from '../../core/audit/audit-log.ts';
import { numericKey, type PublishableDefinition } from '../../core/publishing/publishable-kind.ts';
import type { KernelServices } from '../../core/publishing/write-path.ts';

const NEWEST_FIRST = { asOf: 'desc', id: 'desc' } as const;

function toReading(row: ShareReadingRow): ShareReading {
  return {
    id: row.id,
    asOf: row.asOf,
    sharesOutstanding: row.sharesOutstanding,
    warrants: row.warrants,
    options: row.options,
    fullyDiluted: fullyDiluted(row),
    createdAt: row.createdAt.toISOString(),
    createdBy: row.createdBy ?? null,
  };
}

const isCalendarDay = (day: string) => new Date(`${day}T00:00:00Z`).toISOString().startsWith(day);

/** The reading the pages show: the one with the latest date (the latest recorded among equals), or null before the first. */
export async function newestShareReading(em: EntityManager): Promise<ShareReading | null> {
  const [row] = await em.find(ShareReadingRow, { deletedAt: null }, { orderBy: NEWEST_FIRST, limit: 1 });
  return row ? toReading(row) : null;
}

const titleOf = (asOf: string) => `Share structure as of ${asOf}`;

/** A share reading as the publishable kernel drives it: recorded, never edited; trashed, it no longer counts anywhere. */
export const shareReadingKind: PublishableDefinition<ShareReadingRow> = {
  kind: 'share-reading',
  entity: ShareReadingRow,
  key: 'id',
  parseKey: numericKey,
  keyOf: (row) => row.id,
  title: (row) => titleOf(row.asOf),
  auditNames: (row) => ({ subject: titleOf(row.asOf) }),
  isPublic: (row) => !row.deletedAt,
  topics: () => ['content'],
  steps: ['create', 'trash', 'restore', 'purge'],
  notFound: 'Share structure reading not found',
  stale: 'This reading was changed elsewhere; reload to see the latest version',
  notInTrash: 'Share structure reading is not in the trash',
};

export interface ShareReadings {
  list(): Promise<ShareReading[]>;
  record(input: ShareReadingInput, actor: Actor): Promise<ShareReading>;
  moveToTrash(id: number, actor: Actor): Promise<void>;
}

/** Written through the publishable kernel; `timeZone` is the company's: a reading cannot be dated after its today. */
export function shareReadings({ context, writes, trash }: KernelServices, timeZone: string): ShareReadings {
  return {
    list: () => context.db.run(async (em) => (await em.find(ShareReadingRow, { deletedAt: null }, { orderBy: NEWEST_FIRST })).map(toReading)),
    async record(input, actor) {
      const problem = isCalendarDay(input.asOf) ? asOfProblem(input.asOf, dayInZone(context.clock(), timeZone)) : 'As of must be a date (YYYY-MM-DD)';
      if (problem) throw new ValidationProblem({ asOf: problem });
      return writes.write(shareReadingKind, { verb: 'create', apply: async (em, _none, now) => em.create(ShareReadingRow, { ...input, createdAt: now, createdBy: actor.username }) }, actor, (_em, row) => toReading(row));
    },
    moveToTrash: (id, actor) => trash.trash('share-reading', id, actor),
  };
}
