import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a link may do: confirm a subscription (expires) or manage it (unsubscribe, categories; never expires). */
export type TokenPurpose = 'confirm' | 'manage';

export const CONFIRM_VALID_MS = 7 * 24 * 60 * 60_000;

/** A confirmation link's subscriber, and when the link was issued (only the latest link confirms). */
export interface ConfirmationClaim {
  subscriberId: number;
  issuedAt: Date;
}

export interface AlertTokens {
  /** `issuedAt` (now by default) starts a confirmation link's 7 days. */
  issue(subscriberId: number, purpose: TokenPurpose, issuedAt?: Date): string;
  /** The subscriber's id, or null for a forged, altered, other-purpose or expired link. */
  verify(token: string, purpose: TokenPurpose): number | null;
  /** A confirmation link's claim, or null as for `verify`. */
  confirmation(token: string): ConfirmationClaim | null;
}

/**
 * Links in e-mails carry the subscriber's id signed with a key derived from JWT_SECRET (so no new
 * setting); a confirmation link also its expiry, which tells when it was issued. Nothing is stored per
 * link.
 */
export function alertTokens(jwtSecret: string, clock: () => Date): AlertTokens {
  const key = createHmac('sha256', jwtSecret).update('news-alerts').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');
  const read = (token: string, purpose: TokenPurpose): { subscriberId: number; expires: number } | null => {
    const [encoded, signature] = token.split('.');
    if (!encoded || !signature) return null;
    const body = Buffer.from(encoded, 'base64url').toString('utf8');
    const expected = Buffer.from(sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const [kind, id, expires] = body.split('.');
    if (kind !== purpose[0]) return null;
    if (purpose === 'confirm' && !(Number(expires) > clock().getTime())) return null;
    const subscriberId = Number(id);
    return Number.isSafeInteger(subscriberId) && subscriberId > 0 ? { subscriberId, expires: Number(expires) } : null;
  };
  return {
    issue(subscriberId, purpose, issuedAt = clock()) {
      const expires = purpose === 'confirm' ? `.${issuedAt.getTime() + CONFIRM_VALID_MS}` : '';
      const body = `${purpose[0]}.${subscriberId}${expires}`;
      return `${Buffer.from(body).toString('base64url')}.${sign(body)}`;
    },
    verify: (token, purpose) => read(token, purpose)?.subscriberId ?? null,
    confirmation(token) {
      const claim = read(token, 'confirm');
      return claim && { subscriberId: claim.subscriberId, issuedAt: new Date(claim.expires - CONFIRM_VALID_MS) };
    },
  };
}
