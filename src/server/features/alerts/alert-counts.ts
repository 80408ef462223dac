import type { AlertCounts } from '../../../shared/article.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';

/** Queued, sent and failed alerts per release, for the admin list. */
export async function alertCounts(em: EntityManager, articleIds?: number[]): Promise<Map<number, AlertCounts>> {
  if (articleIds?.length === 0) return new Map();
  const where = articleIds ? `where article_id in (${articleIds.map(() => '?').join(', ')})` : '';
  const rows = await em.execute<{ article_id: number; status: keyof AlertCounts; count: string | number }[]>(
    `select article_id, status, count(*) as count from alert_delivery ${where} group by article_id, status`,
    articleIds ?? [],
  );
  const counts = new Map<number, AlertCounts>();
  for (const row of rows) {
    const id = Number(row.article_id);
    const entry = counts.get(id) ?? { queued: 0, sent: 0, failed: 0 };
    entry[row.status] = Number(row.count);
    counts.set(id, entry);
  }
  return counts;
}
