import type { FastifyInstance } from 'fastify';
import { adminCompanyRoutes } from './routes/admin-company.ts';
import { adminEventRoutes } from './routes/admin-events.ts';
import { adminLaunchChecklistRoutes } from './routes/admin-launch-checklist.ts';
import { adminReviewRoutes } from './routes/admin-reviews.ts';
import { adminArchivePeriodRoutes } from './routes/admin-archive-period.ts';
import { adminShareStructureRoutes } from './routes/admin-share-structure.ts';

/** The company's admin API (facts, share structure, events, launch checklist), registered inside the admin's guarded scope. */
export async function companyAdminRoutes(app: FastifyInstance) {
  const { company } = app;
  await app.register(adminCompanyRoutes, { company: company.facts });
  await app.register(adminShareStructureRoutes, { readings: company.shareReadings });
  await app.register(adminEventRoutes, { events: company.events });
  await app.register(adminLaunchChecklistRoutes, { checklist: company.launchChecklist });
  await app.register(adminReviewRoutes, { reviews: company.reviews });
  await app.register(adminArchivePeriodRoutes, { db: app.db, clock: company.writes.clock, onChanged: () => void app.cluster.publicChanged(['content']) });
}
