import { defineEntity, p } from '@mikro-orm/core';

/**
 * Failed logins, counted per IP and per username; shared by every process on the database. A row is
 * written before the password is checked (the attempt's reservation) and deleted again when the attempt
 * turns out to be no failure.
 */
export const LoginFailureSchema = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failure',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    /** `ip:<address>`, `user:<username>`, `device:<device cookie nonce>` or `mfa:<username>` (2FA changes) */
    key: p.string().length(300),
    at: p.datetime(),
  },
  indexes: [{ name: 'login_failure_key_at_idx', properties: ['key', 'at'] }],
});

export class LoginFailure extends LoginFailureSchema.class {}
LoginFailureSchema.setClass(LoginFailure);
