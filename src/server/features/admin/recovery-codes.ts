import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;

// Crockford-style alphabet without look-alikes (no 0/O, 1/I/L), so a code copied from paper is read right.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** Ten codes of 16 random characters (about 79 bits each), shown once in groups of four. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 16 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return chars.match(/.{4}/g)!.join('-');
  });
}

/**
 * Spacing, dashes and case do not matter when a code is typed back. The codes are long random strings,
 * so a plain SHA-256 cannot be reversed by guessing, and checking one costs nothing.
 */
export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(code.toUpperCase().replace(/[\s-]/g, '')).digest('hex');
}

/** Recovery codes are recognised by shape; anything else is tried as a TOTP code. */
export function looksLikeRecoveryCode(code: string): boolean {
  return code.replace(/[\s-]/g, '').length === 16;
}
