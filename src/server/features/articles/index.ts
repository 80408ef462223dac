// The feature's entry: what app.ts and other features may use of it (npm run lint refuses any other way in).
export { articlesFeature } from './plugin.ts';
export { articlesAdminRoutes } from './admin-routes.ts';
export { NOT_FOUND, writing } from './article-writes.ts';
export { renderArticleContent } from './render-article-body.ts';
export { archiveMonths } from './release-notices.ts';
