import { Article } from '../../db/entities/article.entity.ts';
import { ArticleFormerSlug } from '../../db/entities/article-former-slug.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { visibleAt } from '../../core/publishing/publication-rule.ts';
import { DUPLICATE_SLUG } from './article-writes.ts';

/** The slug field's error when the slug is another release's former address. */
export const formerSlugTaken = (title: string) => `This address belonged to '${title}' and still redirects there`;

/**
 * A slug is free when no other release has it now or had it while public: its old links redirect there.
 * Read through the write's own entity manager (see unit-of-work.ts).
 */
export async function assertSlugFree(em: EntityManager, slug: string, exceptId?: number): Promise<void> {
  const current = await em.findOne(Article, { slug }, { fields: ['id'] });
  if (current && current.id !== exceptId) throw new HttpProblem(409, DUPLICATE_SLUG);
  const former = await em.findOne(ArticleFormerSlug, { slug }, { populate: ['article'], fields: ['article.id', 'article.title'] });
  if (former && former.article.id !== exceptId) {
    const message = formerSlugTaken(former.article.title);
    throw new HttpProblem(409, message, { slug: message });
  }
}

/**
 * After a rename: the address a public release leaves keeps pointing at it, and one it takes back is its
 * current address again rather than a redirect to itself.
 */
export async function recordRename(em: EntityManager, article: Article, previous: string, wasPublic: boolean, now: Date): Promise<void> {
  if (previous === article.slug) return;
  await em.nativeDelete(ArticleFormerSlug, { article: article.id, slug: article.slug });
  if (wasPublic) em.create(ArticleFormerSlug, { article, slug: previous, retiredAt: now });
}

/** The current slug of the release that is public now and once had `slug`, or null. */
export async function currentSlugFor(em: EntityManager, slug: string, now: Date): Promise<string | null> {
  const former = await em.findOne(ArticleFormerSlug, { slug, article: visibleAt(now) }, { populate: ['article'], fields: ['article.slug'] });
  return former?.article.slug ?? null;
}
