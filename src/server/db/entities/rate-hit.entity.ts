import { defineEntity, p } from '@mikro-orm/core';

/**
 * One request counted against a per-IP limit (news alert sign-ups, the contact form), kept in the
 * database so every process enforces the same limit. Rows older than their limit's window are pruned
 * as new ones come in.
 */
export const RateHitSchema = defineEntity({
  name: 'RateHit',
  tableName: 'rate_hit',
  properties: {
    id: p.bigint('number').primary().autoincrement(),
    /** Which limit counts it, e.g. `alert-signup`. */
    name: p.string().length(40),
    ip: p.string().length(64),
    at: p.datetime(),
  },
  indexes: [
    { name: 'rate_hit_name_ip_at_idx', properties: ['name', 'ip', 'at'] },
    { name: 'rate_hit_name_at_idx', properties: ['name', 'at'] },
  ],
});

export class RateHit extends RateHitSchema.class {}
RateHitSchema.setClass(RateHit);
