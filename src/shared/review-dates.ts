import { type Static, Type } from '@sinclair/typebox';
import type { FactKey } from './company-facts.ts';
import { formatLongDate } from './format-date.ts';
import { LiteralUnion, Nullable } from './schema-types.ts';
import { messages } from './validation.ts';

/**
 * Outdated information is removed or clearly dated (National Policy 51-201): every document, every group of
 * company facts and each page carrying technical or financial figures has a "confirmed on" date and a review
 * interval. Saving the thing confirms it, and so does "Still current"; what is past its interval is listed on
 * the dashboard with the launch checklist, and the public pages the guidance names say when they were confirmed.
 */

export const REVIEW_SUBJECT_MAX_LENGTH = 160;
export const REVIEW_KINDS = ['document', 'facts', 'page'] as const;

/** Presentations and fact sheets age fastest: reviewed every 6 months, everything else every 12. */
const SIX_MONTH_DOCUMENTS: readonly string[] = ['presentation', 'fact-sheet'];
export const reviewIntervalMonths = (documentKind?: string) => (documentKind !== undefined && SIX_MONTH_DOCUMENTS.includes(documentKind) ? 6 : 12);

/** The company facts as the IR manager reviews them: one group at a time. */
export const FACT_GROUPS: readonly { key: string; label: string; facts: readonly FactKey[] }[] = [
  { key: 'contact', label: 'Company facts: contact details', facts: ['phone', 'email', 'businessHours', 'investorRelationsContact', 'corporateOffice'] },
  { key: 'corporate', label: 'Company facts: corporate directory', facts: ['registeredOffice', 'legalCounsel', 'auditor', 'transferAgent'] },
  { key: 'social', label: 'Company facts: social accounts', facts: ['socialNetworkUrl', 'microblogUrl', 'professionalNetworkUrl'] },
  { key: 'people', label: 'Company facts: Qualified Person and management', facts: ['qualifiedPerson', 'officers'] },
  { key: 'figures', label: 'Company facts: portfolio figures', facts: ['activeProjects', 'provinces', 'totalHectares'] },
];

/** The static pages that carry technical or financial figures. */
export const REVIEWED_PAGES: readonly { path: string; label: string }[] = [
  { path: '/investors', label: 'Investors page figures' },
  { path: '/investors/stock-information', label: 'Stock Information: share structure' },
  { path: '/projects/copper-keg', label: 'Copper Keg project figures' },
  { path: '/projects/eaglehead', label: 'Eaglehead project figures' },
  { path: '/projects/stony-lake', label: 'Stony Lake project figures' },
  { path: '/projects/matachewan', label: 'Matachewan project figures' },
];

export const documentSubject = (id: number) => `document:${id}`;
export const factsSubject = (group: string) => `facts:${group}`;
export const pageSubject = (path: string) => `page:${path}`;

/** One thing to keep current, as the review list shows it. */
export const ReviewItem = Type.Object({
  subject: Type.String(),
  kind: LiteralUnion(REVIEW_KINDS),
  label: Type.String(),
  /** Where it is put right in the admin. */
  href: Type.String(),
  /** When it was last saved or confirmed (ISO); null when never. */
  confirmedOn: Nullable(Type.String()),
  intervalMonths: Type.Integer(),
  /** When it is due for review (ISO); null when never confirmed, due at once. */
  dueOn: Nullable(Type.String()),
  overdue: Type.Boolean(),
});
export type ReviewItem = Static<typeof ReviewItem>;

/** GET /api/admin/reviews: every reviewed thing, those overdue first, the longest overdue first. */
export const ReviewList = Type.Array(ReviewItem);

/** POST /api/admin/reviews/still-current: the IR manager confirms the subject is still current today. */
export const StillCurrentBody = Type.Object(
  { subject: Type.String({ minLength: 1, maxLength: REVIEW_SUBJECT_MAX_LENGTH, ...messages({ label: 'Subject' }) }) },
  { additionalProperties: false },
);
export type StillCurrentBody = Static<typeof StillCurrentBody>;

export const UNKNOWN_SUBJECT = 'Nothing to review by that name';
export const STILL_CURRENT = 'Still current';

/** When something confirmed at `confirmedOn` is due again: the same day, `months` later (the month's last day when shorter). */
export function reviewDue(confirmedOn: Date, months: number): Date {
  const due = new Date(confirmedOn);
  const day = due.getUTCDate();
  due.setUTCDate(1);
  due.setUTCMonth(due.getUTCMonth() + months);
  const last = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(day, last));
  return due;
}

/** A review item from what is known of its subject at `now`. */
export function reviewItem(base: Pick<ReviewItem, 'subject' | 'kind' | 'label' | 'href' | 'intervalMonths'>, confirmedOn: Date | null, now: Date): ReviewItem {
  const due = confirmedOn ? reviewDue(confirmedOn, base.intervalMonths) : null;
  return { ...base, confirmedOn: confirmedOn?.toISOString() ?? null, dueOn: due?.toISOString() ?? null, overdue: due === null || due.getTime() <= now.getTime() };
}

/** The overdue item's line on the dashboard. */
export function overdueReviewLabel(item: Pick<ReviewItem, 'label' | 'confirmedOn' | 'intervalMonths'>): string {
  const last = item.confirmedOn ? `last confirmed ${formatLongDate(item.confirmedOn)}` : 'never confirmed';
  return `${item.label}: ${last}; reviewed every ${item.intervalMonths} months`;
}

/** The public note beside figures the guidance expects dated. */
export const currentAsOf = (confirmedOn: string | Date) => `Information current as of ${formatLongDate(confirmedOn)}`;
