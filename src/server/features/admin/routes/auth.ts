import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ApiError } from '../../../../shared/api-error.ts';
import { LoginBody, LoginResponse, SecondFactorProblem } from '../../../../shared/login.ts';
import type { Db } from '../../../db/unit-of-work.ts';
import { HttpProblem } from '../../../errors.ts';
import { attemptLogin } from '../admin-login.ts';
import { issueDevice, readDevice } from '../device-cookie.ts';
import { loginThrottle } from '../login-throttle.ts';
import { newSessionClaims } from '../sessions.ts';
import type { AuditLog } from '../../../core/audit/audit-log.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';
import { CACHE_CONTROL, withCacheControl } from '../../../http/response-cache.ts';

export interface AdminAuthOptions {
  db: Db;
  audit: AuditLog;
  require2fa: boolean;
  secureCookies: boolean;
  clock: () => Date;
}

/**
 * POST /api/admin/login: the one admin route without a session, so it lives outside the guarded admin
 * API (routes/index.ts). Needs the admin's auth.ts registered first. `clock` dates login failures.
 */
export const adminAuthRoutes: FastifyPluginAsyncTypebox<AdminAuthOptions> = async (app, opts) => {
  const throttle = loginThrottle(opts.db, opts.clock);

  app.post(
    '/api/admin/login',
    {
      schema: {
        body: LoginBody,
        // A right password without the second factor is a 401 that says so.
        response: { 200: LoginResponse, ...ERROR_RESPONSES, 401: Type.Union([SecondFactorProblem, ApiError]) },
      },
      bodyLimit: 4096,
    },
    async (request, reply) => {
      withCacheControl(reply, CACHE_CONTROL.none);
      const attempt = { ip: request.ip, device: readDevice(request), ...request.body };
      const outcome = await attemptLogin(opts.db, throttle, opts.audit, attempt, { require2fa: opts.require2fa });
      if (outcome.kind === 'throttled') {
        reply.header('Retry-After', String(outcome.retryAfter));
        throw new HttpProblem(429, 'Too many failed login attempts. Try again later.');
      }
      if (outcome.kind === 'invalid') throw new HttpProblem(401, 'Invalid credentials');
      if (outcome.kind === 'second-factor') return reply.code(401).send({ message: outcome.message, mfa: true });
      issueDevice(reply, outcome.username, opts.secureCookies);
      const token = app.signSession(newSessionClaims(outcome.username, outcome.passwordChangedAt, Date.now(), outcome.scope));
      return outcome.scope === 'mfa-setup' ? { token, mfaSetupRequired: true as const } : { token };
    },
  );
};
