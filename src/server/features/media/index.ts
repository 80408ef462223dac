// The feature's entry: what app.ts and other features may use of it (npm run lint refuses any other way in).
export { mediaFeature } from './plugin.ts';
export { mediaAdminRoutes } from './admin-routes.ts';
export { uploadedPhotos } from './slot-photos.ts';
