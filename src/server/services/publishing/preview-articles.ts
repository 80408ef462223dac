import type { PublicArticle } from '../../../shared/article.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { toPublicArticle } from '../articles/article-dto.ts';
import type { PreviewTokens } from './preview-tokens.ts';

/** The article a preview link points at, as its public page would show it, whatever its status; null for a bad link. */
export function previewArticle(db: Db, tokens: PreviewTokens) {
  return async (token: string): Promise<PublicArticle | null> => {
    const id = tokens.verify(token);
    if (id === null) return null;
    const row = await db.run((em) => em.findOne(Article, { id, deletedAt: null }));
    return row ? toPublicArticle(row) : null;
  };
}
