import type { MikroORM } from '@mikro-orm/core';
import { AdminUser } from '../../db/entities/admin-user.entity.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { throttleKeys } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';

export type LoginOutcome =
  | { kind: 'ok'; username: string; passwordChangedAt: Date }
  | { kind: 'invalid' }
  | { kind: 'throttled'; retryAfter: number };

/**
 * The lock-out is checked before the password, so a right guess during a lock-out learns nothing.
 * Unknown users and wrong passwords take the same path and the same argon2 work.
 */
export async function attemptLogin(
  orm: MikroORM,
  throttle: LoginThrottle,
  attempt: { ip: string; username: string; password: string },
): Promise<LoginOutcome> {
  const keys = throttleKeys(attempt.ip, attempt.username);
  const retryAfter = await throttle.retryAfter(keys);
  if (retryAfter !== null) return { kind: 'throttled', retryAfter };
  const user = await orm.em.fork().findOne(AdminUser, { username: attempt.username });
  if (!(await verifyPassword(user?.passwordHash ?? null, attempt.password)) || !user) {
    await throttle.recordFailure(keys);
    return { kind: 'invalid' };
  }
  await throttle.reset(keys);
  return { kind: 'ok', username: user.username, passwordChangedAt: user.passwordChangedAt };
}
