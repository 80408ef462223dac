import { type Static, Type } from '@sinclair/typebox';
import { CurrentPassword } from './admin-credentials.ts';
import { messages } from './validation.ts';

export const OtpCode = Type.String({
  minLength: 1,
  maxLength: 32,
  ...messages({ label: 'Authentication code' }),
});

/**
 * POST /api/admin/mfa/setup: the password again, so a stolen session alone cannot put its own
 * authenticator on the account.
 */
export const MfaSetupBody = Type.Object({ password: CurrentPassword }, { additionalProperties: false });
export type MfaSetupBody = Static<typeof MfaSetupBody>;

/** POST /api/admin/mfa/enable and disable: the password and a code (for disable, a recovery code too). */
export const MfaConfirmBody = Type.Object({ password: CurrentPassword, otp: OtpCode }, { additionalProperties: false });
export type MfaConfirmBody = Static<typeof MfaConfirmBody>;

export const MfaSetupResponse = Type.Object({ secret: Type.String(), otpauthUrl: Type.String(), qrCodeDataUrl: Type.String() });
export type MfaSetupResponse = Static<typeof MfaSetupResponse>;

export const MfaEnableResponse = Type.Object({
  recoveryCodes: Type.Array(Type.String()),
  /** A full session, when the caller held a set-up-only one. */
  token: Type.Optional(Type.String()),
});
export type MfaEnableResponse = Static<typeof MfaEnableResponse>;

export const MfaStatus = Type.Object({ enabled: Type.Boolean(), required: Type.Boolean(), recoveryCodesLeft: Type.Integer() });
export type MfaStatus = Static<typeof MfaStatus>;
