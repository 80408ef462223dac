import { AdminUser } from '../../db/entities/admin-user.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import type { Device } from './device-cookie.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { throttleKeys } from './login-throttle.ts';
import { consumeSecondFactor } from './mfa.ts';
import { verifyPassword } from './passwords.ts';
import type { SessionScope } from './sessions.ts';

export type LoginOutcome =
  | { kind: 'ok'; username: string; passwordChangedAt: Date; scope: SessionScope }
  | { kind: 'invalid' }
  | { kind: 'second-factor'; message: string }
  | { kind: 'throttled'; retryAfter: number };

export interface LoginAttempt {
  ip: string;
  username: string;
  password: string;
  otp?: string;
  /** The signed device cookie the browser sent, if any. */
  device: Device | null;
}

export const SECOND_FACTOR_REQUIRED = 'Authentication code required';
export const SECOND_FACTOR_WRONG = 'Invalid authentication code';

/**
 * The lock-out is checked before the password, so a right guess during a lock-out learns nothing.
 * Unknown users and wrong passwords take the same path and the same argon2 work.
 *
 * Failures count against the client's IP, and against the account only when the browser is not a
 * known device of that account (see throttleKeys): an attacker can lock the account for strangers,
 * never for the administrator's own browser, whose device has its own, separate limit.
 */
export async function attemptLogin(
  db: Db,
  throttle: LoginThrottle,
  attempt: LoginAttempt,
  policy: { require2fa: boolean },
): Promise<LoginOutcome> {
  const keys = throttleKeys(attempt.ip, attempt.username, attempt.device);
  const retryAfter = await throttle.retryAfter(keys.checked);
  if (retryAfter !== null) return { kind: 'throttled', retryAfter };
  const user = await db.run((em) => em.findOne(AdminUser, { username: attempt.username }));
  if (!(await verifyPassword(user?.passwordHash ?? null, attempt.password)) || !user) {
    await throttle.recordFailure(keys.counted);
    return { kind: 'invalid' };
  }
  if (user.mfaSecret) {
    if (!attempt.otp) return { kind: 'second-factor', message: SECOND_FACTOR_REQUIRED };
    if (!(await consumeSecondFactor(db, user, attempt.otp))) {
      await throttle.recordFailure(keys.counted);
      return { kind: 'second-factor', message: SECOND_FACTOR_WRONG };
    }
  }
  await throttle.reset(keys.counted);
  const scope: SessionScope = policy.require2fa && !user.mfaSecret ? 'mfa-setup' : 'full';
  return { kind: 'ok', username: user.username, passwordChangedAt: user.passwordChangedAt, scope };
}
