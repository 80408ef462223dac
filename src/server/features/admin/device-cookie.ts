import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Only the login route ever receives it. */
const COOKIE = 'dcop_device';
const PATH = '/api/admin/login';
const MAX_AGE_S = 180 * 24 * 60 * 60;

/** A browser that has logged in to an account before, identified by a random nonce the server signed. */
export interface Device {
  nonce: string;
  username: string;
}

/** The signed device cookie the request carries, or null when it has none or its signature is wrong. */
export function readDevice(request: FastifyRequest): Device | null {
  const raw = request.cookies[COOKIE];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return null;
  const separator = unsigned.value.indexOf(':');
  if (separator < 1) return null;
  return { nonce: unsigned.value.slice(0, separator), username: unsigned.value.slice(separator + 1) };
}

/**
 * After a successful login, the browser becomes a known device for that account: while the account
 * is locked against strangers, this browser can still log in (OWASP's device-cookie design).
 */
export function issueDevice(reply: FastifyReply, username: string, secure: boolean): void {
  reply.setCookie(COOKIE, `${randomBytes(16).toString('hex')}:${username}`, {
    signed: true,
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: PATH,
    maxAge: MAX_AGE_S,
  });
}
