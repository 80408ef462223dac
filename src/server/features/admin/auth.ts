import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AdminUser } from '../../db/entities/admin-user.entity.ts';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { type SessionClaims, type SessionStore, sessionStore } from './sessions.ts';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
    signSession(claims: SessionClaims): string;
    /** Verifies the request's bearer session or throws 401; the admin API's hook calls it for its own routes. */
    authenticate(request: FastifyRequest): Promise<SessionClaims>;
  }
  interface FastifyRequest {
    /** The verified session on guarded admin routes. */
    session: SessionClaims | null;
  }
}

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/**
 * Sessions: a bearer JWT, HS256 only, whose jti is not revoked, whose user exists,
 * and which was issued after the user's last password change. This plugin only provides the check;
 * routes/index.ts applies it to every route it registers.
 */
export const authPlugin = fp(async (app: FastifyInstance, opts: { secret: string; db: Db }) => {
  await app.register(fastifyJwt, {
    secret: opts.secret,
    sign: { algorithm: 'HS256' },
    verify: { algorithms: ['HS256'], requiredClaims: ['sub', 'jti', 'iat', 'exp'] },
  });
  const sessions = sessionStore(opts.db);
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
      opts.db.run((em) => em.findOne(AdminUser, { username: claims.sub }, { fields: ['passwordChangedAt'] })),
    ]);
    if (revoked || !user || claims.iat * 1000 < user.passwordChangedAt.getTime()) throw invalid();
    return claims;
  }

  app.decorate('authenticate', authenticate);
});
