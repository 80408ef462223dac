import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { InboxIdParams, InboxMessage, InboxPatch, InboxUnread } from '../../../shared/contact.ts';
import type { ContactInbox } from './contact-inbox.ts';
import { ERROR_RESPONSES } from '../../http/responses.ts';

/** The Inbox: contact-form messages, newest first, each marked read or unread, and how many are unread. */
export const adminInboxRoutes: FastifyPluginAsyncTypebox<{ inbox: ContactInbox }> = async (app, opts) => {
  app.get('/api/admin/inbox', { schema: { response: { 200: Type.Array(InboxMessage), ...ERROR_RESPONSES } } }, async () => opts.inbox.list());

  app.get('/api/admin/inbox/unread', { schema: { response: { 200: InboxUnread, ...ERROR_RESPONSES } } }, async () => ({
    unread: await opts.inbox.unread(),
  }));

  app.patch(
    '/api/admin/inbox/:id',
    { schema: { params: InboxIdParams, body: InboxPatch, response: { 200: InboxMessage, ...ERROR_RESPONSES } } },
    async (request) => opts.inbox.setRead(request.params.id, request.body.read),
  );
};
