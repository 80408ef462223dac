import { isPublicAt } from '../../../shared/publication-rule.ts';
import { articleTopics } from '../../core/publishing/publication.ts';
import { numericKey, type PublishableDefinition } from '../../core/publishing/publishable-kind.ts';
import { Article } from '../../db/entities/article.entity.ts';
import { addRevision } from './article-snapshot.ts';
import { DUPLICATE_SLUG, NOT_FOUND, STALE } from './article-writes.ts';

/** A release as the publishable kernel drives it: public by the publication rule, announced by its address, with e-mail alerts on publication. */
export const articleKind: PublishableDefinition<Article> = {
  kind: 'article',
  entity: Article,
  key: 'id',
  parseKey: numericKey,
  keyOf: (row) => row.id,
  title: (row) => row.title,
  slug: (row) => row.slug,
  auditNames: (row) => ({ articleId: row.id, articleSlug: row.slug, articleTitle: row.title }),
  isPublic: isPublicAt,
  topics: (row) => articleTopics([row.slug]),
  steps: ['create', 'schedule', 'update', 'trash', 'restore', 'purge'],
  revision: (em, row, actor, now) => addRevision(em, row, actor.username, now),
  endPreviews: (row) => {
    row.previewGeneration += 1;
  },
  hooks: true,
  notFound: NOT_FOUND,
  stale: STALE,
  duplicate: DUPLICATE_SLUG,
  notInTrash: 'Article is not in the trash',
};
