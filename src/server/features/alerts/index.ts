// The feature's entry: what app.ts and other features may use of it (npm run lint refuses any other way in).
export { alertsFeature } from './plugin.ts';
export { alertsAdminRoutes } from './admin-routes.ts';
export { alertCounts } from './alert-counts.ts';
export type { Mailer } from './mailer.ts';
