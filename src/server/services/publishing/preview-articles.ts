import type { MikroORM } from '@mikro-orm/core';
import type { PublicArticle } from '../../../shared/article.ts';
import { Article } from '../../db/entities/article.entity.ts';
import { toPublicArticle } from '../articles/article-dto.ts';
import type { PreviewTokens } from './preview-tokens.ts';

/** The article a preview link points at, as its public page would show it, whatever its status; null for a bad link. */
export function previewArticle(orm: MikroORM, tokens: PreviewTokens) {
  return async (token: string): Promise<PublicArticle | null> => {
    const id = tokens.verify(token);
    if (id === null) return null;
    const row = await orm.em.fork().findOne(Article, { id, deletedAt: null });
    return row ? toPublicArticle(row) : null;
  };
}
