// The feature's entry: what app.ts and other features may use of it (npm run lint refuses any other way in).
export { pagesFeature } from './plugin.ts';
