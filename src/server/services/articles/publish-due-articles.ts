import type { MikroORM } from '@mikro-orm/core';
import { Article } from '../../db/entities/article.entity.ts';

/**
 * Visitors already see an article once its scheduled time passes (the visibility query decides);
 * this records it, so the admin list shows Published. The schedule is spent, so it is cleared: an
 * admin who later switches Published off gets a hidden draft, not an article the old date keeps
 * public. The ORM moves the version on, so an edit form opened before the flip gets the
 * stale-version 409 rather than silently unpublishing.
 */
export async function publishDueArticles(orm: MikroORM, now: Date = new Date()): Promise<number> {
  return orm.em.fork().nativeUpdate(Article, { published: false, scheduledDate: { $lte: now } }, { published: true, scheduledDate: null });
}
