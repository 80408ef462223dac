import { type Static, Type } from '@sinclair/typebox';
import { PublicArticle } from './article.ts';
import { LiteralUnion, Nullable } from './schema-types.ts';

/**
 * POST /api/admin/articles/:id/preview (the saved article) and POST /api/admin/preview (the form's unsaved
 * text, with the create body): a link showing the article as published, valid for an hour.
 */
export const PreviewResponse = Type.Object({ url: Type.String() });
export type PreviewResponse = Static<typeof PreviewResponse>;

/** The signed token of a preview link; longer than any the server issues is no token. */
export const PreviewTokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
export type PreviewTokenParams = Static<typeof PreviewTokenParams>;

export const PREVIEW_BANNER = 'Preview: not published';

/** A preview page's article, with what saving it would make of it, for the banner. */
export const PreviewArticle = Type.Object({
  ...PublicArticle.properties,
  status: LiteralUnion(['Published', 'Scheduled', 'Draft'] as const),
  scheduledDate: Nullable(Type.String()),
});
export type PreviewArticle = Static<typeof PreviewArticle>;
