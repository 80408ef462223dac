import type { PreviewArticle } from '../../../shared/preview.ts';
import { articleStatus } from '../../../shared/article.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { toAdminArticle, toPublicArticle } from './article-dto.ts';
import type { DraftPreviews } from './draft-previews.ts';
import type { PreviewTokens } from '../../core/publishing/preview-tokens.ts';

/**
 * The article a preview link points at, as its public page would show it, whatever its status: a saved
 * article's link (null once its preview generation has moved: revoked), or else a link to unsaved text;
 * null for a bad link.
 */
export function previewArticle(db: Db, tokens: PreviewTokens, drafts: DraftPreviews, clock: () => Date) {
  return async (token: string): Promise<PreviewArticle | null> => {
    const claim = tokens.verify(token);
    if (claim === null) return drafts.read(token);
    const row = await db.run((em) => em.findOne(Article, { id: claim.id, previewGeneration: claim.generation, deletedAt: null }));
    if (!row) return null;
    const { published, scheduledDate } = toAdminArticle(row, clock());
    return { ...toPublicArticle(row), status: articleStatus({ published, scheduledDate }, clock()), scheduledDate };
  };
}

/**
 * Whether a preview link's token verifies (signed here, for a saved article or for unsaved text, and within
 * its hour), decided without the database: one that does not can never open anything.
 */
export function previewLinkVerifies(tokens: PreviewTokens, drafts: DraftPreviews) {
  return (token: string): boolean => tokens.verify(token) !== null || drafts.verifies(token);
}
