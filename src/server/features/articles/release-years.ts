import type { EntityManager } from '../../db/unit-of-work.ts';
import { visibleSql } from '../../core/publishing/publication-rule.ts';

/** How many public releases each calendar year (UTC, as the news list files them) holds, newest year first. */
export async function releaseYears(em: EntityManager, now: Date): Promise<Map<number, number>> {
  const rows = await em.execute<{ year: number; count: string | number }[]>(
    `select extract(year from "date" at time zone 'UTC')::int as year, count(*) as count from "article"
     where ${visibleSql('"article"')} group by 1 order by 1 desc`,
    [now],
  );
  return new Map(rows.map((row) => [Number(row.year), Number(row.count)]));
}
