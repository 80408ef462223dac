import { Type } from '@sinclair/typebox';
import { ApiError } from '../../shared/api-error.ts';

/** Every route's failures, whoever raises them (route, hook or error handler), answer the error envelope. */
export const ERROR_RESPONSES = { '4xx': ApiError, '5xx': ApiError } as const;

/** A 204 answer: no body at all. */
export const NO_CONTENT = { 204: Type.Null() } as const;
