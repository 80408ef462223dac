import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../../../errors.ts';
import { articleAdmin } from '../article-admin.ts';
import { adminArticleAlertRoutes } from './article-alerts.ts';
import { adminArticleRoutes } from './articles.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminCheckRoutes } from './checks.ts';
import { adminCompanyRoutes } from './company.ts';
import { adminDocumentRoutes } from './documents.ts';
import { adminEventRoutes } from './events.ts';
import { adminImageRoutes } from './images.ts';
import { adminInboxRoutes } from './inbox.ts';
import { adminLaunchChecklistRoutes } from './launch-checklist.ts';
import { adminLogoutRoutes } from './logout.ts';
import { adminMfaRoutes } from './mfa.ts';
import { adminPreviewRoutes } from './preview.ts';
import { adminRevisionRoutes } from './revisions.ts';
import { adminShareStructureRoutes } from './share-structure.ts';
import { adminSubscriberRoutes } from './subscribers.ts';
import { adminTrashRoutes } from './trash.ts';

export interface AdminApiOptions {
  /** ADMIN_REQUIRE_2FA: accounts without a second factor get set-up-only sessions. */
  require2fa: boolean;
  /** Dates failed attempts and audit entries. */
  clock: () => Date;
}

/** All a set-up-only session may do: enrol a second factor, or leave. */
const MFA_SETUP_ROUTES = new Set(['/api/admin/mfa/setup', '/api/admin/mfa/enable', '/api/admin/logout']);

/**
 * The signed-in admin API. Registered as an encapsulated plugin (not fastify-plugin), so the hook below
 * guards exactly the routes registered inside it and nothing else: a new admin route is protected by
 * being registered here, never by matching URLs. Login lives outside (routes/auth.ts). The admin's
 * plugin registers it after auth.ts and after the features whose services it reads from the app.
 */
export async function adminApi(app: FastifyInstance, opts: AdminApiOptions) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    request.session = await app.authenticate(request);
    if (request.session.scope === 'mfa-setup' && !MFA_SETUP_ROUTES.has(request.routeOptions.url ?? '')) {
      throw new HttpProblem(403, 'Set up two-factor authentication first');
    }
  });

  const { publishing, documents, media, alerts, company } = app;
  await app.register(adminLogoutRoutes, { audit: publishing.audit });
  await app.register(adminArticleRoutes, { articles: articleAdmin(publishing.writes, publishing.checks, app.drilling.releasePrograms), previews: publishing.previews });
  await app.register(adminRevisionRoutes, { revisions: publishing.revisions });
  await app.register(adminTrashRoutes, { trash: publishing.trash });
  await app.register(adminAuditRoutes, { audit: publishing.audit });
  await app.register(adminMfaRoutes, { db: app.db, require2fa: opts.require2fa, clock: opts.clock });
  await app.register(adminImageRoutes, { media: media.library, photos: media.photos });
  await app.register(adminSubscriberRoutes, { subscribers: alerts.subscribers, emailConfigured: alerts.emailConfigured });
  await app.register(adminCompanyRoutes, { company: company.facts });
  await app.register(adminShareStructureRoutes, { readings: company.shareReadings });
  await app.register(adminEventRoutes, { events: company.events });
  await app.register(adminLaunchChecklistRoutes, { checklist: company.launchChecklist });
  await app.register(adminArticleAlertRoutes, { resend: alerts.resend });
  await app.register(adminDocumentRoutes, { documents: documents.admin, files: documents.files, previews: documents.previews, clock: opts.clock });
  await app.register(adminPreviewRoutes, { drafts: publishing.drafts });
  await app.register(adminInboxRoutes, { inbox: app.inbox });
  await app.register(adminCheckRoutes, { check: publishing.checks });
  await app.register(app.drilling.adminRoutes);
}
