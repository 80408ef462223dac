import type { TrashedArticle } from '../../../shared/trash.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { type Actor, addAuditEvent, SYSTEM } from './audit-log.ts';
import { NOT_FOUND, type WriteContext } from './article-writes.ts';
import { isPublicAt } from '../../../shared/publication-rule.ts';
import { articleTopics } from './publication.ts';

export const TRASH_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;
const NOT_IN_TRASH = 'Article is not in the trash';

function toTrashed(a: Article): TrashedArticle {
  const deletedAt = a.deletedAt!;
  return {
    id: a.id,
    title: a.title,
    slug: a.slug,
    deletedAt: deletedAt.toISOString(),
    purgeAt: new Date(deletedAt.getTime() + TRASH_DAYS * DAY_MS).toISOString(),
  };
}

export interface ArticleTrash {
  list(): Promise<TrashedArticle[]>;
  restore(id: number, actor: Actor): Promise<void>;
  purge(id: number, actor: Actor): Promise<void>;
  /** Purges what has been in the trash longer than TRASH_DAYS; returns how many. */
  purgeExpired(): Promise<number>;
}

/**
 * Deleted articles wait here, hidden everywhere but keeping their slug. Expired ones are purged hourly
 * (trash-sweep.ts), and also whenever the trash is read or an article restored from it, so the trash never
 * shows an item past its days; no visitor-facing request ever waits on it.
 */
export function articleTrash(ctx: WriteContext): ArticleTrash {
  const { db, clock } = ctx;

  async function purgeExpired(): Promise<number> {
    const now = clock();
    const cutoff = new Date(now.getTime() - TRASH_DAYS * DAY_MS);
    return db.transaction(async (em) => {
      const expired = await em.find(Article, { deletedAt: { $lte: cutoff } }, { fields: ['id', 'slug', 'title'] });
      if (expired.length === 0) return 0;
      for (const article of expired) addAuditEvent(em, now, 'purge', SYSTEM, article);
      await em.nativeDelete(Article, { id: { $in: expired.map((a) => a.id) } });
      await em.flush();
      return expired.length;
    });
  }

  async function inTrash(em: EntityManager, id: number) {
    const article = await em.findOne(Article, { id });
    if (!article) throw new HttpProblem(404, NOT_FOUND);
    if (!article.deletedAt) throw new HttpProblem(409, NOT_IN_TRASH);
    return article;
  }

  return {
    async list() {
      await purgeExpired();
      const rows = await db.run((em) => em.find(Article, { deletedAt: { $ne: null } }, { orderBy: { deletedAt: 'desc', id: 'desc' } }));
      return rows.map(toTrashed);
    },
    async restore(id, actor) {
      await purgeExpired();
      const now = clock();
      const restored = await db.transaction(async (em) => {
        const article = await inTrash(em, id);
        article.deletedAt = null;
        // Links issued before the article was trashed stay dead once it is back.
        article.previewGeneration += 1;
        addAuditEvent(em, now, 'trash-restore', actor, article);
        await em.flush();
        const live = isPublicAt(article, now) ? [article.id] : [];
        await ctx.publication.published(em, live, now);
        return { live, slug: article.slug };
      });
      await ctx.publication.committed(restored.live, articleTopics([restored.slug]));
    },
    async purge(id, actor) {
      await db.transaction(async (em) => {
        const article = await inTrash(em, id);
        addAuditEvent(em, clock(), 'purge', actor, article);
        em.remove(article);
        await em.flush();
      });
    },
    purgeExpired,
  };
}
