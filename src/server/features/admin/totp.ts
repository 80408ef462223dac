import { Secret, TOTP } from 'otpauth';

const ISSUER = 'District Copper admin';
const PERIOD_S = 30;

function totp(secret: string, username: string): TOTP {
  return new TOTP({ issuer: ISSUER, label: username, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret: Secret.fromBase32(secret) });
}

/** A new 160-bit secret and the otpauth:// URL authenticator apps read from the QR code. */
export function newTotpSecret(username: string): { secret: string; otpauthUrl: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totp(secret, username).toString() };
}

/**
 * The time step a six-digit code belongs to (one step of clock drift either way), or null when it
 * matches none. Steps at or before `usedStep` are refused, so an overheard code cannot be replayed.
 */
export function acceptedTotpStep(secret: string, code: string, usedStep: number | null, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret, 'admin').validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / PERIOD_S) + delta;
  return usedStep !== null && step <= usedStep ? null : step;
}
