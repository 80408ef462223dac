import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../services/publishing/audit-log.ts';
import { actorOf } from './actor.ts';

/** POST /api/admin/logout: revokes the session's token in every process on the database. */
export async function adminLogoutRoutes(app: FastifyInstance, opts: { audit: AuditLog }) {
  app.post('/api/admin/logout', async (request, reply) => {
    const session = request.session!;
    await app.sessions.revoke(session.jti, session.exp);
    await opts.audit.record('logout', actorOf(request));
    return reply.code(204).send();
  });
}
