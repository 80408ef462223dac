import { defineEntity, p } from '@mikro-orm/core';

/** The logout denylist lives in the database so every process sees a revocation at once. */
export const RevokedTokenSchema = defineEntity({
  name: 'RevokedToken',
  tableName: 'revoked_token',
  properties: {
    jti: p.string().length(64).primary(),
    /** Kept until the token would have expired anyway; older rows can be purged. */
    expiresAt: p.datetime().index(),
  },
});

export class RevokedToken extends RevokedTokenSchema.class {}
RevokedTokenSchema.setClass(RevokedToken);
