/**
 * Limits of the admin account's credentials, one source for the login form's schema, the start-up
 * settings, `npm run admin:password` and the stored columns.
 */
export const MAX_USERNAME_LENGTH = 64;
/** Only for passwords being set; a login compares whatever was typed, up to the maximum. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 256;
