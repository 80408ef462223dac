import { defineEntity, p } from '@mikro-orm/core';
import { SLUG_MAX_LENGTH } from '../../../shared/slug.ts';
import { ArticleSchema } from './article.entity.ts';

/**
 * An address a public release had before it was renamed. Its links are out there (alert e-mails, feeds,
 * other sites), so it redirects to the release for as long as the release exists, and no other release may
 * take it; purging the release frees it.
 */
export const ArticleFormerSlugSchema = defineEntity({
  name: 'ArticleFormerSlug',
  tableName: 'article_former_slug',
  properties: {
    id: p.integer().primary().autoincrement(),
    article: () => p.manyToOne(ArticleSchema).deleteRule('cascade').index('article_former_slug_article_id_idx'),
    slug: p.string().length(SLUG_MAX_LENGTH).unique(),
    retiredAt: p.datetime(),
  },
});

export class ArticleFormerSlug extends ArticleFormerSlugSchema.class {}
ArticleFormerSlugSchema.setClass(ArticleFormerSlug);
