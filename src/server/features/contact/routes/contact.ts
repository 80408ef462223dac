import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { onRequestHookHandler } from 'fastify';
import { CONTACT_RECEIVED, CONTACT_THANK_YOU_PATH, ContactAccepted, ContactInput } from '../../../../shared/contact.ts';
import type { ContactInbox } from '../contact-inbox.ts';
import { ERROR_RESPONSES } from '../../../http/responses.ts';

const FORM = 'application/x-www-form-urlencoded';
const CONTACT_BODY_LIMIT = 16 * 1024;

/**
 * POST /api/contact: the site's own contact form. JSON is answered 202; a plain form post (the page's form
 * without JavaScript) is redirected to the thank-you page. Limited per IP, one count for every process.
 */
export const contactRoutes: FastifyPluginAsyncTypebox<{ inbox: ContactInbox; limit: onRequestHookHandler }> = async (app, opts) => {
  // Only this plugin reads form posts; every other route stays JSON-only.
  app.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: CONTACT_BODY_LIMIT }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    '/api/contact',
    {
      schema: { body: ContactInput, response: { 202: ContactAccepted, ...ERROR_RESPONSES } },
      bodyLimit: CONTACT_BODY_LIMIT,
      onRequest: opts.limit,
    },
    async (request, reply) => {
      await opts.inbox.receive(request.body, request.ip);
      if (request.headers['content-type']?.startsWith(FORM)) return reply.redirect(CONTACT_THANK_YOU_PATH, 303);
      return reply.code(202).send({ message: CONTACT_RECEIVED });
    },
  );
};
