import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CONTACT_PER_WINDOW, CONTACT_WINDOW_MS } from '../../../shared/contact.ts';
import { sharedRateLimit } from '../../http/shared-rate-limit.ts';
import type { FeatureOptions } from '../feature-options.ts';
import { type ContactInbox, contactInbox } from './contact-inbox.ts';
import { contactRoutes } from './routes/contact.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Messages sent with the site's own contact form, read in the admin's Inbox. */
    inbox: ContactInbox;
  }
}

/** The site's own contact form (POST /api/contact): stored, then forwarded to the IR contact by e-mail. */
export const contactFeature = fp(
  async (app: FastifyInstance, { clock }: FeatureOptions) => {
    const inbox = contactInbox(app.db, clock, { mailer: app.alerts.mailer, log: app.log });
    app.decorate('inbox', inbox);
    const limit = sharedRateLimit(app.db, clock, { name: 'contact', max: CONTACT_PER_WINDOW, windowMs: CONTACT_WINDOW_MS });
    await app.register(contactRoutes, { inbox, limit });
  },
  { name: 'contact', dependencies: ['db', 'alerts'] },
);
