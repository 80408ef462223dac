import type { AdminArticle } from '../../../shared/article.ts';
import type { Revision, RevisionSummary } from '../../../shared/revision.ts';
import { Article } from '../../db/entities/article.entity.ts';
import { ArticleRevision } from '../../db/entities/article-revision.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem } from '../../errors.ts';
import { adminArticleAnswer } from './article-dto.ts';
import type { Actor } from '../../core/audit/audit-log.ts';
import { isPublicAt } from '../../../shared/publication-rule.ts';
import { articleKind } from './article-kind.ts';
import { NOT_FOUND, type WriteContext } from './article-writes.ts';
import { assertSlugFree, recordRename } from './former-slugs.ts';

const REVISION_NOT_FOUND = 'Revision not found';

function summary(row: ArticleRevision): RevisionSummary {
  return { id: row.id, version: row.version, createdAt: row.createdAt.toISOString(), username: row.username ?? null, title: row.snapshot.title };
}

export interface ArticleRevisions {
  list(article: number): Promise<RevisionSummary[]>;
  get(articleId: number, revisionId: number): Promise<Revision>;
  restore(articleId: number, revisionId: number, actor: Actor): Promise<AdminArticle>;
}

/**
 * An article's history. Restoring brings back the text of a revision (title, slug, body, dates shown on
 * the page, image, disclaimer) but leaves whether the article is public as it is now: bringing back old
 * wording must never publish or withdraw a release by surprise.
 */
export function articleRevisions(ctx: WriteContext): ArticleRevisions {
  const { db, clock } = ctx;

  async function findRevision(em: EntityManager, article: number, id: number) {
    if (!(await em.count(Article, { id: article, deletedAt: null }))) throw new HttpProblem(404, NOT_FOUND);
    const revision = await em.findOne(ArticleRevision, { id, article });
    if (!revision) throw new HttpProblem(404, REVISION_NOT_FOUND);
    return revision;
  }

  return {
    async list(article) {
      const rows = await db.run(async (em) => {
        if (!(await em.count(Article, { id: article, deletedAt: null }))) throw new HttpProblem(404, NOT_FOUND);
        return em.find(ArticleRevision, { article }, { orderBy: { id: 'desc' } });
      });
      return rows.map(summary);
    },
    async get(articleId, revisionId) {
      const row = await db.run((em) => findRevision(em, articleId, revisionId));
      return { ...summary(row), articleId: row.article.id, snapshot: row.snapshot };
    },
    async restore(articleId, revisionId, actor) {
      const now = clock();
      return ctx.kernel.write(
        articleKind,
        {
          verb: 'revision-restore',
          key: articleId,
          async apply(em, found) {
            const article = found!;
            const { snapshot } = await findRevision(em, articleId, revisionId);
            await assertSlugFree(em, snapshot.slug, articleId);
            const before = article.slug;
            em.assign(article, {
              title: snapshot.title,
              slug: snapshot.slug,
              category: snapshot.category,
              source: snapshot.source,
              date: new Date(snapshot.date),
              description: snapshot.description,
              content: snapshot.content,
              featuredImage: snapshot.featuredImage,
              includeDisclaimer: snapshot.includeDisclaimer,
              updatedAt: now,
            });
            await recordRename(em, article, before, isPublicAt(article, now), now);
            return article;
          },
        },
        actor,
        (_em, article) => adminArticleAnswer(article, now, ctx.timeZone),
      );
    },
  };
}
