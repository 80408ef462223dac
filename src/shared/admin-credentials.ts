import { Type } from '@sinclair/typebox';
import { messages } from './validation.ts';

/**
 * Limits of the admin account's credentials, one source for the login form's schema, the start-up
 * settings, `npm run admin:password` and the stored columns.
 */
export const MAX_USERNAME_LENGTH = 64;
/** Only for passwords being set; a login compares whatever was typed, up to the maximum. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;

/** The account's current password, as the login and every change to the second factor ask for it. */
export const CurrentPassword = Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH, ...messages({ label: 'Password' }) });
