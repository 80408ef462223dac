import type { AdminArticle, ArticleInput } from '../../../shared/article.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { HttpProblem, ValidationProblem } from '../../errors.ts';
import { toAdminArticle } from '../articles/article-dto.ts';
import { contentToHtml, isHtmlContent } from '../../../shared/article-content.ts';
import { CONTENT_IMAGE_MESSAGE, isOtherSiteImage } from '../../../shared/site-image.ts';
import { imageSources, sanitizeArticleHtml } from '../articles/sanitize-article-html.ts';
import { addRevision } from '../publishing/article-snapshot.ts';
import { type Actor, addAuditEvent, recordDuePublications } from '../publishing/audit-log.ts';
import { isPublicAt } from '../publishing/publication-rule.ts';
import { DUPLICATE_SLUG, NOT_FOUND, parseId, STALE, type WriteContext, writing } from '../publishing/article-writes.ts';
import { parseCalendarDate } from './calendar-date.ts';

// Markdown is stored as typed (escaping it would break its syntax) and sanitized after rendering.
function storedContent(content: string): string {
  const html = isHtmlContent(content);
  // Markdown (raw HTML off) can only hold an image as ![…]: without one there is nothing to render here.
  const images = html ? imageSources(content) : content.includes('![') ? imageSources(contentToHtml(content)) : [];
  // The sanitizer would drop an image from another site without a word; say so instead.
  if (images.some(isOtherSiteImage)) throw new ValidationProblem({ content: CONTENT_IMAGE_MESSAGE });
  return html ? sanitizeArticleHtml(content) : content;
}

function toDate(value: string, field: string, message: string): Date {
  const date = parseCalendarDate(value);
  if (!date) throw new ValidationProblem({ [field]: message });
  return date;
}

function fields(input: ArticleInput, now: Date) {
  const content = storedContent(input.content);
  if (!content.trim()) throw new ValidationProblem({ content: 'Content is required' });
  const schedule =
    input.published || !input.scheduledDate
      ? null
      : toDate(input.scheduledDate, 'scheduledDate', 'Scheduled date must be a valid date and time');
  // A schedule already past would make the article public at once: store it as what it is, published.
  const due = schedule !== null && schedule.getTime() <= now.getTime();
  return {
    title: input.title.trim(),
    slug: input.slug,
    category: input.category,
    source: input.source.trim(),
    date: toDate(input.date, 'date', 'Date must be a valid date'),
    description: input.description.trim(),
    content,
    featuredImage: input.featuredImage || null,
    published: input.published || due,
    // Publishing now makes any schedule moot: the schedule is cleared.
    scheduledDate: due ? null : schedule,
    includeDisclaimer: input.includeDisclaimer,
  };
}

export interface ArticleAdmin {
  list(): Promise<AdminArticle[]>;
  get(id: string): Promise<AdminArticle>;
  create(input: ArticleInput, actor: Actor): Promise<AdminArticle>;
  update(id: string, input: ArticleInput, actor: Actor): Promise<AdminArticle>;
  moveToTrash(id: string, actor: Actor): Promise<void>;
}

/** The article list and its writes; each write keeps a revision and an audit record in the same transaction. */
export function articleAdmin(ctx: WriteContext): ArticleAdmin {
  const { db, clock } = ctx;
  // Inside a write, the check must read through that write's own entity manager (see unit-of-work.ts).
  async function assertSlugFree(em: EntityManager, slug: string, exceptId?: number) {
    const other = await em.findOne(Article, { slug }, { fields: ['id'] });
    if (other && other.id !== exceptId) throw new HttpProblem(409, DUPLICATE_SLUG);
  }

  return {
    // Reads only: whether a scheduled article is public is derived from the clock, never written back.
    async list() {
      const now = clock();
      const rows = await db.run((em) => em.find(Article, { deletedAt: null }, { orderBy: { date: 'desc', id: 'desc' } }));
      return rows.map((row) => toAdminArticle(row, now));
    },
    async get(id) {
      const article = await db.run((em) => em.findOne(Article, { id: parseId(id), deletedAt: null }));
      if (!article) throw new HttpProblem(404, NOT_FOUND);
      return toAdminArticle(article, clock());
    },
    async create(input, actor) {
      const now = clock();
      const data = fields(input, now);
      const created = await writing(() =>
        db.transaction(async (em) => {
          await assertSlugFree(em, data.slug);
          const article = em.create(Article, { ...data, createdAt: now, updatedAt: now });
          await em.flush();
          addRevision(em, article, actor.username, now);
          addAuditEvent(em, now, 'create', actor, article);
          if (isPublicAt(article, now)) addAuditEvent(em, now, 'publish', actor, article);
          await em.flush();
          return toAdminArticle(article, now);
        }),
      );
      ctx.onArticlesChanged();
      return created;
    },
    async update(id, input, actor) {
      const articleId = parseId(id);
      const now = clock();
      const data = fields(input, now);
      const updated = await writing(() =>
        db.transaction(async (em) => {
          // A schedule that went live before this edit is recorded before the edit can clear it.
          await recordDuePublications(em, now);
          const article = await em.findOne(Article, { id: articleId, deletedAt: null });
          if (!article) throw new HttpProblem(404, NOT_FOUND);
          if (input.version !== undefined && input.version !== article.version) throw new HttpProblem(409, STALE);
          await assertSlugFree(em, data.slug, articleId);
          const wasPublic = isPublicAt(article, now);
          em.assign(article, { ...data, updatedAt: now });
          await em.flush();
          addRevision(em, article, actor.username, now);
          addAuditEvent(em, now, 'update', actor, article);
          const isPublic = isPublicAt(article, now);
          if (isPublic !== wasPublic) addAuditEvent(em, now, isPublic ? 'publish' : 'unpublish', actor, article);
          await em.flush();
          return toAdminArticle(article, now);
        }),
      );
      ctx.onArticlesChanged();
      return updated;
    },
    async moveToTrash(id, actor) {
      const articleId = parseId(id);
      const now = clock();
      await db.transaction(async (em) => {
        await recordDuePublications(em, now);
        const article = await em.findOne(Article, { id: articleId, deletedAt: null });
        if (!article) throw new HttpProblem(404, NOT_FOUND);
        article.deletedAt = now;
        addAuditEvent(em, now, 'trash', actor, article);
        await em.flush();
      });
      ctx.onArticlesChanged();
    },
  };
}
