import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { MfaConfirmBody, MfaEnableResponse, MfaSetupBody, MfaSetupResponse, MfaStatus } from '../../../../shared/mfa.ts';
import { AdminUser } from '../../../db/entities/admin-user.entity.ts';
import type { Db } from '../../../db/unit-of-work.ts';
import { HttpProblem } from '../../../errors.ts';
import { loginThrottle } from '../login-throttle.ts';
import { type MfaActor, mfaService } from '../mfa.ts';
import { newSessionClaims } from '../sessions.ts';
import { ERROR_RESPONSES, NO_CONTENT } from '../../../http/responses.ts';

/**
 * Two-factor authentication for the signed-in administrator: GET /api/admin/mfa (status),
 * POST setup ({ password }), enable and disable ({ password, otp }). The admin API (routes/index.ts) guards them;
 * a set-up-only session reaches setup and enable, and enabling swaps it for a full session.
 */
export const adminMfaRoutes: FastifyPluginAsyncTypebox<{ db: Db; require2fa: boolean; clock: () => Date }> = async (app, opts) => {
  const mfa = mfaService(opts.db, { required: opts.require2fa, throttle: loginThrottle(opts.db, opts.clock), clock: opts.clock });
  const actor = (request: FastifyRequest): MfaActor => {
    if (!request.session) throw new HttpProblem(401, 'Authentication required');
    return { username: request.session.sub, ip: request.ip };
  };

  app.get('/api/admin/mfa', { schema: { response: { 200: MfaStatus, ...ERROR_RESPONSES } } }, async (request) =>
    mfa.status(actor(request).username),
  );

  app.post(
    '/api/admin/mfa/setup',
    { schema: { body: MfaSetupBody, response: { 200: MfaSetupResponse, ...ERROR_RESPONSES } }, bodyLimit: 1024 },
    async (request) => mfa.setup(actor(request), request.body.password),
  );

  app.post(
    '/api/admin/mfa/enable',
    { schema: { body: MfaConfirmBody, response: { 200: MfaEnableResponse, ...ERROR_RESPONSES } }, bodyLimit: 1024 },
    async (request) => {
      const { recoveryCodes } = await mfa.enable(actor(request), request.body);
      const session = request.session!;
      if (session.scope !== 'mfa-setup') return { recoveryCodes };
      await app.sessions.revoke(session.jti, session.exp);
      const user = await opts.db.run((em) => em.findOneOrFail(AdminUser, { username: session.sub }));
      return { recoveryCodes, token: app.signSession(newSessionClaims(user.username, user.passwordChangedAt)) };
    },
  );

  app.post(
    '/api/admin/mfa/disable',
    { schema: { body: MfaConfirmBody, response: { ...NO_CONTENT, ...ERROR_RESPONSES } }, bodyLimit: 1024 },
    async (request, reply) => {
      await mfa.disable(actor(request), request.body);
      return reply.code(204).send(null);
    },
  );
};
