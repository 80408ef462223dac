import { type Static, Type } from '@sinclair/typebox';
import { messages } from './validation.ts';

export const OtpCode = Type.String({
  minLength: 1,
  maxLength: 32,
  ...messages({ label: 'Authentication code' }),
});

export const MfaCodeBody = Type.Object({ otp: OtpCode }, { additionalProperties: false });
export type MfaCodeBody = Static<typeof MfaCodeBody>;

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
