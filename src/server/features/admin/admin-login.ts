import { AdminUser } from '../../db/entities/admin-user.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import type { AuditLog, FailedLoginEntry } from '../../core/audit/audit-log.ts';
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
 * The attempt is counted before the password is checked (see LoginThrottle.reserve), so a right guess
 * during a lock-out learns nothing and guesses sent at once pass only as many as the allowance.
 * Unknown users and wrong passwords take the same path and the same argon2 work. A success forgets the
 * failures counted under its keys; a right password that still needs its code releases its own count.
 *
 * Failures count against the client's IP, and against the account only when the browser is not a
 * known device of that account (see throttleKeys): an attacker can lock the account for strangers,
 * never for the administrator's own browser, whose device has its own, separate limit. Each attempt is
 * audited here: the audit's summary of failed logins is decided under the same reservation.
 */
export async function attemptLogin(
  db: Db,
  throttle: LoginThrottle,
  audit: AuditLog,
  attempt: LoginAttempt,
  policy: { require2fa: boolean },
): Promise<LoginOutcome> {
  const keys = throttleKeys(attempt.ip, attempt.username, attempt.device);
  const who = { username: attempt.username, ip: attempt.ip };
  let entry: FailedLoginEntry = 'own-row';
  const reservation = await throttle.reserve(keys, async (em, throttled) => {
    entry = await audit.loginAttempt(em, who, throttled);
  });
  if (reservation.kind === 'throttled') return { kind: 'throttled', retryAfter: reservation.retryAfter };
  const user = await db.run((em) => em.findOne(AdminUser, { username: attempt.username }));
  if (!(await verifyPassword(user?.passwordHash ?? null, attempt.password)) || !user) {
    await audit.failedLogin(who, entry);
    return { kind: 'invalid' };
  }
  if (user.mfaSecret) {
    if (!attempt.otp) {
      // Being asked for the authentication code is a step of the login, not a failure.
      await throttle.release(reservation);
      return { kind: 'second-factor', message: SECOND_FACTOR_REQUIRED };
    }
    if (!(await consumeSecondFactor(db, user, attempt.otp))) {
      await audit.failedLogin(who, entry);
      return { kind: 'second-factor', message: SECOND_FACTOR_WRONG };
    }
  }
  await throttle.reset(keys.counted);
  await audit.record('login', { username: user.username, ip: attempt.ip });
  const scope: SessionScope = policy.require2fa && !user.mfaSecret ? 'mfa-setup' : 'full';
  return { kind: 'ok', username: user.username, passwordChangedAt: user.passwordChangedAt, scope };
}
