import type { AdminArticle, ArticleInput, ArticleUpdate } from '../../../shared/article.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { ChecksRefused, HttpProblem, ValidationProblem } from '../../errors.ts';
import type { CheckResults } from '../../../shared/checks/disclosure-checks.ts';
import { adminArticleAnswer } from '../articles/article-dto.ts';
import { contentToHtml, isHtmlContent } from '../../../shared/article-content.ts';
import { CONTENT_IMAGE_MESSAGE, isOtherSiteImage } from '../../../shared/site-image.ts';
import { imageSources, sanitizeArticleHtml } from '../articles/sanitize-article-html.ts';
import { addRevision } from '../publishing/article-snapshot.ts';
import { type Actor, addAuditEvent } from '../publishing/audit-log.ts';
import { dueTopics, articleTopics } from '../publishing/publication.ts';
import { isPublicAt } from '../../../shared/publication-rule.ts';
import { alertCounts } from '../alerts/alert-counts.ts';
import { NOT_FOUND, STALE, type WriteContext, writing } from '../publishing/article-writes.ts';
import { assertSlugFree, recordRename } from '../articles/former-slugs.ts';
import { parseCalendarDate } from './calendar-date.ts';
import type { PreviewClaim } from '../publishing/preview-tokens.ts';
import { localTimeToInstant, missingLocalTimeMessage } from '../../../shared/zoned-time.ts';

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

/**
 * The schedule a save sets: the wall-clock time typed in the company's `zone` when the body sends one (read
 * here, with the server's zone data), else the instant it sends; publishing now drops it.
 */
function scheduleOf(input: ArticleInput, zone: string): Date | null {
  if (input.published) return null;
  if (input.scheduledLocal !== undefined) {
    if (!input.scheduledLocal) return null;
    const at = localTimeToInstant(input.scheduledLocal, zone);
    if (!at) throw new ValidationProblem({ scheduledLocal: missingLocalTimeMessage('Scheduled time', zone) });
    return at;
  }
  return input.scheduledDate ? toDate(input.scheduledDate, 'scheduledDate', 'Scheduled date must be a valid date and time') : null;
}

function fields(input: ArticleInput, now: Date, zone: string) {
  const content = storedContent(input.content);
  if (!content.trim()) throw new ValidationProblem({ content: 'Content is required' });
  const schedule = scheduleOf(input, zone);
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
    emailSubscribers: input.emailSubscribers,
  };
}

export interface ArticleAdmin {
  list(): Promise<AdminArticle[]>;
  create(input: ArticleInput, actor: Actor): Promise<AdminArticle>;
  update(id: number, input: ArticleUpdate, actor: Actor): Promise<AdminArticle>;
  moveToTrash(id: number, actor: Actor): Promise<void>;
  /** What a new preview link carries: the article's current preview generation (404 in the trash). */
  previewClaim(id: number): Promise<PreviewClaim>;
  /** Ends every preview link issued so far for the article (audited); its version stays, so no open edit goes stale. */
  revokePreviews(id: number, actor: Actor): Promise<void>;
}

const NOT_CORRECTABLE = 'Only a release that is public, and stays public, can be corrected';

/**
 * What a release carries besides its text (drilling: the programs whose result tables it reports), read with
 * the list and saved in each write's transaction, before the write's publication hooks run.
 */
export interface ReleaseAttachments {
  read(em: EntityManager, articleIds: number[]): Promise<Map<number, number[]>>;
  save(em: EntityManager, articleId: number, programs: number[], change: { wasPublic: boolean; isPublic: boolean; correction: string | null; now: Date }): Promise<void>;
}

/**
 * The article list and its writes; each write keeps a revision and an audit record in the same transaction.
 * `check` runs the pre-publish checks, which a release made public or scheduled must pass or override.
 */
