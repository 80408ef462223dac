import fastifyJwt from '@fastify/jwt';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AdminUser } from '../db/entities/admin-user.entity.ts';
import { HttpProblem } from '../errors.ts';
import { type SessionClaims, type SessionStore, sessionStore } from '../services/admin/sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    signSession(claims: SessionClaims): string;
  }
  interface FastifyRequest {
    /** The verified session on guarded admin routes. */
    session: SessionClaims | null;
  }
}

const LOGIN_ROUTE = '/api/admin/login';
/** All a set-up-only session may do: enrol a second factor, or leave. */
const MFA_SETUP_ROUTES = new Set(['/api/admin/mfa/setup', '/api/admin/mfa/enable', '/api/admin/logout']);
const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** Guarded by route pattern, not raw URL, so percent-encoded or trailing-slash spellings cannot slip past. */
function isGuarded(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route?.startsWith('/api/admin/') === true && route !== LOGIN_ROUTE;
}

/**
 * DESIGN section 4: every /api/admin/* route except login needs a bearer JWT, HS256 only, whose
 * jti is not revoked, whose user exists, and which was issued after the user's last password change.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: string; orm: MikroORM }) => {
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'jti', 'iat', 'exp'] },
  });
  const sessions = sessionStore(opts.orm);
  app.decorate('sessions', sessions);
  app.decorate('signSession', (claims: SessionClaims) => app.jwt.sign({ ...claims }));
  app.decorateRequest('session', null);

  const invalid = () => new HttpProblem(401, 'Invalid or expired session');

  async function authenticate(request: FastifyRequest): Promise<SessionClaims> {
    const header = request.headers.authorization;
    if (!header) throw new HttpProblem(401, 'Authentication required');
    const token = BEARER.exec(header)?.[1];
    if (!token) throw invalid();
    let claims: SessionClaims;
    try {
      claims = app.jwt.verify<SessionClaims>(token);
    } catch {
      throw invalid();
    }
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') throw invalid();
    const [revoked, user] = await Promise.all([
      sessions.isRevoked(claims.jti),
      opts.orm.em.fork().findOne(AdminUser, { username: claims.sub }, { fields: ['passwordChangedAt'] }),
    ]);
    if (revoked || !user || claims.iat * 1000 < user.passwordChangedAt.getTime()) throw invalid();
    return claims;
  }

  app.addHook('onRequest', async (request, reply) => {
    if (!isGuarded(request)) return;
    reply.header('Cache-Control', 'no-store');
    request.session = await authenticate(request);
    if (request.session.scope === 'mfa-setup' && !MFA_SETUP_ROUTES.has(request.routeOptions.url ?? '')) {
      throw new HttpProblem(403, 'Set up two-factor authentication first');
    }
  });
});
