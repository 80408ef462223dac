import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { RevokedToken } from '../../db/entities/revoked-token.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';

export const SESSION_LIFETIME_S = 8 * 60 * 60;

/** 'mfa-setup' sessions (ADMIN_REQUIRE_2FA, account without 2FA) may only set up two-factor authentication. */
export type SessionScope = 'full' | 'mfa-setup';

export interface SessionClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  scope?: 'mfa-setup';
}

/**
 * Claims for a new token. iat never falls before the last password change (rounded up to the second),
 * so a login right after a rotation is not mistaken for a token issued before it.
 */
export function newSessionClaims(username: string, passwordChangedAt: Date, now = Date.now(), scope: SessionScope = 'full'): SessionClaims {
  const iat = Math.max(Math.floor(now / 1000), Math.ceil(passwordChangedAt.getTime() / 1000));
  const claims: SessionClaims = { sub: username, jti: randomBytes(16).toString('hex'), iat, exp: iat + SESSION_LIFETIME_S };
  return scope === 'mfa-setup' ? { ...claims, scope } : claims;
}

export interface SessionStore {
  revoke(jti: string, exp: number): Promise<void>;
  isRevoked(jti: string): Promise<boolean>;
}

/**
 * The denylist is the revoked_token table, read on every admin request so a logout in one process
 * holds in all. Only "revoked" answers are cached: a revocation can never be un-done, a clean bill can.
 * Expiry is real time, as for the tokens themselves.
 */
export function sessionStore(db: Db): SessionStore {
  const revoked = new LRUCache<string, true>({ max: 10_000 });
  return {
    async revoke(jti, exp) {
      await db.run(async (em) => {
        await em.upsert(RevokedToken, { jti, expiresAt: new Date(exp * 1000) });
        // Rows past their token's expiry protect nothing any more.
        await em.nativeDelete(RevokedToken, { expiresAt: { $lt: new Date() } });
      });
      revoked.set(jti, true);
    },
    async isRevoked(jti) {
      if (revoked.has(jti)) return true;
      const row = await db.run((em) => em.findOne(RevokedToken, { jti }, { fields: ['jti'] }));
      if (row) revoked.set(jti, true);
      return row !== null;
    },
  };
}
