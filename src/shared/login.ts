import { type Static, Type } from '@sinclair/typebox';
import { OtpCode } from './mfa.ts';
import { messages } from './validation.ts';

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64, ...messages({ required: 'Username is required' }) }),
    password: Type.String({ minLength: 1, maxLength: 256, ...messages({ required: 'Password is required' }) }),
    /** The six-digit authenticator code or a recovery code, for an account with two-factor authentication. */
    otp: Type.Optional(OtpCode),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export interface LoginResponse {
  token: string;
  /** ADMIN_REQUIRE_2FA is on and the account has no second factor: the token only allows setting one up. */
  mfaSetupRequired?: true;
}

/** The 401 body when the password was right but a second factor is needed (or was wrong). */
export interface SecondFactorProblem {
  message: string;
  mfa: true;
}
