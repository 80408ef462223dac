import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Request bodies are JSON and only JSON. The browser's shared request helper sends a JSON content
 * type on every call, also on calls that carry no body (logout, delete). Fastify's
 * parser refuses an empty JSON body; this one reads it as no body and leaves everything else,
 * prototype-poisoning checks included, to the default.
 */
export const jsonBodyPlugin = fp(async (app: FastifyInstance) => {
  // Fastify's default text/plain parser would hand handlers a string, and text/plain is a type any
  // foreign page may POST without a CORS preflight: answer 415 instead.
  app.removeContentTypeParser('text/plain');
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
});
