// The feature's entry: what app.ts and other features may use of it (npm run lint refuses any other way in).
export { documentsFeature } from './plugin.ts';
export { adminDocumentRoutes } from './admin-routes.ts';
export { isDocumentPath } from './routes/documents.ts';
export { supersededAt } from './public-documents.ts';
