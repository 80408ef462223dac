import { defineEntity, p } from '@mikro-orm/core';

export const AdminUserSchema = defineEntity({
  name: 'AdminUser',
  tableName: 'admin_user',
  properties: {
    id: p.integer().primary().autoincrement(),
    username: p.string().length(64).unique(),
    passwordHash: p.string().length(255),
    /** Tokens issued before this instant are rejected: changing the password ends every session. */
    passwordChangedAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class AdminUser extends AdminUserSchema.class {}
AdminUserSchema.setClass(AdminUser);
