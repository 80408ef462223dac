import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One `info` line per request, written once the response has gone: the fields of Fastify's two lines
 * ("incoming request" and "request completed") together, reqId, req (method, url, host, remoteAddress,
 * remotePort), res (statusCode) and responseTime in ms. At the cached path's rate a second line per
 * request cost as much as the rest of the response.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
