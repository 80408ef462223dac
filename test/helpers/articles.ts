import type { MikroORM } from '@mikro-orm/core';
import { Article } from '../../src/server/db/entities/article.entity.ts';

export type ArticleRow = Partial<Omit<Article, 'slug'>> & { slug: string };

/** Writes articles straight through the ORM, as the admin API would store them. */
export async function insertArticles(orm: MikroORM, rows: ArticleRow[]): Promise<void> {
  const em = orm.em.fork();
  const now = new Date();
  for (const row of rows) {
    em.create(Article, {
      title: `Article ${row.slug}`,
      category: 'Company News',
      source: 'Newsfile Corp.',
      date: new Date('2025-03-04T12:00:00Z'),
      description: `Summary of ${row.slug}.`,
      content: '<p>District Copper reports on its activities.</p>',
      featuredImage: null,
      published: false,
      scheduledDate: null,
      includeDisclaimer: true,
      createdAt: now,
      updatedAt: now,
      ...row,
    });
  }
  await em.flush();
}

const DAY = 86_400_000;

/** One article in each publication state; only the last two are public. */
export function publicationStates(now = Date.now()): ArticleRow[] {
  return [
    { slug: 'draft-release', title: 'Draft release', date: new Date('2025-05-01T12:00:00Z') },
    { slug: 'future-release', title: 'Future release', date: new Date('2025-05-02T12:00:00Z'), scheduledDate: new Date(now + DAY) },
    { slug: 'past-scheduled-release', title: 'Past scheduled release', date: new Date('2025-04-01T12:00:00Z'), scheduledDate: new Date(now - 60_000) },
    { slug: 'published-release', title: 'Published release', date: new Date('2024-11-20T12:00:00Z'), published: true },
  ];
}

export const VISIBLE_SLUGS = ['past-scheduled-release', 'published-release'];
export const HIDDEN_SLUGS = ['draft-release', 'future-release'];
