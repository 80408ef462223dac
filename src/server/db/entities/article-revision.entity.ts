import { defineEntity, p } from '@mikro-orm/core';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';
import type { ArticleSnapshot } from '../../../shared/revision.ts';
import { ArticleSchema } from './article.entity.ts';

/** A full copy of an article as one write left it; purging the article removes its history. */
export const ArticleRevisionSchema = defineEntity({
  name: 'ArticleRevision',
  tableName: 'article_revision',
  properties: {
    id: p.integer().primary().autoincrement(),
    article: () => p.manyToOne(ArticleSchema).deleteRule('cascade'),
    /** The article's version after the write that made this snapshot. */
    version: p.integer(),
    snapshot: p.json<ArticleSnapshot>(),
    /** Null for the first revision recorded when history began. */
    username: p.string().length(MAX_USERNAME_LENGTH).nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'article_revision_article_id_idx', properties: ['article', 'id'] }],
});

export class ArticleRevision extends ArticleRevisionSchema.class {}
ArticleRevisionSchema.setClass(ArticleRevision);
