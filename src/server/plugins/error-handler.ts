import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { WriteTimeout } from '../db/unit-of-work.ts';
import { ChecksRefused, HttpProblem, TryLater } from '../errors.ts';

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
};

/** Whether an error means the database cannot be reached right now (restart, network, pool). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string }).code ?? '';
  const message = String((error as Error).message ?? '');
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '08006', '08001', '08003'].includes(code) ||
    /connect|terminat|Connection|database system is/i.test(message)
  );
}

/**
 * One place decides what a failure looks like to a client: 4xx carry a readable message (and the
 * failing fields), 5xx a generic message and the request id. Stacks stay in the log.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ChecksRefused) return reply.code(422).send({ message: error.message, errors: error.checks });
    if (error instanceof HttpProblem) {
      if (error instanceof TryLater) reply.header('Retry-After', String(error.retryAfter));
      return reply.code(error.statusCode).send({ message: error.message, ...(error.errors ? { errors: error.errors } : {}) });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = CLIENT_MESSAGES[error.code] ?? (error.message || 'Bad request');
      return reply.code(status).send({ message });
    }
    // The transaction was rolled back: the client may simply try again.
    if (error instanceof WriteTimeout) {
      request.log.warn('write rolled back at its deadline');
      return reply.code(503).header('Retry-After', '5').send({ message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', '5').send({ message: 'Service temporarily unavailable', requestId: request.id });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ message: 'Internal Server Error', requestId: request.id });
  });

  app.setNotFoundHandler(sendNotFound);
});

/** The 404 of a route nobody registered: names the method and path (without the query), cut to 200 characters. */
export function sendNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(404).send({ message: `Not found: ${request.method} ${request.url.split('?')[0]!.slice(0, 200)}` });
}
