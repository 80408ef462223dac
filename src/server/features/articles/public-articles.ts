import type { ArticleListItem, ArticleListPage, ArticleListQuery, PublicArticle } from '../../../shared/article.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../../shared/slug.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { LIST_FIELDS, toArticleListItem, toPublicArticle } from './article-dto.ts';
import { visibleAt } from '../../core/publishing/publication-rule.ts';
import { currentSlugFor } from './former-slugs.ts';
import { releaseYears } from './release-years.ts';
import { releaseNotices } from './release-notices.ts';


const SLUG = new RegExp(SLUG_PATTERN);

// No stored article can have any other slug, and some strings (NUL) make PostgreSQL fail the query.
const possibleSlug = (slug: string) => slug.length <= SLUG_MAX_LENGTH && SLUG.test(slug);

export interface PublicArticles {
  /** One page of visible articles, newest first, without bodies. */
  list(query: ArticleListQuery): Promise<ArticleListPage>;
  bySlug(slug: string): Promise<PublicArticle | null>;
  isVisible(slug: string): Promise<boolean>;
  /** The current slug of the public release that once had `slug`, or null: its old links redirect there. */
  renamedTo(slug: string): Promise<string | null>;
}

export function publicArticles(db: Db, clock: () => Date = () => new Date()): PublicArticles {
  return {
    async list({ page, limit, year }) {
      const now = clock();
      const inYear = year === null ? {} : { date: { $gte: new Date(Date.UTC(year, 0, 1)), $lt: new Date(Date.UTC(year + 1, 0, 1)) } };
      const [[rows, total], years] = await db.run((em) => Promise.all([
        em.findAndCount(Article, { ...visibleAt(now), ...inYear }, {
          fields: LIST_FIELDS,
          orderBy: { date: 'desc', id: 'desc' },
          limit,
          offset: (page - 1) * limit,
        }),
        releaseYears(em, now),
      ]));
      return { items: rows.map((row): ArticleListItem => toArticleListItem(row)), total, years: [...years.keys()] };
    },
    async bySlug(slug) {
      if (!possibleSlug(slug)) return null;
      const now = clock();
      return db.run(async (em) => {
        const row = await em.findOne(Article, { slug, ...visibleAt(now) });
        return row ? toPublicArticle(row, await releaseNotices(em, row, now)) : null;
      });
    },
    async isVisible(slug) {
      return possibleSlug(slug) && (await db.run((em) => em.count(Article, { slug, ...visibleAt(clock()) }))) > 0;
    },
    async renamedTo(slug) {
      return possibleSlug(slug) ? db.run((em) => currentSlugFor(em, slug, clock())) : null;
    },
  };
}
