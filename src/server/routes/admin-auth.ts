import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { LoginBody, type LoginResponse } from '../../shared/login.ts';
import { HttpProblem } from '../errors.ts';
import { attemptLogin } from '../services/admin/admin-login.ts';
import { loginThrottle } from '../services/admin/login-throttle.ts';
import { newSessionClaims } from '../services/admin/sessions.ts';

/** POST /api/admin/login and /api/admin/logout (SPEC section 7). Needs plugins/auth.ts registered first. */
export async function adminAuthRoutes(app: FastifyInstance, opts: { orm: MikroORM }) {
  const throttle = loginThrottle(opts.orm);

  app.post<{ Body: LoginBody }>(
    '/api/admin/login',
    { schema: { body: LoginBody }, bodyLimit: 4096 },
    async (request, reply): Promise<LoginResponse> => {
      reply.header('Cache-Control', 'no-store');
      const outcome = await attemptLogin(opts.orm, throttle, { ip: request.ip, ...request.body });
      if (outcome.kind === 'throttled') {
        reply.header('Retry-After', String(outcome.retryAfter));
        throw new HttpProblem(429, 'Too many failed login attempts. Try again later.');
      }
      if (outcome.kind === 'invalid') throw new HttpProblem(401, 'Invalid credentials');
      return { token: app.signSession(newSessionClaims(outcome.username, outcome.passwordChangedAt)) };
    },
  );

  app.post('/api/admin/logout', async (request, reply) => {
    const session = request.session;
    if (!session) throw new HttpProblem(401, 'Authentication required');
    await app.sessions.revoke(session.jti, session.exp);
    return reply.code(204).send();
  });
}
