import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const PREVIEW_TTL_MS = 60 * 60 * 1000;
const TOKEN = /^(\d{1,9})\.(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

export interface PreviewTokens {
  /** A token for one article, valid for an hour from now. */
  issue(articleId: number): string;
  /** The article id, or null when the token is malformed, tampered with or expired. */
  verify(token: string): number | null;
}

/**
 * Preview links: `<article id>.<expiry ms>.<random nonce>.<HMAC-SHA256>`, signed with a key derived from
 * the session secret (a different purpose, so a preview token can never pass as a session or the reverse).
 * Links to unsaved text sign with a purpose of their own: their id names a stored preview, not an article.
 */
export function previewTokens(secret: string, clock: () => Date, purpose = 'article-preview-v1'): PreviewTokens {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue(articleId) {
      const payload = `${articleId}.${clock().getTime() + PREVIEW_TTL_MS}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, id, expires, nonce, signature] = match as unknown as [string, string, string, string, string];
      const expected = Buffer.from(sign(`${id}.${expires}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expires) <= clock().getTime()) return null;
      return Number(id);
    },
  };
}
