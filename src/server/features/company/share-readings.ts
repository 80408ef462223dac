import { dayInZone } from '../../../shared/company-time.ts';
import { asOfProblem, fullyDiluted, type ShareReading, type ShareReadingInput } from '../../../shared/share-structure.ts';
import { ShareReadingRow } from '../../db/entities/share-reading.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { ValidationProblem } from '../../errors.ts';
import { type Actor, addAuditEvent } from '../publishing/audit-log.ts';
import type { ContentWriteContext } from './content-writes.ts';

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
  const [row] = await em.find(ShareReadingRow, {}, { orderBy: NEWEST_FIRST, limit: 1 });
  return row ? toReading(row) : null;
}

export interface ShareReadings {
  list(): Promise<ShareReading[]>;
  record(input: ShareReadingInput, actor: Actor): Promise<ShareReading>;
}

/** `timeZone` is the company's: a reading cannot be dated after its today. */
export function shareReadings(ctx: ContentWriteContext, timeZone: string): ShareReadings {
  return {
    list: () => ctx.db.run(async (em) => (await em.find(ShareReadingRow, {}, { orderBy: NEWEST_FIRST })).map(toReading)),
    async record(input, actor) {
      const problem = isCalendarDay(input.asOf) ? asOfProblem(input.asOf, dayInZone(ctx.clock(), timeZone)) : 'As of must be a date (YYYY-MM-DD)';
      if (problem) throw new ValidationProblem({ asOf: problem });
      const reading = await ctx.db.transaction(async (em) => {
        const now = ctx.clock();
        const row = em.create(ShareReadingRow, { ...input, createdAt: now, createdBy: actor.username });
        addAuditEvent(em, now, 'share-reading', actor, undefined, `Share structure as of ${input.asOf}`);
        await em.flush();
        return toReading(row);
      });
      ctx.onContentChanged('share-structure');
      return reading;
    },
  };
}
