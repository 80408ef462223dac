import type { FastifyInstance } from 'fastify';
import { HttpProblem } from '../../../errors.ts';
import { CACHE_CONTROL, withCacheControl } from '../../../http/response-cache.ts';
import { alertsAdminRoutes } from '../../alerts/index.ts';
import { articlesAdminRoutes } from '../../articles/index.ts';
import { companyAdminRoutes } from '../../company/index.ts';
import { adminInboxRoutes } from '../../contact/index.ts';
import { adminDocumentRoutes } from '../../documents/index.ts';
import { mediaAdminRoutes } from '../../media/index.ts';
import { adminAuditRoutes } from './audit.ts';
import { adminLogoutRoutes } from './logout.ts';
import { adminMfaRoutes } from './mfa.ts';
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
 * being registered here, never by matching URLs. Each feature brings its own admin routes (its
 * `admin-routes.ts`, exported by its `index.ts`). Login lives outside (routes/auth.ts). The admin's
 * plugin registers it after auth.ts and after the features whose services it reads from the app.
 */
export async function adminApi(app: FastifyInstance, opts: AdminApiOptions) {
  app.addHook('onRequest', async (request, reply) => {
    withCacheControl(reply, CACHE_CONTROL.none);
    request.session = await app.authenticate(request);
    if (request.session.scope === 'mfa-setup' && !MFA_SETUP_ROUTES.has(request.routeOptions.url ?? '')) {
      throw new HttpProblem(403, 'Set up two-factor authentication first');
    }
  });

  const { publishing, documents } = app;
  await app.register(adminLogoutRoutes, { audit: publishing.audit });
  await app.register(adminAuditRoutes, { audit: publishing.audit });
  await app.register(adminMfaRoutes, { db: app.db, require2fa: opts.require2fa, clock: opts.clock });
  await app.register(adminTrashRoutes, { trash: publishing.trash });
  // Each feature's own admin routes, guarded by the hook above.
  await app.register(articlesAdminRoutes);
  await app.register(adminDocumentRoutes, { documents: documents.admin, files: documents.files, previews: documents.previews, clock: opts.clock });
  await app.register(companyAdminRoutes);
  await app.register(mediaAdminRoutes);
  await app.register(alertsAdminRoutes);
  await app.register(adminInboxRoutes, { inbox: app.inbox });
  await app.register(app.drilling.adminRoutes);
}
