import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { visibleAt } from '../publishing/publication-rule.ts';

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
}

export async function feedArticles(db: Db, now: Date = new Date(), limit?: number): Promise<FeedArticle[]> {
  const rows = await db.run((em) =>
    em.find(Article, visibleAt(now), {
      orderBy: { date: 'desc', id: 'desc' },
      ...(limit === undefined ? {} : { limit }),
      fields: ['title', 'slug', 'description', 'category', 'date', 'updatedAt', 'corrections'],
    }),
  );
  return rows.map(({ title, slug, description, category, date, updatedAt, corrections }) => {
    const latest = corrections.at(-1);
    return { title, slug, description, category, date, updatedAt, correctedAt: latest ? new Date(latest.at) : null };
  });
}