export function articleAdmin(ctx: WriteContext, check: (input: ArticleInput) => Promise<CheckResults>, attachments: ReleaseAttachments): ArticleAdmin {
  const { db, clock, publication } = ctx;

  /** The override reason to audit, null when there is none to record; a draft is saved unchecked. */
  async function overrideReason(input: ArticleInput, data: ReturnType<typeof fields>): Promise<string | null> {
    if (!data.published && !data.scheduledDate) return null;
    const { errors } = await check(input);
    if (!errors.length) return null;
    if (!input.override) throw new ChecksRefused(errors);
    return input.override.reason.trim();
  }

  return {
    // Reads only: whether a scheduled article is public is derived from the clock, never written back.
    async list() {
      const now = clock();
      const { rows, alerts, programs } = await db.run(async (em) => {
        const rows = await em.find(Article, { deletedAt: null }, { orderBy: { date: 'desc', id: 'desc' } });
        return { rows, alerts: await alertCounts(em), programs: await attachments.read(em, rows.map((row) => row.id)) };
      });
      return rows.map((row) => ({ ...adminArticleAnswer(row, now, ctx.timeZone, alerts.get(row.id)), drillPrograms: programs.get(row.id) ?? [] }));
    },
    async create(input, actor) {
      const now = clock();
      const data = fields(input, now, ctx.timeZone);
      const override = await overrideReason(input, data);
      const created = await writing(() =>
        db.transaction(async (em) => {
          await assertSlugFree(em, data.slug);
          const article = em.create(Article, { ...data, createdAt: now, updatedAt: now });
          await em.flush();
          addRevision(em, article, actor.username, now);
          addAuditEvent(em, now, 'create', actor, article);
          if (override !== null) addAuditEvent(em, now, 'checks-override', actor, article, undefined, override);
          const live = isPublicAt(article, now) ? [article.id] : [];
          if (live.length) addAuditEvent(em, now, 'publish', actor, article);
          await em.flush();
          const drillPrograms = input.drillPrograms ?? [];
          await attachments.save(em, article.id, drillPrograms, { wasPublic: false, isPublic: live.length > 0, correction: null, now });
          await publication.published(em, live, now);
          return { dto: { ...adminArticleAnswer(article, now, ctx.timeZone, (await alertCounts(em, [article.id])).get(article.id)), drillPrograms }, live };
        }),
      );
      await publication.committed(created.live, articleTopics([created.dto.slug]));
      return created.dto;
    },
    async update(articleId, input, actor) {
      const now = clock();
      const data = fields(input, now, ctx.timeZone);
      const override = await overrideReason(input, data);
      const correction = input.correctionNote?.trim() ?? null;
      const updated = await writing(() =>
        db.transaction(async (em) => {
          // A schedule that went live before this edit takes effect before the edit can clear it.
          const due = await publication.takeEffect(em, now);
          const article = await em.findOne(Article, { id: articleId, deletedAt: null });
          if (!article) throw new HttpProblem(404, NOT_FOUND);
          if (input.version !== article.version) throw new HttpProblem(409, STALE);
          await assertSlugFree(em, data.slug, articleId);
          const wasPublic = isPublicAt(article, now);
          const slugs = [article.slug];
          const corrections = correction === null ? article.corrections : [...article.corrections, { at: now.toISOString(), note: correction }];
          em.assign(article, { ...data, corrections, updatedAt: now });
          await recordRename(em, article, slugs[0]!, wasPublic, now);
          const isPublic = isPublicAt(article, now);
          if (correction !== null && !(wasPublic && isPublic)) throw new ValidationProblem({ correctionNote: NOT_CORRECTABLE });
          await em.flush();
          addRevision(em, article, actor.username, now);
          addAuditEvent(em, now, 'update', actor, article);
          if (correction !== null) addAuditEvent(em, now, 'correction', actor, article, undefined, correction);
          if (override !== null) addAuditEvent(em, now, 'checks-override', actor, article, undefined, override);
          if (isPublic !== wasPublic) addAuditEvent(em, now, isPublic ? 'publish' : 'unpublish', actor, article);
          await em.flush();
          const live = isPublic && !wasPublic ? [article.id] : [];
          const drillPrograms = input.drillPrograms ?? [];
          await attachments.save(em, article.id, drillPrograms, { wasPublic, isPublic, correction, now });
          await publication.published(em, live, now);
          return { dto: { ...adminArticleAnswer(article, now, ctx.timeZone, (await alertCounts(em, [article.id])).get(article.id)), drillPrograms }, live: [...due.articles.map((d) => d.id), ...live], topics: [...dueTopics(due), ...articleTopics([...slugs, article.slug])] };
        }),
      );
      await publication.committed(updated.live, updated.topics);
      return updated.dto;
    },
    async moveToTrash(articleId, actor) {
      const now = clock();
      const { due, slug } = await db.transaction(async (em) => {
        const due = await publication.takeEffect(em, now);
        const article = await em.findOne(Article, { id: articleId, deletedAt: null });
        if (!article) throw new HttpProblem(404, NOT_FOUND);
        article.deletedAt = now;
        article.previewGeneration += 1;
        addAuditEvent(em, now, 'trash', actor, article);
        await em.flush();
        return { due, slug: article.slug };
      });
      await publication.committed(due.articles.map((d) => d.id), [...dueTopics(due), ...articleTopics([slug])]);
    },
    async previewClaim(id) {
      const article = await db.run((em) => em.findOne(Article, { id, deletedAt: null }, { fields: ['previewGeneration'] }));
      if (!article) throw new HttpProblem(404, NOT_FOUND);
      return { id, generation: article.previewGeneration };
    },
    async revokePreviews(id, actor) {
      const now = clock();
      await db.transaction(async (em) => {
        const article = await em.findOne(Article, { id, deletedAt: null }, { fields: ['id', 'slug', 'title'] });
        if (!article) throw new HttpProblem(404, NOT_FOUND);
        await em.execute('update article set preview_generation = preview_generation + 1 where id = ?', [id]);
        addAuditEvent(em, now, 'preview-revoke', actor, article);
        await em.flush();
      });
    },
  };
}
