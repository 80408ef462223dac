import { type Static, Type } from '@sinclair/typebox';
import { CurrentPassword, MAX_USERNAME_LENGTH } from './admin-credentials.ts';
import { OtpCode } from './mfa.ts';
import { messages } from './validation.ts';

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: MAX_USERNAME_LENGTH, ...messages({ label: 'Username' }) }),
    password: CurrentPassword,
    /** The six-digit authenticator code or a recovery code, for an account with two-factor authentication. */
    otp: Type.Optional(OtpCode),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export const LoginResponse = Type.Object({
  token: Type.String(),
  /** ADMIN_REQUIRE_2FA is on and the account has no second factor: the token only allows setting one up. */
  mfaSetupRequired: Type.Optional(Type.Literal(true)),
});
export type LoginResponse = Static<typeof LoginResponse>;

/** The 401 body when the password was right but a second factor is needed (or was wrong). */
export const SecondFactorProblem = Type.Object({ message: Type.String(), mfa: Type.Literal(true) });
export type SecondFactorProblem = Static<typeof SecondFactorProblem>;
