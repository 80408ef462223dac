import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const PREVIEW_TTL_MS = 60 * 60 * 1000;
const TOKEN = /^(\d{1,10})\.(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{16})\.([A-Za-z0-9_-]{43})$/;

/** What a valid token names: the article, and its preview generation when the link was issued. */
export interface PreviewClaim {
  /** The id of what the link previews (an article, or a library document under its own key). */
  id: number;
  /** Its preview generation: a bump ends every earlier link. */
  generation: number;
}

export interface PreviewTokens {
  /** A token for one article at its current preview generation, valid for an hour from now. */
  issue(claim: PreviewClaim): string;
  /** What the token names, or null when it is malformed, tampered with or expired. */
  verify(token: string): PreviewClaim | null;
}

/**
 * Preview links: `<id>.<preview generation>.<expiry ms>.<random nonce>.<HMAC-SHA256>`, signed with a key
 * derived from the session secret (a different purpose, so a preview token can never pass as a session or
 * the reverse). The reader compares the generation with the article's, so links can be revoked. Each
 * purpose (articles, documents, unsaved text) signs with its own key, so one's link never opens another's id.
 */
export function previewTokens(secret: string, clock: () => Date, purpose = 'article-preview-v2'): PreviewTokens {
  const key = createHmac('sha256', secret).update(purpose).digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  return {
    issue({ id, generation }) {
      const payload = `${id}.${generation}.${clock().getTime() + PREVIEW_TTL_MS}.${randomBytes(12).toString('base64url')}`;
      return `${payload}.${sign(payload)}`;
    },
    verify(token) {
      const match = TOKEN.exec(token);
      if (!match) return null;
      const [, id, generation, expires, nonce, signature] = match as unknown as [string, string, string, string, string, string];
      const expected = Buffer.from(sign(`${id}.${generation}.${expires}.${nonce}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (Number(expires) <= clock().getTime()) return null;
      return { id: Number(id), generation: Number(generation) };
    },
  };
}
