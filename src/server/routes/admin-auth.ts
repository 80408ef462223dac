import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { LoginBody, type LoginResponse, type SecondFactorProblem } from '../../shared/login.ts';
import { HttpProblem } from '../errors.ts';
import { attemptLogin } from '../services/admin/admin-login.ts';
import { issueDevice, readDevice } from '../services/admin/device-cookie.ts';
import { loginThrottle } from '../services/admin/login-throttle.ts';
import { newSessionClaims } from '../services/admin/sessions.ts';

/** POST /api/admin/login and /api/admin/logout (SPEC section 7). Needs plugins/auth.ts registered first. */
export async function adminAuthRoutes(app: FastifyInstance, opts: { orm: MikroORM; require2fa: boolean; secureCookies: boolean }) {
  const throttle = loginThrottle(opts.orm);

  app.post<{ Body: LoginBody }>(
    '/api/admin/login',
    { schema: { body: LoginBody }, bodyLimit: 4096 },
    async (request, reply): Promise<LoginResponse | SecondFactorProblem> => {
      reply.header('Cache-Control', 'no-store');
      const attempt = { ip: request.ip, device: readDevice(request), ...request.body };
      const outcome = await attemptLogin(opts.orm, throttle, attempt, { require2fa: opts.require2fa });
      if (outcome.kind === 'throttled') {
        reply.header('Retry-After', String(outcome.retryAfter));
        throw new HttpProblem(429, 'Too many failed login attempts. Try again later.');
      }
      if (outcome.kind === 'invalid') throw new HttpProblem(401, 'Invalid credentials');
      if (outcome.kind === 'second-factor') return reply.code(401).send({ message: outcome.message, mfa: true });
      issueDevice(reply, outcome.username, opts.secureCookies);
      const token = app.signSession(newSessionClaims(outcome.username, outcome.passwordChangedAt, Date.now(), outcome.scope));
      return outcome.scope === 'mfa-setup' ? { token, mfaSetupRequired: true } : { token };
    },
  );

  app.post('/api/admin/logout', async (request, reply) => {
    const session = request.session;
    if (!session) throw new HttpProblem(401, 'Authentication required');
    await app.sessions.revoke(session.jti, session.exp);
    return reply.code(204).send();
  });
}
