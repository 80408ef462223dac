import type { Db } from '../../db/unit-of-work.ts';
import { AdminUser } from '../../db/entities/admin-user.entity.ts';
import { RecoveryCode } from '../../db/entities/recovery-code.entity.ts';
import type { MfaSetupResponse, MfaStatus } from '../../../shared/mfa.ts';
import { HttpProblem } from '../../errors.ts';
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
  setup(username: string): Promise<MfaSetupResponse>;
  enable(username: string, otp: string): Promise<{ recoveryCodes: string[] }>;
  disable(username: string, otp: string): Promise<void>;
}

const WRONG_CODE = 'Invalid authentication code';

export function mfaService(db: Db, opts: { required: boolean }): MfaService {
  async function account(username: string): Promise<AdminUser> {
    const user = await db.run((em) => em.findOne(AdminUser, { username }));
    if (!user) throw new HttpProblem(401, 'Invalid or expired session');
    return user;
  }

  return {
    async status(username) {
      const user = await account(username);
      const recoveryCodesLeft = user.mfaSecret ? await db.run((em) => em.count(RecoveryCode, { adminUserId: user.id })) : 0;
      return { enabled: user.mfaSecret !== null, required: opts.required, recoveryCodesLeft };
    },

    async setup(username) {
      const user = await account(username);
      if (user.mfaSecret) throw new HttpProblem(409, 'Two-factor authentication is already on. Turn it off first to set up a new device.');
      const created = newTotpSecret(username);
      await db.run((em) => em.nativeUpdate(AdminUser, { id: user.id }, { mfaPendingSecret: created.secret }));
      // Drawn here so the admin bundle carries no QR encoder; img-src already allows data: URLs.
      const svg = await QRCode.toString(created.otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
      return { ...created, qrCodeDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
    },

    async enable(username, otp) {
      const user = await account(username);
      if (user.mfaSecret) throw new HttpProblem(409, 'Two-factor authentication is already on.');
      if (!user.mfaPendingSecret) throw new HttpProblem(409, 'Start the set-up first: no secret is waiting for confirmation.');
      const step = acceptedTotpStep(user.mfaPendingSecret, otp.trim(), null);
      if (step === null) throw new HttpProblem(400, WRONG_CODE);
      const recoveryCodes = newRecoveryCodes();
      await db.transaction(async (em) => {
        await em.nativeUpdate(AdminUser, { id: user.id }, { mfaSecret: user.mfaPendingSecret, mfaPendingSecret: null, mfaLastStep: step });
        await em.nativeDelete(RecoveryCode, { adminUserId: user.id });
        for (const code of recoveryCodes) em.create(RecoveryCode, { adminUserId: user.id, codeHash: hashRecoveryCode(code) });
      });
      return { recoveryCodes };
    },

    async disable(username, otp) {
      if (opts.required) throw new HttpProblem(409, 'Two-factor authentication is required on this site and cannot be turned off.');
      const user = await account(username);
      if (!user.mfaSecret) throw new HttpProblem(409, 'Two-factor authentication is already off.');
      if (!(await consumeSecondFactor(db, user, otp))) throw new HttpProblem(400, WRONG_CODE);
      await db.transaction(async (em) => {
        await em.nativeUpdate(AdminUser, { id: user.id }, { mfaSecret: null, mfaPendingSecret: null, mfaLastStep: null });
        await em.nativeDelete(RecoveryCode, { adminUserId: user.id });
      });
    },
  };
}
