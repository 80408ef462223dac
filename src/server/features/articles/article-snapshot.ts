import type { EntityManager } from '@mikro-orm/core';
import type { ArticleSnapshot } from '../../../shared/revision.ts';
import type { Article } from '../../db/entities/article.entity.ts';
import { ArticleRevision } from '../../db/entities/article-revision.entity.ts';
import { articleFields } from './article-dto.ts';

export function snapshotOf(a: Article): ArticleSnapshot {
  return {
    ...articleFields(a),
    published: a.published,
    scheduledDate: a.scheduledDate ? a.scheduledDate.toISOString() : null,
  };
}

/**
 * Stores the article as it now is. Call after the write's flush (the version has moved on) and flush again;
 * a revision of a failed write is never kept because it is created only once the write succeeded.
 */
export function addRevision(em: EntityManager, article: Article, username: string | null, at: Date): void {
  em.create(ArticleRevision, { article, version: article.version, snapshot: snapshotOf(article), username, createdAt: at });
}
