import { defineEntity, p } from '@mikro-orm/core';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';

export const AdminUserSchema = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_user',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(MAX_USERNAME_LENGTH).unique(),
    passwordHash: p.string().length(255),
    /** Tokens issued before this instant are rejected: changing the password ends every session. */
    passwordChangedAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** Base32 TOTP secret; null while two-factor authentication is off. */
    mfaSecret: p.string().length(64).nullable(),
    /** A secret handed out by setup and not yet confirmed with a code. */
    mfaPendingSecret: p.string().length(64).nullable(),
    /** The last TOTP time step accepted, so a code cannot be used twice. */
    mfaLastStep: p.bigint('number').nullable(),
  },
});

export class AdminUser extends AdminUserSchema.class {}
AdminUserSchema.setClass(AdminUser);
