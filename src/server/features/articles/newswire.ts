import type { AdminArticle, ArticleInput } from '../../../shared/article.ts';
import { goLiveOf, NOT_HELD, newswireChecks } from '../../../shared/newswire.ts';
import { localTimeToInstant, missingLocalTimeMessage } from '../../../shared/zoned-time.ts';
import type { Actor } from '../../core/audit/audit-log.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem, ValidationProblem } from '../../errors.ts';
import type { ReleaseCheck } from './article-checks.ts';
import { answerOf } from './article-dto.ts';
import { articleKind } from './article-kind.ts';
import type { WriteContext } from './article-writes.ts';

/** What a save sets of the newswire; a field the body leaves out stays as stored. */
export interface NewswireFields {
  disseminatedAt?: Date | null;
  filingUrl?: string | null;
  holdForWire?: boolean;
}

/** The newswire fields of a body, the time read in the company's `zone` as schedules are. */
export function newswireFields(input: ArticleInput, zone: string): NewswireFields {
  const fields: NewswireFields = {};
  if (input.disseminatedLocal !== undefined) {
    const at = input.disseminatedLocal ? localTimeToInstant(input.disseminatedLocal, zone) : null;
    if (input.disseminatedLocal && !at) throw new ValidationProblem({ disseminatedLocal: missingLocalTimeMessage('Newswire time', zone) });
    fields.disseminatedAt = at;
  }
  if (input.filingUrl !== undefined) fields.filingUrl = input.filingUrl || null;
  if (input.holdForWire !== undefined) fields.holdForWire = input.holdForWire;
  return fields;
}

/**
 * Where a save that would publish or schedule puts the release: held back while it waits for the wire (its
 * schedule kept aside, "now" when it has none), as it is otherwise. A release already public is never held.
 */
export function holdUntilWire(
  data: { published: boolean; scheduledDate: Date | null },
  wire: { holdForWire: boolean; disseminatedAt: Date | null },
  wasPublic: boolean,
  now: Date,
): { published: boolean; scheduledDate: Date | null; heldSchedule: Date | null } {
  const meantPublic = data.published || data.scheduledDate !== null;
  if (!wire.holdForWire || wire.disseminatedAt !== null || wasPublic || !meantPublic) return { ...data, heldSchedule: null };
  return { published: false, scheduledDate: null, heldSchedule: data.scheduledDate ?? now };
}

/** The newswire-first checks (shared/newswire.ts) of a body, with what it leaves out read from the stored release. */
export function newswireCheck(db: Db, zone: string, clock: () => Date): ReleaseCheck {
  return async (release) => {
    const wire = newswireFields(release, zone);
    const stored =
      (wire.disseminatedAt === undefined || wire.holdForWire === undefined) && release.id !== undefined
        ? await db.run((em) => em.findOne(Article, { id: release.id! }, { fields: ['disseminatedAt', 'holdForWire'] }))
        : null;
    const disseminatedAt = wire.disseminatedAt !== undefined ? wire.disseminatedAt : (stored?.disseminatedAt ?? null);
    const holdForWire = wire.holdForWire ?? stored?.holdForWire ?? false;
    return newswireChecks({ category: release.category, disseminatedAt, holdForWire }, goLiveOf(release, clock(), zone));
  };
}

/**
 * "Wire crossed": records that the newswire carried the release now. A release held for the wire then takes
 * its kept schedule through the one write path, so it goes public now when that has come (audited, with
 * everything a publication starts, announced) or at its minute later, by the schedule as any other.
 */
export function wireCrossing(ctx: WriteContext) {
  return (articleId: number, actor: Actor): Promise<AdminArticle> =>
    ctx.kernel.write(
      articleKind,
      {
        verb: 'update',
        key: articleId,
        notes: [{ action: 'wire-crossed' }],
        async apply(_em, found, now) {
          const article = found!;
          const held = article.heldSchedule ?? null;
          if (held === null && article.disseminatedAt !== null) throw new HttpProblem(409, NOT_HELD);
          const come = held !== null && held.getTime() <= now.getTime();
          const schedule = held === null ? {} : { published: come, scheduledDate: come ? null : held, heldSchedule: null };
          return Object.assign(article, { ...schedule, disseminatedAt: now, updatedAt: now });
        },
      },
      actor,
      (em, article, now) => answerOf(em, article, now, ctx.timeZone),
    );
}
