import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MfaCodeBody, MfaEnableResponse, MfaSetupResponse, MfaStatus } from '../../../shared/mfa.ts';
import { AdminUser } from '../../db/entities/admin-user.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { mfaService } from '../../services/admin/mfa.ts';
import { newSessionClaims, type SessionClaims } from '../../services/admin/sessions.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../responses.ts';

/**
 * Two-factor authentication for the signed-in administrator: GET /api/admin/mfa (status),
 * POST setup, enable and disable. plugins/auth.ts guards them; a set-up-only session reaches
 * setup and enable, and enabling swaps it for a full session.
 */
export const adminMfaRoutes: FastifyPluginAsyncTypebox<{ db: Db; require2fa: boolean }> = async (app, opts) => {
  const mfa = mfaService(opts.db, { required: opts.require2fa });
  const username = (session: SessionClaims | null) => {
    if (!session) throw new HttpProblem(401, 'Authentication required');
    return session.sub;
  };

  app.get('/api/admin/mfa', { schema: { response: { 200: MfaStatus, ...ERROR_RESPONSES } } }, async (request) =>
    mfa.status(username(request.session)),
  );

  app.post('/api/admin/mfa/setup', { schema: { response: { 200: MfaSetupResponse, ...ERROR_RESPONSES } } }, async (request) =>
    mfa.setup(username(request.session)),
  );

  app.post(
    '/api/admin/mfa/enable',
    { schema: { body: MfaCodeBody, response: { 200: MfaEnableResponse, ...ERROR_RESPONSES } }, bodyLimit: 1024 },
    async (request) => {
      const { recoveryCodes } = await mfa.enable(username(request.session), request.body.otp);
      const session = request.session!;
      if (session.scope !== 'mfa-setup') return { recoveryCodes };
      await app.sessions.revoke(session.jti, session.exp);
      const user = await opts.db.run((em) => em.findOneOrFail(AdminUser, { username: session.sub }));
      return { recoveryCodes, token: app.signSession(newSessionClaims(user.username, user.passwordChangedAt)) };
    },
  );

  app.post(
    '/api/admin/mfa/disable',
    { schema: { body: MfaCodeBody, response: { ...NO_CONTENT, ...ERROR_RESPONSES } }, bodyLimit: 1024 },
    async (request, reply) => {
      await mfa.disable(username(request.session), request.body.otp);
      return reply.code(204).send(null);
    },
  );
};
