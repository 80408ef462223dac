import type { FastifyInstance } from 'fastify';
import { articleAdmin } from './article-admin.ts';
import { adminArticleRoutes } from './routes/admin-articles.ts';
import { adminCheckRoutes } from './routes/admin-checks.ts';
import { adminPreviewRoutes } from './routes/admin-preview.ts';
import { adminRevisionRoutes } from './routes/admin-revisions.ts';
import { adminWireCrossedRoutes } from './routes/admin-wire-crossed.ts';
import { wireCrossing } from './newswire.ts';

/** The releases' admin API (writes, revisions, checks, previews), registered inside the admin's guarded scope. */
export async function articlesAdminRoutes(app: FastifyInstance) {
  const { releases } = app;
  await app.register(adminArticleRoutes, { articles: articleAdmin(releases.writes, releases.checks, app.drilling.releasePrograms), previews: releases.previews });
  await app.register(adminRevisionRoutes, { revisions: releases.revisions });
  await app.register(adminPreviewRoutes, { drafts: releases.drafts });
  await app.register(adminCheckRoutes, { check: releases.checks });
  await app.register(adminWireCrossedRoutes, { cross: wireCrossing(releases.writes) });
}
