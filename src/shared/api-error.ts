import { type Static, Type } from '@sinclair/typebox';
import { FieldErrors } from './validation.ts';

/**
 * Every failed API call answers this: a readable message; for a refused body, one message per failing
 * field; for a server fault, the request id to find it in the log.
 */
export const ApiError = Type.Object({
  message: Type.String(),
  errors: Type.Optional(FieldErrors),
  requestId: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ApiError>;
