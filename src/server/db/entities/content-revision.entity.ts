import { defineEntity, p } from '@mikro-orm/core';
import { MAX_USERNAME_LENGTH } from '../../../shared/admin-credentials.ts';

/**
 * A full copy of something the IR manager edits other than articles (the company facts, an event) as one
 * write left it: `kind` says what, `subjectId` which one (null for the single facts document).
 */
export const ContentRevisionSchema = defineEntity({
  name: 'ContentRevision',
  tableName: 'content_revision',
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.string().length(40),
    subjectId: p.integer().nullable(),
    version: p.integer(),
    snapshot: p.json<unknown>(),
    username: p.string().length(MAX_USERNAME_LENGTH).nullable(),
    createdAt: p.datetime(),
  },
  indexes: [{ name: 'content_revision_subject_idx', properties: ['kind', 'subjectId', 'id'] }],
});

export class ContentRevision extends ContentRevisionSchema.class {}
ContentRevisionSchema.setClass(ContentRevision);
