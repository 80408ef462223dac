import { type Static, Type } from '@sinclair/typebox';
import { AdminArticle, ArticleIdParams } from './article.ts';
import { Nullable } from './schema-types.ts';
import { idParam } from './validation.ts';

/** Everything an article's write stored, as one revision keeps it (the newswire record aside: it is no part of the text). Dates are ISO strings. */
export const ArticleSnapshot = Type.Omit(AdminArticle, ['id', 'version', 'createdAt', 'updatedAt', 'emailSubscribers', 'alerts', 'scheduledLocal', 'scheduledLabel', 'disseminatedAt', 'disseminatedLocal', 'disseminatedLabel', 'filingUrl', 'holdForWire', 'heldForWire']);
export type ArticleSnapshot = Static<typeof ArticleSnapshot>;

/** One line of an article's history, newest first. `username` is null for the revision recorded when history began. */
export const RevisionSummary = Type.Object({
  id: Type.Integer(),
  version: Type.Integer(),
  createdAt: Type.String(),
  username: Nullable(Type.String()),
  title: Type.String(),
});
export type RevisionSummary = Static<typeof RevisionSummary>;

export const Revision = Type.Object({
  ...RevisionSummary.properties,
  articleId: Type.Integer(),
  snapshot: ArticleSnapshot,
});
export type Revision = Static<typeof Revision>;

export const RevisionParams = Type.Object({ ...ArticleIdParams.properties, revisionId: idParam('Revision id') });
export type RevisionParams = Static<typeof RevisionParams>;
