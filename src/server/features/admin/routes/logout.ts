import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuditLog } from '../../../core/audit/audit-log.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../../../http/responses.ts';
import { actorOf } from '../../../core/audit/actor.ts';

/** POST /api/admin/logout: revokes the session's token in every process on the database. */
export const adminLogoutRoutes: FastifyPluginAsyncTypebox<{ audit: AuditLog }> = async (app, opts) => {
  app.post('/api/admin/logout', { schema: { response: { ...NO_CONTENT, ...ERROR_RESPONSES } } }, async (request, reply) => {
    const session = request.session!;
    await app.sessions.revoke(session.jti, session.exp);
    await opts.audit.record('logout', actorOf(request));
    return reply.code(204).send(null);
  });
};
