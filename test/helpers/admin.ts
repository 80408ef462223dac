import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ensureAdminAccount } from '../../src/server/features/admin/admin-account.ts';
import { TEST_ENV } from './test-env.ts';

export const TEST_ADMIN = { username: 'admin', password: 'api-admin-password-123' } as const;

/**
 * Creates (or keeps) the test administrator, as start-up would from ADMIN_USERNAME/ADMIN_PASSWORD;
 * a new password is dated `now`.
 */
export async function ensureTestAdmin(app: FastifyInstance, password: string = TEST_ADMIN.password, now?: Date): Promise<void> {
  await ensureAdminAccount(app.db, { username: TEST_ADMIN.username, password }, now);
}

export async function loginToken(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<string> {
  await ensureTestAdmin(app);
  const response = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN, remoteAddress });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token forged by hand, to prove the server refuses what @fastify/jwt itself would never issue. */
export function forgeToken(
  payload: Record<string, unknown>,
  alg: 'HS256' | 'HS512' | 'none' = 'HS256',
  secret: string = TEST_ENV.JWT_SECRET,
): string {
  const head = `${b64({ alg, typ: 'JWT' })}.${b64(payload)}`;
  if (alg === 'none') return `${head}.`;
  const signature = createHmac(alg === 'HS256' ? 'sha256' : 'sha512', secret).update(head).digest('base64url');
  return `${head}.${signature}`;
}

export function decodeToken(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part!, 'base64url').toString('utf8')));
  return { header, payload };
}
