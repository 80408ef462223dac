// The feature's entry: what app.ts and other features may use of it (npm run lint refuses any other way in).
export { companyFeature } from './plugin.ts';
export { companyAdminRoutes } from './admin-routes.ts';
export { readCompanyFacts } from './company-facts.ts';
