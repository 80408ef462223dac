import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthStatus } from '../../shared/health.ts';
import { ERROR_RESPONSES } from '../http/responses.ts';
import { CACHE_CONTROL, withCacheControl } from '../http/response-cache.ts';

const TIMEOUT_MS = 2000;

/** 200 when the database answers a trivial query within 2 s, 503 otherwise (load balancers poll this). */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/healthz', { schema: { response: { 200: HealthStatus, ...ERROR_RESPONSES, 503: HealthStatus } } }, async (_request, reply) => {
    withCacheControl(reply, CACHE_CONTROL.none);
    try {
      await Promise.race([
        app.db.run((em) => em.execute('select 1')),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS).unref()),
      ]);
      return { status: 'ok' as const, database: 'up' as const };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    }
  });
};
