import type { FastifyInstance } from 'fastify';
import { adminArticleAlertRoutes } from './routes/admin-article-alerts.ts';
import { adminSubscriberRoutes } from './routes/admin-subscribers.ts';

/** The alerts' admin API (subscribers, a release's alert counts and resend), registered inside the admin's guarded scope. */
export async function alertsAdminRoutes(app: FastifyInstance) {
  const { alerts } = app;
  await app.register(adminSubscriberRoutes, { subscribers: alerts.subscribers, emailConfigured: alerts.emailConfigured });
  await app.register(adminArticleAlertRoutes, { resend: alerts.resend });
}
