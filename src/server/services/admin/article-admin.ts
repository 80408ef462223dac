import type { MikroORM } from '@mikro-orm/core';
import { OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { AdminArticle, ArticleInput } from '../../../shared/article.ts';
import { Article } from '../../db/entities/article.entity.ts';
import { HttpProblem, ValidationProblem } from '../../errors.ts';
import { toAdminArticle } from '../articles/article-dto.ts';
import { publishDueArticles } from '../articles/publish-due-articles.ts';
import { contentToHtml, isHtmlContent } from '../../../shared/article-content.ts';
import { CONTENT_IMAGE_MESSAGE, isOtherSiteImage } from '../../../shared/site-image.ts';
import { imageSources, sanitizeArticleHtml } from '../articles/sanitize-article-html.ts';
import { parseCalendarDate } from './calendar-date.ts';

const NOT_FOUND = 'Article not found';
const DUPLICATE_SLUG = 'An article with this slug already exists';
const STALE = 'This article was changed elsewhere; reload to see the latest version';

// Markdown is stored as typed (escaping it would break its syntax) and sanitized after rendering.
function storedContent(content: string): string {
  // The sanitizer would drop an image from another site without a word; say so instead.
  if (imageSources(contentToHtml(content)).some(isOtherSiteImage)) {
    throw new ValidationProblem({ content: CONTENT_IMAGE_MESSAGE });
  }
  return isHtmlContent(content) ? sanitizeArticleHtml(content) : content;
}

function toDate(value: string, field: string, message: string): Date {
  const date = parseCalendarDate(value);
  if (!date) throw new ValidationProblem({ [field]: message });
  return date;
}

function fields(input: ArticleInput) {
  const content = storedContent(input.content);
  if (!content.trim()) throw new ValidationProblem({ content: 'Content is required' });
  return {
    title: input.title.trim(),
    slug: input.slug,
    category: input.category,
    source: input.source.trim(),
    date: toDate(input.date, 'date', 'Date must be a valid date'),
    description: input.description.trim(),
    content,
    featuredImage: input.featuredImage || null,
    published: input.published,
    // Publishing now makes any schedule moot (SPEC section 4).
    scheduledDate:
      input.published || !input.scheduledDate
        ? null
        : toDate(input.scheduledDate, 'scheduledDate', 'Scheduled date must be a valid date and time'),
    includeDisclaimer: input.includeDisclaimer,
  };
}

function parseId(id: string): number {
  const n = /^\d{1,9}$/.test(id) ? Number(id) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new HttpProblem(404, NOT_FOUND);
  return n;
}

async function writing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Two writers can pass the slug check together; the unique index settles it.
    if (error instanceof UniqueConstraintViolationException) throw new HttpProblem(409, DUPLICATE_SLUG);
    // Another writer saved between our read and our write: the versioned UPDATE matched no row.
    if (error instanceof OptimisticLockError) throw new HttpProblem(409, STALE);
    throw error;
  }
}

export interface ArticleAdmin {
  list(): Promise<AdminArticle[]>;
  create(input: ArticleInput): Promise<AdminArticle>;
  update(id: string, input: ArticleInput): Promise<AdminArticle>;
  remove(id: string): Promise<void>;
}

export function articleAdmin(orm: MikroORM): ArticleAdmin {
  async function assertSlugFree(slug: string, exceptId?: number) {
    const other = await orm.em.fork().findOne(Article, { slug }, { fields: ['id'] });
    if (other && other.id !== exceptId) throw new HttpProblem(409, DUPLICATE_SLUG);
  }

  return {
    async list() {
      await publishDueArticles(orm);
      const rows = await orm.em.fork().find(Article, {}, { orderBy: { date: 'desc', id: 'desc' } });
      return rows.map(toAdminArticle);
    },
    async create(input) {
      const data = fields(input);
      await assertSlugFree(data.slug);
      return writing(async () => {
        const em = orm.em.fork();
        const now = new Date();
        const article = em.create(Article, { ...data, createdAt: now, updatedAt: now });
        await em.flush();
        return toAdminArticle(article);
      });
    },
    async update(id, input) {
      const articleId = parseId(id);
      const data = fields(input);
      return writing(async () => {
        const em = orm.em.fork();
        const article = await em.findOne(Article, { id: articleId });
        if (!article) throw new HttpProblem(404, NOT_FOUND);
        if (input.version !== undefined && input.version !== article.version) throw new HttpProblem(409, STALE);
        await assertSlugFree(data.slug, articleId);
        em.assign(article, data);
        await em.flush();
        return toAdminArticle(article);
      });
    },
    async remove(id) {
      const deleted = await orm.em.fork().nativeDelete(Article, { id: parseId(id) });
      if (deleted === 0) throw new HttpProblem(404, NOT_FOUND);
    },
  };
}
