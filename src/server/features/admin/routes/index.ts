import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/unit-of-work.ts';
import { HttpProblem } from '../../../errors.ts';
import type { ArticleAdmin } from '../article-admin.ts';
import type { ArticleInput } from '../../../../shared/article.ts';
import type { CheckResults } from '../../../../shared/checks/disclosure-checks.ts';
import type { ContactInbox } from '../../contact/contact-inbox.ts';
import type { ArticleRevisions } from '../../publishing/article-revisions.ts';
import type { ArticleTrash } from '../../publishing/article-trash.ts';
import type { AuditLog } from '../../publishing/audit-log.ts';
import type { DraftPreviews } from '../../publishing/draft-previews.ts';
import type { PreviewTokens } from '../../publishing/preview-tokens.ts';
import type { MediaLibrary } from '../../media/media-library.ts';
import type { CompanyFactsService } from '../../company/company-facts.ts';
import type { ShareReadings } from '../../company/share-readings.ts';
import type { CompanyEvents } from '../../company/company-events.ts';
import type { SlotPhotos } from '../../media/slot-photos.ts';
import { adminCompanyRoutes } from './company.ts';
import { adminEventRoutes } from './events.ts';
import { adminImageRoutes } from './images.ts';
import { adminShareStructureRoutes } from './share-structure.ts';
import { type AdminDocumentRoutesOptions, adminDocumentRoutes } from './documents.ts';
import { adminInboxRoutes } from './inbox.ts';
import { adminMfaRoutes } from './mfa.ts';
import { adminPreviewRoutes } from './preview.ts';
import { adminArticleRoutes } from './articles.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminCheckRoutes } from './checks.ts';
import { adminLogoutRoutes } from './logout.ts';
import { adminRevisionRoutes } from './revisions.ts';
import { adminTrashRoutes } from './trash.ts';
import { adminSubscriberRoutes } from './subscribers.ts';
import type { SubscriberAdmin } from '../../alerts/subscriber-admin.ts';
import type { AlertResend } from '../../alerts/alert-resend.ts';
import { adminArticleAlertRoutes } from './article-alerts.ts';

export interface AdminApiOptions {
  articles: ArticleAdmin;
  /** The pre-publish checks, the same the article writes run. */
  checks: (input: ArticleInput) => Promise<CheckResults>;
  revisions: ArticleRevisions;
  trash: ArticleTrash;
  audit: AuditLog;
  previews: PreviewTokens;
  drafts: DraftPreviews;
  inbox: ContactInbox;
  db: Db;
  /** ADMIN_REQUIRE_2FA: accounts without a second factor get set-up-only sessions. */
  require2fa: boolean;
  media: MediaLibrary;
  subscribers: SubscriberAdmin;
  /** Whether SMTP_URL is set (the admin says so when it is not). */
  emailConfigured: boolean;
  /** Dates failed attempts and audit entries. */
  clock: () => Date;
  company: CompanyFactsService;
  shareReadings: ShareReadings;
  events: CompanyEvents;
  photos: SlotPhotos;
  resendAlerts: AlertResend;
  documents: AdminDocumentRoutesOptions;
}

/** All a set-up-only session may do: enrol a second factor, or leave. */
const MFA_SETUP_ROUTES = new Set(['/api/admin/mfa/setup', '/api/admin/mfa/enable', '/api/admin/logout']);

/**
 * The signed-in admin API. Registered as an encapsulated plugin (not fastify-plugin), so the hook below
 * guards exactly the routes registered inside it and nothing else: a new admin route is protected by
 * being registered here, never by matching URLs. Login lives outside (routes/admin-auth.ts).
 * Needs plugins/auth.ts registered first.
 */
export async function adminApi(app: FastifyInstance, opts: AdminApiOptions) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    request.session = await app.authenticate(request);
    if (request.session.scope === 'mfa-setup' && !MFA_SETUP_ROUTES.has(request.routeOptions.url ?? '')) {
      throw new HttpProblem(403, 'Set up two-factor authentication first');
    }
  });

  await app.register(adminLogoutRoutes, { audit: opts.audit });
  await app.register(adminArticleRoutes, { articles: opts.articles, previews: opts.previews });
  await app.register(adminRevisionRoutes, { revisions: opts.revisions });
  await app.register(adminTrashRoutes, { trash: opts.trash });
  await app.register(adminAuditRoutes, { audit: opts.audit });
  await app.register(adminMfaRoutes, { db: opts.db, require2fa: opts.require2fa, clock: opts.clock });
  await app.register(adminImageRoutes, { media: opts.media, photos: opts.photos });
  await app.register(adminSubscriberRoutes, { subscribers: opts.subscribers, emailConfigured: opts.emailConfigured });
  await app.register(adminCompanyRoutes, { company: opts.company });
  await app.register(adminShareStructureRoutes, { readings: opts.shareReadings });
  await app.register(adminEventRoutes, { events: opts.events });
  await app.register(adminArticleAlertRoutes, { resend: opts.resendAlerts });
  await app.register(adminDocumentRoutes, opts.documents);
  await app.register(adminPreviewRoutes, { drafts: opts.drafts });
  await app.register(adminInboxRoutes, { inbox: opts.inbox });
  await app.register(adminCheckRoutes, { check: opts.checks });
}
