import type { FastifyInstance } from 'fastify';

const TIMEOUT_MS = 2000;

/** 200 when the database answers a trivial query within 2 s, 503 otherwise (load balancers poll this). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await Promise.race([
        app.orm.em.fork().getConnection().execute('select 1'),
        new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), TIMEOUT_MS).unref()),
      ]);
      return { status: 'ok', database: 'up' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', database: 'down' });
    }
  });
}
