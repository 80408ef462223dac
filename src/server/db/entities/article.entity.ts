import { defineEntity, p } from '@mikro-orm/core';
import {
  CATEGORY_MAX_LENGTH,
  FEATURED_IMAGE_MAX_LENGTH,
  SOURCE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
} from '../../../shared/article.ts';
import type { ArticleCorrection } from '../../../shared/article.ts';
import { FILING_URL_MAX_LENGTH } from '../../../shared/newswire.ts';
import { SLUG_MAX_LENGTH } from '../../../shared/slug.ts';

const SEARCH_VECTOR =
  "(setweight(to_tsvector('english', coalesce(title, '')), 'A') || " +
  "setweight(to_tsvector('english', coalesce(description, '')), 'B') || " +
  "setweight(to_tsvector('english', coalesce(content, '')), 'C')) stored";

export const ArticleSchema = defineEntity({
  name: 'Article',
  tableName: 'article',
  properties: {
    id: p.integer().primary().autoincrement(),
    title: p.string().length(TITLE_MAX_LENGTH),
    slug: p.string().length(SLUG_MAX_LENGTH).unique(),
    category: p.string().length(CATEGORY_MAX_LENGTH),
    source: p.string().length(SOURCE_MAX_LENGTH),
    date: p.datetime(),
    description: p.text(),
    content: p.text(),
    featuredImage: p.string().length(FEATURED_IMAGE_MAX_LENGTH).nullable(),
    published: p.boolean().default(false),
    scheduledDate: p.datetime().nullable(),
    includeDisclaimer: p.boolean().default(true),
    /** Corrections made after publication, oldest first, each shown on the public page under the date. */
    corrections: p.json<ArticleCorrection[]>().default('[]').onCreate(() => []),
    /** When the newswire carried it (the site must not be earlier), and where it is filed on SEDAR+; never fetched. */
    disseminatedAt: p.datetime().nullable(),
    filingUrl: p.string().length(FILING_URL_MAX_LENGTH).nullable(),
    /** Goes public only once the wire has crossed (disseminatedAt set); until then its schedule waits in heldSchedule. */
    holdForWire: p.boolean().default(false),
    heldSchedule: p.datetime().nullable(),
    /** Whether subscribers get an e-mail when it goes public. */
    emailSubscribers: p.boolean().default(true),
    /** When its alerts were queued: never again after that, whatever is edited, unpublished or republished. */
    alertsQueuedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
    version: p.integer().version(),
    /**
     * Carried by every preview link; bumping it (revoke, trash, restore, a password rotation) ends all
     * links issued before.
     */
    previewGeneration: p.integer().default(0),
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
