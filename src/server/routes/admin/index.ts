import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import type { ArticleAdmin } from '../../services/admin/article-admin.ts';
import { articleChecks } from '../../services/publishing/article-checks.ts';
import type { ContactInbox } from '../../services/contact/contact-inbox.ts';
import type { ArticleRevisions } from '../../services/publishing/article-revisions.ts';
import type { ArticleTrash } from '../../services/publishing/article-trash.ts';
import type { AuditLog } from '../../services/publishing/audit-log.ts';
import type { DraftPreviews } from '../../services/publishing/draft-previews.ts';
import type { PreviewTokens } from '../../services/publishing/preview-tokens.ts';
import type { MediaLibrary } from '../../services/media/media-library.ts';
import { adminImageRoutes } from './images.ts';
import { adminInboxRoutes } from './inbox.ts';
import { adminMfaRoutes } from './mfa.ts';
import { adminPreviewRoutes } from './preview.ts';
import { adminArticleRoutes } from './articles.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminCheckRoutes } from './checks.ts';
import { adminLogoutRoutes } from './logout.ts';
import { adminRevisionRoutes } from './revisions.ts';
import { adminTrashRoutes } from './trash.ts';

export interface AdminApiOptions {
  articles: ArticleAdmin;
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
  await app.register(adminMfaRoutes, { db: opts.db, require2fa: opts.require2fa });
  await app.register(adminImageRoutes, { media: opts.media });
  await app.register(adminPreviewRoutes, { drafts: opts.drafts });
  await app.register(adminInboxRoutes, { inbox: opts.inbox });
  await app.register(adminCheckRoutes, { check: articleChecks(opts.db) });
}
