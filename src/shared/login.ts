import { type Static, Type } from '@sinclair/typebox';
import { messages } from './validation.ts';

export const LoginBody = Type.Object(
  {
    username: Type.String({ minLength: 1, maxLength: 64, ...messages({ required: 'Username is required' }) }),
    password: Type.String({ minLength: 1, maxLength: 256, ...messages({ required: 'Password is required' }) }),
  },
  { additionalProperties: false },
);
export type LoginBody = Static<typeof LoginBody>;

export interface LoginResponse {
  token: string;
}
