import { type ArticleInput, articleStatus } from '../../../shared/article.ts';
import type { PreviewArticle } from '../../../shared/preview.ts';
import { ArticlePreview } from '../../db/entities/article-preview.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { parseCalendarDate } from '../../core/time/calendar-date.ts';
import { renderArticleContent, withoutFeaturedImage } from './render-article-body.ts';
import { scrollableTables } from './scrollable-tables.ts';
import { PREVIEW_TTL_MS, type PreviewTokens } from '../../core/publishing/preview-tokens.ts';

export interface DraftPreviews {
  /** Keeps the text for the link's hour and answers the link. */
  create(input: ArticleInput): Promise<string>;
  /** The page a draft link shows; null for a bad, expired or unknown link. */
  read(token: string): Promise<PreviewArticle | null>;
  /** Whether a token is a draft link signed here and within its hour, decided without the database. */
  verifies(token: string): boolean;
}

function dateOf(value: string, message: string): Date {
  const date = parseCalendarDate(value);
  if (!date) throw new HttpProblem(400, message);
  return date;
}

/** The form's text as its public page would show it, with what saving it would do. */
function draftArticle(input: ArticleInput, now: Date): PreviewArticle {
  const scheduled = input.published || !input.scheduledDate ? null : dateOf(input.scheduledDate, 'Scheduled date must be a valid date and time');
  const featuredImage = input.featuredImage || null;
  return {
    title: input.title,
    slug: input.slug,
    category: input.category,
    source: input.source,
    date: dateOf(input.date, 'Date must be a valid date').toISOString(),
    description: input.description,
    content: input.content,
    featuredImage,
    includeDisclaimer: input.includeDisclaimer,
    // The newswire line needs the saved time, read in the company's zone: a draft preview shows the filing only.
    disseminatedAt: null,
    filingUrl: input.filingUrl || null,
    notices: [],
    html: scrollableTables(withoutFeaturedImage(renderArticleContent(input.content), featuredImage)),
    corrections: [],
    status: articleStatus({ published: input.published, scheduledDate: scheduled?.toISOString() ?? null }, now),
    scheduledDate: scheduled?.toISOString() ?? null,
  };
}

/**
 * Previews of text not yet saved (before the first save, or edits in the dialog). The text is checked as a
 * create body would be, stored for the hour its signed link lasts, and never becomes a revision.
 */
export function draftPreviews(db: Db, tokens: PreviewTokens, clock: () => Date): DraftPreviews {
  return {
    async create(input) {
      draftArticle(input, clock());
      const now = clock();
      const row = await db.transaction(async (em) => {
        await em.nativeDelete(ArticlePreview, { expiresAt: { $lte: now } });
        const preview = em.create(ArticlePreview, { body: input, expiresAt: new Date(now.getTime() + PREVIEW_TTL_MS) });
        await em.flush();
        return preview;
      });
      // Stored previews are never revoked, only expire: their links carry generation 0.
      return `/preview/${tokens.issue({ id: row.id, generation: 0 })}`;
    },
    async read(token) {
      const claim = tokens.verify(token);
      if (claim === null) return null;
      const row = await db.run((em) => em.findOne(ArticlePreview, { id: claim.id, expiresAt: { $gt: clock() } }));
      return row ? draftArticle(row.body, clock()) : null;
    },
    verifies: (token) => tokens.verify(token) !== null,
  };
}
