import type { MikroORM } from '@mikro-orm/core';
import { Article } from '../db/entities/article.entity.ts';

/** The earliest scheduled time still ahead among unpublished articles, or null when none is pending. */
export async function nextPublication(orm: MikroORM, now: Date = new Date()): Promise<Date | null> {
  const next = await orm.em
    .fork()
    .findOne(
      Article,
      { published: false, deletedAt: null, scheduledDate: { $gt: now } },
      { orderBy: { scheduledDate: 'asc' }, fields: ['scheduledDate'] },
    );
  return next?.scheduledDate ?? null;
}
