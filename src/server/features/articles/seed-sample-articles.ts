import { DEFAULT_SOURCE } from '../../../shared/article.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { addRevision } from './article-snapshot.ts';
import { SAMPLE_ARTICLES } from './sample-articles.ts';

/**
 * An embedded (try-it-locally) site starts with a few press releases so the news pages are not empty.
 * Only into an empty table: articles the administrator wrote or deleted are never touched.
 */
export async function seedSampleArticles(db: Db): Promise<number> {
  return db.transaction(async (em) => {
    if ((await em.count(Article, {})) > 0) return 0;
  const now = new Date();
  const articles = SAMPLE_ARTICLES.map((sample) =>
    em.create(Article, {
      ...sample,
      date: new Date(sample.date),
      source: DEFAULT_SOURCE,
      featuredImage: null,
      published: true,
      scheduledDate: null,
      includeDisclaimer: true,
      createdAt: now,
      updatedAt: now,
    }),
  );
    await em.flush();
    for (const article of articles) addRevision(em, article, null, now);
    await em.flush();
    return SAMPLE_ARTICLES.length;
  });
}
