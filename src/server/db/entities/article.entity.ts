import { defineEntity, p } from '@mikro-orm/core';

const SEARCH_VECTOR =
  "(setweight(to_tsvector('english', coalesce(title, '')), 'A') || " +
  "setweight(to_tsvector('english', coalesce(description, '')), 'B') || " +
  "setweight(to_tsvector('english', coalesce(content, '')), 'C')) stored";

export const ArticleSchema = defineEntity({
  name: 'Article',
  tableName: 'article',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.string().length(200),
    slug: p.string().length(120).unique(),
    category: p.string().length(40),
    source: p.string().length(120),
    date: p.datetime(),
    description: p.text(),
    content: p.text(),
    featuredImage: p.string().length(2000).nullable(),
    published: p.boolean().default(false),
    scheduledDate: p.datetime().nullable(),
    includeDisclaimer: p.boolean().default(true),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    version: p.integer().version(),
    /** Set while the article is in the trash: hidden everywhere, slug still reserved, purged after 30 days. */
    deletedAt: p.datetime().nullable(),
    // Maintained by PostgreSQL (site search); never loaded into entities.
    searchVector: p
      .string()
      .columnType('tsvector')
      .generated(SEARCH_VECTOR)
      .nullable()
      .lazy()
      .hidden(),
  },
  indexes: [
    { name: 'article_visibility_idx', properties: ['published', 'scheduledDate', 'date'] },
    { name: 'article_search_vector_idx', properties: ['searchVector'], type: 'fulltext' },
  ],
});

export class Article extends ArticleSchema.class {}
ArticleSchema.setClass(Article);
