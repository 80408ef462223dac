import type { Db } from '../../db/unit-of-work.ts';
import type { NewsHit } from '../../../shared/search.ts';
import { renderArticleContent } from '../articles/index.ts';
import { decodeEntities, HEADLINE_START, HEADLINE_STOP, headlineToHtml } from './highlight.ts';
import { visibleSql } from '../../core/publishing/publication-rule.ts';

// One best passage: fragment mode (MaxFragments) cost ~50% more per release in a profile for little gain.
// The selection marks are characters readableText drops, so no article text can forge one.
const HEADLINE_OPTIONS = `StartSel=${HEADLINE_START}, StopSel=${HEADLINE_STOP}, MaxWords=30, MinWords=15`;

/**
 * The page of hits, ranked, newest first within it. Visibility is the publication rule
 * (core/publishing/publication-rule.ts). ts_rank's default weights (A 1.0, B 0.4, C 0.2) decide
 * which releases make the page: title matches before description and body ones.
 */
const HITS_SQL = `
with query as (select websearch_to_tsquery('english', ?) as q)
select hits.slug, hits.title, hits.date, hits.description, hits.content from (
  select a.id, a.slug, a.title, a.date, a.description, a.content, ts_rank(a.search_vector, query.q) as rank
  from article a, query
  where a.search_vector @@ query.q and ${visibleSql('a')}
  order by rank desc, a.date desc, a.id desc
  limit ?
) hits
order by hits.date desc, hits.id desc`;

/** ts_headline over the readable text of each hit, in order: it runs only on the page returned. */
const HEADLINES_SQL = `
select ts_headline('english', texts.text, websearch_to_tsquery('english', ?), '${HEADLINE_OPTIONS}') as snippet
from json_array_elements_text(?::json) with ordinality as texts(text, n)
order by texts.n`;

interface Row {
  slug: string;
  title: string;
  date: Date | string;
  description: string;
  content: string;
}

/**
 * What a visitor reads of a release: its body rendered as on the article page (markdown's list marks,
 * emphasis and table pipes gone), without tags, entities decoded, in one line.
 */
export function readableText(description: string, content: string): string {
  const body = renderArticleContent(content).replace(/<[^>]*>/g, ' ');
  return decodeEntities(`${description} ${body}`)
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Press releases by PostgreSQL full-text search over the generated, GIN-indexed search_vector. */
export async function searchNews(db: Db, query: string, now: Date, limit: number): Promise<NewsHit[]> {
  const { rows, headlines } = await db.run(async (em) => {
    const rows = await em.execute<Row[]>(HITS_SQL, [query, now, limit]);
    if (rows.length === 0) return { rows, headlines: [] };
    const texts = rows.map((row) => readableText(row.description, row.content));
    return { rows, headlines: await em.execute<{ snippet: string }[]>(HEADLINES_SQL, [query, JSON.stringify(texts)]) };
  });
  return rows.map((row, i) => ({
    slug: row.slug,
    title: row.title,
    date: new Date(row.date).toISOString(),
    snippet: headlineToHtml(headlines[i]!.snippet),
  }));
}
