import { defineEntity, p } from '@mikro-orm/core';

/** Single-use two-factor recovery codes, kept as hashes; a used code's row is deleted. */
export const RecoveryCodeSchema = defineEntity({
  name: 'RecoveryCode',
  tableName: 'recovery_code',
  properties: {
    id: p.integer().primary().autoincrement(),
    adminUserId: p.integer(),
    codeHash: p.string().length(64),
  },
  indexes: [{ name: 'recovery_code_user_hash_idx', properties: ['adminUserId', 'codeHash'] }],
});

export class RecoveryCode extends RecoveryCodeSchema.class {}
RecoveryCodeSchema.setClass(RecoveryCode);
