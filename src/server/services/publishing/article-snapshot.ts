import type { EntityManager } from '@mikro-orm/core';
import type { ArticleCategory } from '../../../shared/article.ts';
import type { ArticleSnapshot } from '../../../shared/revision.ts';
import type { Article } from '../../db/entities/article.entity.ts';
import { ArticleRevision } from '../../db/entities/article-revision.entity.ts';

export function snapshotOf(a: Article): ArticleSnapshot {
  return {
    title: a.title,
    slug: a.slug,
    category: a.category as ArticleCategory,
    source: a.source,
    date: a.date.toISOString(),
    description: a.description,
    content: a.content,
    featuredImage: a.featuredImage ?? null,
    published: a.published,
    scheduledDate: a.scheduledDate ? a.scheduledDate.toISOString() : null,
    includeDisclaimer: a.includeDisclaimer,
  };
}

/**
 * Stores the article as it now is. Call after the write's flush (the version has moved on) and flush again;
 * a revision of a failed write is never kept because it is created only once the write succeeded.
 */
export function addRevision(em: EntityManager, article: Article, username: string | null, at: Date): void {
  em.create(ArticleRevision, { article, version: article.version, snapshot: snapshotOf(article), username, createdAt: at });
}
