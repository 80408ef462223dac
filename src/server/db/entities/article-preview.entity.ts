import { defineEntity, p } from '@mikro-orm/core';
import type { ArticleInput } from '../../../shared/article.ts';

/**
 * Unsaved text sent for preview: kept in the database (never as a revision) so any process can serve the
 * link, and only for the link's hour; older rows are deleted with the next preview.
 */
export const ArticlePreviewSchema = defineEntity({
  name: 'ArticlePreview',
  tableName: 'article_preview',
  properties: {
    id: p.integer().primary().autoincrement(),
    body: p.json<ArticleInput>(),
    expiresAt: p.datetime().index(),
  },
});

export class ArticlePreview extends ArticlePreviewSchema.class {}
ArticlePreviewSchema.setClass(ArticlePreview);
