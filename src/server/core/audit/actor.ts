import type { FastifyRequest } from 'fastify';
import type { Actor } from './audit-log.ts';

/** The signed-in admin behind a request to the admin API (its hook has set the session). */
export function actorOf(request: FastifyRequest): Actor {
  return { username: request.session?.sub ?? null, ip: request.ip };
}
