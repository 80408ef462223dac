import { Article } from '../../db/entities/article.entity.ts';
import { LibraryDocument } from '../../db/entities/document.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { pendingAfter } from './publication-rule.ts';

/** The earliest scheduled time still ahead among unpublished articles and documents, or null when none is pending. */
export async function nextPublication(db: Db, now: Date = new Date()): Promise<Date | null> {
  const [article, document] = await db.run((em) =>
    Promise.all([
      em.findOne(Article, pendingAfter(now), { orderBy: { scheduledDate: 'asc' }, fields: ['scheduledDate'] }),
      em.findOne(LibraryDocument, pendingAfter(now), { orderBy: { scheduledDate: 'asc' }, fields: ['scheduledDate'] }),
    ]),
  );
  const times = [article?.scheduledDate, document?.scheduledDate].filter((t): t is Date => t != null);
  return times.length ? new Date(Math.min(...times.map((t) => t.getTime()))) : null;
}
