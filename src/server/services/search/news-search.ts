import type { Db } from '../../db/unit-of-work.ts';
import type { NewsHit } from '../../../shared/search.ts';
import { headlineToHtml } from './highlight.ts';
import { visibleSql } from '../publishing/publication-rule.ts';

// One best passage: fragment mode (MaxFragments) cost ~50% more per release in a profile for little gain.
const HEADLINE_OPTIONS = 'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=15';

/**
 * Ranks the matches first and runs ts_headline (which re-parses the whole text) only on the page of
 * hits returned. Tags are stripped before ts_headline so its <mark> pairs are the only markup left.
 * Visibility is the publication rule (services/publishing/publication-rule.ts).
 * ts_rank's default weights (A 1.0, B 0.4, C 0.2) put title matches above description and body ones.
 */
const SQL = `
with query as (select websearch_to_tsquery('english', ?) as q),
hits as (
  select a.id, a.slug, a.title, a.date, a.description, a.content, ts_rank(a.search_vector, query.q) as rank
  from article a, query
  where a.search_vector @@ query.q and ${visibleSql('a')}
  order by rank desc, a.date desc, a.id desc
  limit ?
)
select hits.slug, hits.title, hits.date,
  ts_headline('english', regexp_replace(hits.description || ' ' || hits.content, '<[^>]*>', ' ', 'g'), query.q, '${HEADLINE_OPTIONS}') as snippet
from hits, query
order by hits.rank desc, hits.date desc, hits.id desc`;

interface Row {
  slug: string;
  title: string;
  date: Date | string;
  snippet: string;
}

/** Press releases by PostgreSQL full-text search over the generated, GIN-indexed search_vector. */
export async function searchNews(db: Db, query: string, now: Date, limit: number): Promise<NewsHit[]> {
  const rows = await db.run((em) => em.execute<Row[]>(SQL, [query, now, limit]));
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    date: new Date(row.date).toISOString(),
    snippet: headlineToHtml(row.snippet),
  }));
}
