import type { Db } from '../../db/unit-of-work.ts';
import { AdminUser } from '../../db/entities/admin-user.entity.ts';
import { RecoveryCode } from '../../db/entities/recovery-code.entity.ts';
import type { MfaSetupResponse, MfaStatus } from '../../../shared/mfa.ts';
import { HttpProblem, TryLater } from '../../errors.ts';
import { addAuditEvent } from '../../core/audit/audit-log.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { verifyPassword } from './passwords.ts';
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import QRCode from 'qrcode';
import { acceptedTotpStep, newTotpSecret } from './totp.ts';

/**
 * Checks a second factor for a user with two-factor authentication on and uses it up: a TOTP code
 * moves the last accepted step forward, a recovery code is deleted. Both are conditional updates, so
 * two requests racing with the same code cannot both pass.
 */
export async function consumeSecondFactor(db: Db, user: AdminUser, code: string, now = Date.now()): Promise<boolean> {
  if (looksLikeRecoveryCode(code)) {
    const deleted = await db.run((em) => em.nativeDelete(RecoveryCode, { adminUserId: user.id, codeHash: hashRecoveryCode(code) }));
    return deleted > 0;
  }
  if (!user.mfaSecret) return false;
  const step = acceptedTotpStep(user.mfaSecret, code.trim(), user.mfaLastStep ?? null, now);
  if (step === null) return false;
  const updated = await db.run((em) =>
    em.nativeUpdate(AdminUser, { id: user.id, $or: [{ mfaLastStep: null }, { mfaLastStep: { $lt: step } }] }, { mfaLastStep: step }),
  );
  return updated > 0;
}

export interface MfaService {
  status(username: string): Promise<MfaStatus>;
  setup(actor: MfaActor, password: string): Promise<MfaSetupResponse>;
  enable(actor: MfaActor, proof: Proof): Promise<{ recoveryCodes: string[] }>;
  disable(actor: MfaActor, proof: Proof): Promise<void>;
}

/** The signed-in administrator changing their second factor, and from where (for the audit log). */
export interface MfaActor {
  username: string;
  ip: string;
}

interface Proof {
  password: string;
  otp: string;
}

const WRONG_CODE = 'Invalid authentication code';
export const WRONG_PASSWORD = 'Incorrect password';
export const TOO_MANY_ATTEMPTS = 'Too many failed attempts. Try again later.';

export interface MfaOptions {
  required: boolean;
  /** The login's throttle, counting failures here under a key of their own per account. */
  throttle: LoginThrottle;
  clock: () => Date;
}

/** What an answered form comes to when the code in it is wrong: the try stays counted as a failure. */
const WRONG_ANSWER = Symbol('wrong code');

/**
 * Set-up, enabling and disabling each ask for the password (and the last two for a code), so a stolen
 * session cannot take over the second factor; wrong answers count like failed logins, five then 429.
 * Each try is counted before the password is checked, as a login is, so answers sent at once pass only
 * as many as the allowance; a try that turns out to be no wrong answer releases its count.
 */
export function mfaService(db: Db, opts: MfaOptions): MfaService {
  const { throttle } = opts;
  const keys = (username: string) => {
    const own = [`mfa:${username.toLowerCase()}`];
    return { checked: own, counted: own };
  };

  async function account(username: string): Promise<AdminUser> {
    const user = await db.run((em) => em.findOne(AdminUser, { username }));
    if (!user) throw new HttpProblem(401, 'Invalid or expired session');
    return user;
  }

  /**
   * Runs `answer` with the account once the throttle allows a try and the password is right. A wrong
   * password, or `answer` finding the code wrong, leaves the try counted; anything else releases it.
   */
  async function withPassword<T>(username: string, password: string, answer: (user: AdminUser) => Promise<T | typeof WRONG_ANSWER>): Promise<T> {
    const user = await account(username);
    const reservation = await throttle.reserve(keys(username));
    if (reservation.kind === 'throttled') throw new TryLater(429, TOO_MANY_ATTEMPTS, reservation.retryAfter);
    if (!(await verifyPassword(user.passwordHash, password))) throw new HttpProblem(403, WRONG_PASSWORD);
    let outcome: T | typeof WRONG_ANSWER;
    try {
      outcome = await answer(user);
    } catch (error) {
      await throttle.release(reservation);
      throw error;
    }
    if (outcome === WRONG_ANSWER) throw new HttpProblem(400, WRONG_CODE);
    await throttle.release(reservation);
    return outcome;
  }

  return {
    async status(username) {
      const user = await account(username);
      const recoveryCodesLeft = user.mfaSecret ? await db.run((em) => em.count(RecoveryCode, { adminUserId: user.id })) : 0;
      return { enabled: user.mfaSecret !== null, required: opts.required, recoveryCodesLeft };
    },

    setup: ({ username }, password) =>
      withPassword(username, password, async (user) => {
        if (user.mfaSecret) throw new HttpProblem(409, 'Two-factor authentication is already on. Turn it off first to set up a new device.');
        const created = newTotpSecret(username);
        await db.run((em) => em.nativeUpdate(AdminUser, { id: user.id }, { mfaPendingSecret: created.secret }));
        // Drawn here so the admin bundle carries no QR encoder; img-src already allows data: URLs.
        const svg = await QRCode.toString(created.otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
        return { ...created, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
      }),

    enable: (actor, { password, otp }) =>
      withPassword(actor.username, password, async (user) => {
        if (user.mfaSecret) throw new HttpProblem(409, 'Two-factor authentication is already on.');
        if (!user.mfaPendingSecret) throw new HttpProblem(409, 'Start the set-up first: no secret is waiting for confirmation.');
        const step = acceptedTotpStep(user.mfaPendingSecret, otp.trim(), null);
        if (step === null) return WRONG_ANSWER;
        const recoveryCodes = newRecoveryCodes();
        const now = opts.clock();
        await db.transaction(async (em) => {
          await em.nativeUpdate(AdminUser, { id: user.id }, { mfaSecret: user.mfaPendingSecret, mfaPendingSecret: null, mfaLastStep: step });
          await em.nativeDelete(RecoveryCode, { adminUserId: user.id });
          for (const code of recoveryCodes) em.create(RecoveryCode, { adminUserId: user.id, codeHash: hashRecoveryCode(code) });
          addAuditEvent(em, now, 'mfa-enable', actor);
          await em.flush();
        });
        await throttle.reset(keys(actor.username).counted);
        return { recoveryCodes };
      }),

    async disable(actor, { password, otp }) {
      if (opts.required) throw new HttpProblem(409, 'Two-factor authentication is required on this site and cannot be turned off.');
      await withPassword(actor.username, password, async (user) => {
        if (!user.mfaSecret) throw new HttpProblem(409, 'Two-factor authentication is already off.');
        if (!(await consumeSecondFactor(db, user, otp))) return WRONG_ANSWER;
        const now = opts.clock();
        await db.transaction(async (em) => {
          await em.nativeUpdate(AdminUser, { id: user.id }, { mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null });
          await em.nativeDelete(RecoveryCode, { adminUserId: user.id });
          addAuditEvent(em, now, 'mfa-disable', actor);
          await em.flush();
        });
        await throttle.reset(keys(actor.username).counted);
      });
    },
  };
}
