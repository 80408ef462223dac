import { type ArticleStatus, articleStatus } from '../../shared/article.ts';
import type { CheckItem } from '../../shared/checks/disclosure-checks.ts';
import { formatGoLive, zonedInputToInstant } from '../../shared/company-time.ts';
import type { ArticleFormValues } from './article-form-values.ts';

export type PublicationPlan = { kind: 'draft' } | { kind: 'now' } | { kind: 'scheduled'; at: Date };

/** What saving the form will do, by the one publication rule (articleStatus); an unreadable schedule counts as none. */
export function publicationPlan(values: Pick<ArticleFormValues, 'published' | 'scheduledDate'>, zone: string, now: Date): PublicationPlan {
  const at = values.published ? null : zonedInputToInstant(values.scheduledDate, zone);
  const status = articleStatus({ published: values.published, scheduledDate: at?.toISOString() ?? null }, now);
  if (status === 'Published') return { kind: 'now' };
  return at && status === 'Scheduled' ? { kind: 'scheduled', at } : { kind: 'draft' };
}

/**
 * A change of the form with the Published switch's rule: switching it on clears the schedule (the spec's
 * Publish Now) and sets it aside; switching it off again puts that schedule back. Answers the patch to apply
 * and the schedule now set aside.
 */
export function withScheduleKept<P extends { published?: boolean; scheduledDate?: string }>(
  current: { scheduledDate: string },
  patch: P,
  setAside: string,
): { patch: P; setAside: string } {
  if (patch.published === true) return { patch: { ...patch, scheduledDate: '' }, setAside: current.scheduledDate || setAside };
  if (patch.published === false && !current.scheduledDate && setAside) return { patch: { ...patch, scheduledDate: setAside }, setAside: '' };
  return { patch, setAside };
}

/** What Create or Update will do. */
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

/** A release as it stands on the server, for the Edit dialog's status line; null for the Create form. */
export interface Standing {
  status: ArticleStatus;
  /** The pending schedule, when Scheduled. */
  scheduledDate: string | null;
  /** When it last went public, when Published and known. */
  publicSince?: string | null;
}

/**
 * The line under the publish controls, true in every state: where the release stands now and, once the form
 * differs from it, what Update will do. The Create form has no standing, only the plan.
 */
export function statusLine(plan: PublicationPlan, standing: Standing | null, changed: boolean, zone: string): string {
  if (!standing) return planLine(plan, zone);
  const { status } = standing;
  if (status === 'Published') {
    if (plan.kind === 'now') {
      if (changed) return 'Public and changed: Update Article makes your changes public at once';
      return standing.publicSince ? `Public since ${formatGoLive(new Date(standing.publicSince), zone)}: visitors see this version` : 'Public: visitors see this version';
    }
    return plan.kind === 'draft' ? 'Public now: Update Article takes it off the site, as a draft' : `Public now: Update Article takes it off the site until ${formatGoLive(plan.at, zone)}`;
  }
  if (status === 'Scheduled' && plan.kind === 'scheduled' && standing.scheduledDate && plan.at.getTime() === Date.parse(standing.scheduledDate)) {
    return changed ? `Scheduled, changed: goes live with your changes ${formatGoLive(plan.at, zone)}` : `Scheduled for ${formatGoLive(plan.at, zone)}`;
  }
  if (status === 'Draft' && plan.kind === 'draft') return changed ? 'Draft, changed: Update Article saves it, still off the site' : 'Draft: not on the site';
  return planLine(plan, zone);
}

/**
 * Fields whose change on a public release is a record-keeping save, not a change of what the release says:
 * no correction is asked for. The disclosure fields (newswire time, filing link) belong here.
 */
export const METADATA_FIELDS: ReadonlySet<string> = new Set<string>(['emailSubscribers', 'disseminatedLocal', 'filingUrl', 'holdForWire']);

/** The form's fields whose value differs from what it opened with. */
export function changedFields<T extends object>(initial: T, values: T): (keyof T & string)[] {
  return (Object.keys(values) as (keyof T & string)[]).filter((key) => JSON.stringify(values[key]) !== JSON.stringify(initial[key]));
}

/** The same checks, whatever their order: an override reason given for them is kept for them. */
export const checksSignature = (checks: readonly Pick<CheckItem, 'code' | 'match'>[]) =>
  checks
    .map((c) => `${c.code}:${c.match}`)
    .sort()
    .join('\n');

/** Everything one save needs to know before it is sent, asked in one step. */
export interface SaveQuestions {
  /** A public release whose text changes stays public: a correction (with its public note) or a minor edit. */
  correction: boolean;
  /** It publishes or schedules despite the checks' errors: the reason, or the one already given for these same checks. */
  override: { kept: string | null } | null;
  /** A public release's address changes: the old one redirects to the new. */
  addressChange: { from: string; to: string } | null;
}

export interface SaveSituation<T extends { slug: string }> {
  /** What the form opened with and holds now; `initial` null for a new release. */
  initial: T | null;
  values: T;
  /** Public before this save (the Edit dialog's release is Published). */
  public: boolean;
  plan: PublicationPlan;
  /** The errors the checks find now, the browser's and any the server refused the last save for. */
  checkErrors: readonly CheckItem[];
  /** The override reason given earlier for this release, and the checks it was given for. */
  kept: { signature: string; reason: string } | null;
}

/** The publication plan's questions for this save: what the one dialog asks, if anything. */
export function saveQuestions<T extends { slug: string }>(s: SaveSituation<T>): SaveQuestions {
  const changed = s.initial ? changedFields(s.initial, s.values) : [];
  const textChanged = changed.some((field) => !METADATA_FIELDS.has(field));
  const signature = checksSignature(s.checkErrors);
  return {
    correction: s.public && s.plan.kind === 'now' && textChanged,
    override: s.plan.kind !== 'draft' && s.checkErrors.length > 0 ? { kept: s.kept?.signature === signature ? s.kept.reason : null } : null,
    addressChange: s.initial && s.public && s.initial.slug !== s.values.slug ? { from: s.initial.slug, to: s.values.slug } : null,
  };
}

/** Whether the save must ask before it is sent: a reason kept for the same checks is not asked again. */
export const mustAsk = (q: SaveQuestions) => q.correction || (q.override !== null && q.override.kept === null) || q.addressChange !== null;

export type CorrectionKind = 'correction' | 'minor' | null;

export const CHOOSE_CORRECTION = 'Choose whether this change is a correction or a minor edit';

/** What the save dialog was told. */
export interface SaveAnswers {
  correction: CorrectionKind;
  note: string;
  reason: string;
}

export const NO_ANSWERS: SaveAnswers = { correction: null, note: '', reason: '' };

/** The body with what the dialog was told: a correction's note and the override's reason, where asked. */
export function answeredBody<Body extends object>(body: Body, questions: SaveQuestions, answers: SaveAnswers): Body & { correctionNote?: string; override?: { reason: string } } {
  const reason = questions.override?.kept ?? answers.reason;
  return {
    ...body,
    ...(questions.correction && answers.correction === 'correction' ? { correctionNote: answers.note } : {}),
    ...(questions.override ? { override: { reason } } : {}),
  };
}

/** What the schema cannot see: a correction asked and left unanswered. */
export const unanswered = (questions: SaveQuestions, answers: SaveAnswers): Record<string, string> =>
  questions.correction && answers.correction === null ? { correctionKind: CHOOSE_CORRECTION } : {};
