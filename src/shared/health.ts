import { type Static, Type } from '@sinclair/typebox';
import { LiteralUnion } from './schema-types.ts';

/** GET /healthz, polled by load balancers: 200 with `ok` and `up`, 503 with `unavailable` and `down`. */
export const HealthStatus = Type.Object({
  status: LiteralUnion(['ok', 'unavailable']),
  database: LiteralUnion(['up', 'down']),
});
export type HealthStatus = Static<typeof HealthStatus>;
