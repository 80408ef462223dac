import { articleStatus } from '../../shared/article.ts';
import { formatGoLive, zonedInputToInstant } from '../../shared/company-time.ts';
import type { ArticleFormValues } from '../articles/article-form-values.ts';

export type PublicationPlan = { kind: 'draft' } | { kind: 'now' } | { kind: 'scheduled'; at: Date };

/** What saving the form will do, by the one publication rule (articleStatus); an unreadable schedule counts as none. */
export function publicationPlan(values: Pick<ArticleFormValues, 'published' | 'scheduledDate'>, zone: string, now: Date): PublicationPlan {
  const at = values.published ? null : zonedInputToInstant(values.scheduledDate, zone);
  const status = articleStatus({ published: values.published, scheduledDate: at?.toISOString() ?? null }, now);
  if (status === 'Published') return { kind: 'now' };
  return at && status === 'Scheduled' ? { kind: 'scheduled', at } : { kind: 'draft' };
}

/** The line under the publish controls. */
export function planLine(plan: PublicationPlan, zone: string): string {
  if (plan.kind === 'now') return 'Will be published now';
  if (plan.kind === 'draft') return 'Will be saved as a draft';
  return `Will go live ${formatGoLive(plan.at, zone)}`;
}

/** Beneath the success toast's title: what the save did. */
export function planOutcome(plan: PublicationPlan, zone: string): string {
  if (plan.kind === 'now') return 'Published';
  if (plan.kind === 'draft') return 'Saved as draft';
  return `Scheduled for ${formatGoLive(plan.at, zone)}`;
}
