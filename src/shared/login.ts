import { type Static, Type } from '@sinclair/typebox';
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH } from './admin-credentials.ts';
import { OtpCode } from './mfa.ts';
import { messages } from './validation.ts';

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: MAX_USERNAME_LENGTH, ...messages({ required: 'Username is required' }) }),
    password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH, ...messages({ required: 'Password is required' }) }),
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
