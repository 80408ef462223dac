import type { PublicArticle } from '../../../shared/article.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { toPublicArticle } from '../articles/article-dto.ts';
import type { PreviewTokens } from './preview-tokens.ts';

/**
 * The article a preview link points at, as its public page would show it, whatever its status; null for
 * a bad link, and for one issued before the article's preview generation last moved (revoked).
 */
export function previewArticle(db: Db, tokens: PreviewTokens) {
  return async (token: string): Promise<PublicArticle | null> => {
    const claim = tokens.verify(token);
    if (claim === null) return null;
    const row = await db.run((em) => em.findOne(Article, { id: claim.id, previewGeneration: claim.generation, deletedAt: null }));
    return row ? toPublicArticle(row) : null;
  };
}
