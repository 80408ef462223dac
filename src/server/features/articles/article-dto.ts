import { isPublicAt } from '../../../shared/publication-rule.ts';
import { type AdminArticle, type AlertCounts, type ArticleCategory, ArticleListItem, NO_ALERTS, type PublicArticle } from '../../../shared/article.ts';
import type { Article } from '../../db/entities/article.entity.ts';
import type { EntityManager } from '../../db/unit-of-work.ts';
import { lastPublications } from '../../core/audit/audit-log.ts';
import { alertCounts } from '../alerts/index.ts';
import { zonedTime } from '../../../shared/zoned-time.ts';
import { renderArticleBody } from './render-article-body.ts';

/** The columns a list item is made of (ArticleListItem), read alone for lists. */
export const LIST_FIELDS = Object.keys(ArticleListItem.properties) as (keyof ArticleListItem & keyof Article)[];

export function toArticleListItem(a: Pick<Article, keyof ArticleListItem>): ArticleListItem {
  return {
    title: a.title,
    slug: a.slug,
    category: a.category as ArticleCategory,
    source: a.source,
    date: a.date.toISOString(),
    description: a.description,
    featuredImage: a.featuredImage ?? null,
    includeDisclaimer: a.includeDisclaimer,
  };
}

/** Every stored text field of an article: the list item's and the content. */
export function articleFields(a: Article): Omit<PublicArticle, 'html' | 'corrections' | 'disseminatedAt' | 'filingUrl' | 'notices'> {
  return { ...toArticleListItem(a), content: a.content };
}

/** `notices`: the dated notes its page shows, decided as it is read (release-notices.ts); none for a preview. */
export function toPublicArticle(a: Article, notices: PublicArticle['notices'] = []): PublicArticle {
  return { ...articleFields(a), html: renderArticleBody(a), corrections: a.corrections, ...publicNewswire(a), notices };
}

/**
 * Publication is decided at read time: once its scheduled time has come an article is public, so the
 * admin sees it as published with the spent schedule gone, without anything being written.
 */
export function toAdminArticle(a: Article, now: Date, alerts: AlertCounts = NO_ALERTS): Omit<AdminArticle, 'scheduledLocal' | 'scheduledLabel' | 'disseminatedLocal' | 'disseminatedLabel'> {
  // Whether the rule makes it public, the trash aside: a schedule whose time has come reads as published.
  const live = isPublicAt({ published: a.published, scheduledDate: a.scheduledDate }, now);
  // A release held for the wire keeps its schedule aside ("now" or a time) until the wire crosses: the form shows it as set, heldForWire says it waits.
  const heldFor = a.heldSchedule ?? null;
  return {
    ...articleFields(a),
    id: a.id,
    published: live || (heldFor !== null && heldFor.getTime() <= now.getTime()),
    emailSubscribers: a.emailSubscribers,
    alerts,
    scheduledDate: a.scheduledDate && !live ? a.scheduledDate.toISOString() : heldFor && heldFor.getTime() > now.getTime() ? heldFor.toISOString() : null,
    ...publicNewswire(a),
    holdForWire: a.holdForWire,
    heldForWire: heldFor !== null,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/**
 * What the admin API answers: the admin's view with its pending schedule read and labelled in the company's
 * `zone`, and, when public, since when: the log's latest publication (`published`, lastPublications) or the
 * schedule that has come, whichever is later (a schedule is public from its minute, before the watcher records it).
 */
export function adminArticleAnswer(a: Article, now: Date, zone: string, alerts?: AlertCounts, published?: Date): AdminArticle {
  const dto = toAdminArticle(a, now, alerts);
  const scheduled = a.scheduledDate && a.scheduledDate.getTime() <= now.getTime() ? a.scheduledDate : null;
  const since = published && (!scheduled || published > scheduled) ? published : scheduled;
  return {
    ...dto,
    ...zonedTime('scheduled', dto.scheduledDate, zone),
    ...zonedTime('disseminated', dto.disseminatedAt, zone),
    publicSince: dto.published && since ? since.toISOString() : null,
  };
}

function publicNewswire(a: Article) {
  return { disseminatedAt: a.disseminatedAt?.toISOString() ?? null, filingUrl: a.filingUrl ?? null };
}

/** A written release as the admin API answers it, with its alerts and since when it is public. */
export async function answerOf(em: EntityManager, article: Article, now: Date, zone: string): Promise<AdminArticle> {
  const alerts = await alertCounts(em, [article.id]);
  const published = await lastPublications(em, [article.id]);
  return adminArticleAnswer(article, now, zone, alerts.get(article.id), published.get(article.id));
}
