import { type Static, Type } from '@sinclair/typebox';

/** POST /api/admin/articles/:id/preview: a link showing the article as published, valid for an hour. */
export const PreviewResponse = Type.Object({ url: Type.String() });
export type PreviewResponse = Static<typeof PreviewResponse>;

/** The signed token of a preview link; longer than any the server issues is no token. */
export const PreviewTokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
export type PreviewTokenParams = Static<typeof PreviewTokenParams>;

export const PREVIEW_BANNER = 'Preview: not published';
