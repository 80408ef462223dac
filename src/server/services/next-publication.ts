import { Article } from '../db/entities/article.entity.ts';
import type { Db } from '../db/unit-of-work.ts';

/** The earliest scheduled time still ahead among unpublished articles, or null when none is pending. */
export async function nextPublication(db: Db, now: Date = new Date()): Promise<Date | null> {
  const next = await db.run((em) =>
    em.findOne(Article, { published: false, deletedAt: null, scheduledDate: { $gt: now } }, { orderBy: { scheduledDate: 'asc' }, fields: ['scheduledDate'] }),
  );
  return next?.scheduledDate ?? null;
}
