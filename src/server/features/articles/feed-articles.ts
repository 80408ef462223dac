import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { visibleAt } from '../../core/publishing/publication-rule.ts';

/** The few fields the RSS feed and the sitemap need, for visible articles, newest first. */
export interface FeedArticle {
  title: string;
  slug: string;
  description: string;
  category: string;
  date: Date;
  updatedAt: Date;
  /** When its latest correction was published, or null for a release never corrected. */
  correctedAt: Date | null;
  /** The newswire that carried it and when (null: not recorded), and its filing on SEDAR+. */
  source: string;
  disseminatedAt: Date | null;
  filingUrl: string | null;
}

export async function feedArticles(db: Db, now: Date = new Date(), limit?: number): Promise<FeedArticle[]> {
  const rows = await db.run((em) =>
    em.find(Article, visibleAt(now), {
      orderBy: { date: 'desc', id: 'desc' },
      ...(limit === undefined ? {} : { limit }),
      fields: ['title', 'slug', 'description', 'category', 'date', 'updatedAt', 'corrections', 'source', 'disseminatedAt', 'filingUrl'],
    }),
  );
  return rows.map(({ title, slug, description, category, date, updatedAt, corrections, source, disseminatedAt, filingUrl }) => {
    const latest = corrections.at(-1);
    return { title, slug, description, category, date, updatedAt, correctedAt: latest ? new Date(latest.at) : null, source, disseminatedAt: disseminatedAt ?? null, filingUrl: filingUrl ?? null };
  });
}
