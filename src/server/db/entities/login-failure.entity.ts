import { defineEntity, p } from '@mikro-orm/core';

/** Failed logins, counted per IP and per username; shared by every process on the database. */
export const LoginFailureSchema = defineEntity({
  name: 'LoginFailure',
  tableName: 'login_failure',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    /** `ip:<address>`, `user:<username>` or `device:<device cookie nonce>` */
    key: p.string().length(300),
    at: p.datetime(),
  },
  indexes: [{ name: 'login_failure_key_at_idx', properties: ['key', 'at'] }],
});

export class LoginFailure extends LoginFailureSchema.class {}
LoginFailureSchema.setClass(LoginFailure);
