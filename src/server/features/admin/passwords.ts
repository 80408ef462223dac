import { randomInt } from 'node:crypto';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

// Algorithm is an ambient const enum, unreadable at run time under type stripping; 2 is Argon2id.
const ARGON2ID: Algorithm = 2;

/** OWASP's argon2id baseline: 19 MiB, two passes, one lane. */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * Checked when the username is unknown, so a wrong username costs the same argon2 work as a wrong
 * password (same parameters as real hashes). Nothing hashes to it: it was made from a discarded random string.
 */
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$xxwkho03z6EA7s1SPFwYQw$tg9Y+JtuuKWDHy7pPHxbRmZ3K2vn/G5o92WZSelNt1E';

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  try {
    const matches = await verify(passwordHash ?? DUMMY_HASH, password);
    return passwordHash !== null && matches;
  } catch {
    return false;
  }
}

// No look-alike characters (0/O, 1/l/I): the password is read off a terminal and typed in.
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

export function generatePassword(length = 20): string {
  let password = '';
  for (let i = 0; i < length; i++) password += ALPHABET[randomInt(ALPHABET.length)];
  return password;
}
