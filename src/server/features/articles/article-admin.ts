import type { AdminArticle, ArticleInput, ArticleUpdate } from '../../../shared/article.ts';
import { Article } from '../../db/entities/article.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { ChecksRefused, HttpProblem, ValidationProblem } from '../../errors.ts';
import type { CheckResults } from '../../../shared/checks/disclosure-checks.ts';
import { adminArticleAnswer, answerOf } from './article-dto.ts';
import { contentToHtml, isHtmlContent } from '../../../shared/article-content.ts';
import { CONTENT_IMAGE_MESSAGE, isOtherSiteImage } from '../../../shared/site-image.ts';
import { imageSources, sanitizeArticleHtml } from './sanitize-article-html.ts';
import { type Actor, addAuditEvent, lastPublications } from '../../core/audit/audit-log.ts';
import type { Change } from '../../core/publishing/write-path.ts';
import { articleKind } from './article-kind.ts';
import { isPublicAt } from '../../../shared/publication-rule.ts';
import { alertCounts } from '../alerts/index.ts';
import { NOT_FOUND, type WriteContext } from './article-writes.ts';
import { holdUntilWire, newswireFields } from './newswire.ts';
import { assertSlugFree, recordRename } from './former-slugs.ts';
import { parseCalendarDate } from '../../core/time/calendar-date.ts';
import type { PreviewClaim } from '../../core/publishing/preview-tokens.ts';
import { scheduleColumns } from '../../core/publishing/schedule.ts';

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

function fields(input: ArticleInput, now: Date, zone: string) {
  const content = storedContent(input.content);
  if (!content.trim()) throw new ValidationProblem({ content: 'Content is required' });
  const schedule = scheduleColumns(input, now, zone);
  if ('field' in schedule) throw new ValidationProblem({ [schedule.field]: schedule.message });
  return {
    title: input.title.trim(),
    slug: input.slug,
    category: input.category,
    source: input.source.trim(),
    date: toDate(input.date, 'date', 'Date must be a valid date'),
    description: input.description.trim(),
    content,
    featuredImage: input.featuredImage || null,
    published: schedule.published,
    scheduledDate: schedule.scheduledDate,
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
  const { db, clock } = ctx;

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
      const { rows, alerts, programs, since } = await db.run(async (em) => {
        const rows = await em.find(Article, { deletedAt: null }, { orderBy: { date: 'desc', id: 'desc' } });
        return { rows, alerts: await alertCounts(em), programs: await attachments.read(em, rows.map((row) => row.id)), since: await lastPublications(em) };
      });
      return rows.map((row) => ({ ...adminArticleAnswer(row, now, ctx.timeZone, alerts.get(row.id), since.get(row.id)), drillPrograms: programs.get(row.id) ?? [] }));
    },
    async create(input, actor) {
      const now = clock();
      const data = fields(input, now, ctx.timeZone);
      const override = await overrideReason(input, data);
      const drillPrograms = input.drillPrograms ?? [];
      return ctx.kernel.write(
        articleKind,
        {
          verb: 'create',
          override,
          async apply(em) {
            await assertSlugFree(em, data.slug);
            const wire = newswireFields(input, ctx.timeZone);
            const held = holdUntilWire(data, { holdForWire: wire.holdForWire ?? false, disseminatedAt: wire.disseminatedAt ?? null }, false, now);
            return em.create(Article, { ...data, ...wire, ...held, createdAt: now, updatedAt: now });
          },
          saved: (em, article, { wasPublic, isPublic }) => attachments.save(em, article.id, drillPrograms, { wasPublic, isPublic, correction: null, now }),
        },
        actor,
        async (em, article) => ({ ...(await answerOf(em, article, now, ctx.timeZone)), drillPrograms }),
      );
    },
    async update(articleId, input, actor) {
      const now = clock();
      const data = fields(input, now, ctx.timeZone);
      const override = await overrideReason(input, data);
      const correction = input.correctionNote?.trim() ?? null;
      const drillPrograms = input.drillPrograms ?? [];
      const notes: NonNullable<Change<Article>['notes']> = [];
      return ctx.kernel.write(
        articleKind,
        {
          verb: 'update',
          key: articleId,
          version: input.version,
          override,
          notes,
          async apply(em, found) {
            const article = found!;
            await assertSlugFree(em, data.slug, articleId);
            const wasPublic = isPublicAt(article, now);
            const previousSlug = article.slug;
            const corrections = correction === null ? article.corrections : [...article.corrections, { at: now.toISOString(), note: correction }];
            const wire = newswireFields(input, ctx.timeZone);
            const stored = { disseminatedAt: article.disseminatedAt, filingUrl: article.filingUrl };
            const held = holdUntilWire(data, { holdForWire: wire.holdForWire ?? article.holdForWire, disseminatedAt: wire.disseminatedAt !== undefined ? wire.disseminatedAt : (article.disseminatedAt ?? null) }, wasPublic, now);
            em.assign(article, { ...data, ...wire, ...held, corrections, updatedAt: now });
            await recordRename(em, article, previousSlug, wasPublic, now);
            if (correction !== null && !(wasPublic && isPublicAt(article, now))) throw new ValidationProblem({ correctionNote: NOT_CORRECTABLE });
            // Adding the newswire time or the filing to a public release is metadata, recorded as such, not a correction.
            if (wasPublic && (+(stored.disseminatedAt ?? 0) !== +(article.disseminatedAt ?? 0) || stored.filingUrl !== article.filingUrl)) notes.push({ action: 'newswire-details' });
            if (correction !== null) notes.push({ action: 'correction', note: correction });
            return article;
          },
          saved: (em, article, { wasPublic, isPublic }) => attachments.save(em, article.id, drillPrograms, { wasPublic, isPublic, correction, now }),
        },
        actor,
        async (em, article) => ({ ...(await answerOf(em, article, now, ctx.timeZone)), drillPrograms }),
      );
    },
    moveToTrash: (articleId, actor) => ctx.trash.trash('article', articleId, actor),
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
