import type { MikroORM } from '@mikro-orm/core';
import type { PublicArticle } from '../../../shared/article.ts';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from '../../../shared/slug.ts';
import { Article } from '../../db/entities/article.entity.ts';
import { toPublicArticle } from './article-dto.ts';

/** DESIGN section 3: public when published, or when its scheduled time has come, and not in the trash. Decided at read time. */
export function visibleAt(now: Date) {
  return { deletedAt: null, $or: [{ published: true }, { scheduledDate: { $lte: now } }] };
}

const SLUG = new RegExp(SLUG_PATTERN);

export interface PublicArticles {
  list(): Promise<PublicArticle[]>;
  bySlug(slug: string): Promise<PublicArticle | null>;
}

export function publicArticles(orm: MikroORM, clock: () => Date = () => new Date()): PublicArticles {
  return {
    async list() {
      const rows = await orm.em
        .fork()
        .find(Article, visibleAt(clock()), { orderBy: { date: 'desc', id: 'desc' } });
      return rows.map(toPublicArticle);
    },
    async bySlug(slug) {
      // No stored article can have any other slug, and some strings (NUL) make PostgreSQL fail the query.
      if (slug.length > SLUG_MAX_LENGTH || !SLUG.test(slug)) return null;
      const row = await orm.em.fork().findOne(Article, { slug, ...visibleAt(clock()) });
      return row ? toPublicArticle(row) : null;
    },
  };
}
