/** POST /api/admin/articles/:id/preview: a link showing the article as published, valid for an hour. */
export interface PreviewResponse {
  url: string;
}

export const PREVIEW_BANNER = 'Preview: not published';
