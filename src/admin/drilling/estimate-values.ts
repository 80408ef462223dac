import { type AdminArticle, articleStatus } from '../../shared/article.ts';
import type { CheckItem } from '../../shared/checks/disclosure-checks.ts';
import { type DrillProject, type Element, ELEMENTS } from '../../shared/drilling.ts';
import { containedUnit, ESTIMATE_CHANGED_ELSEWHERE, RESOURCE_CATEGORIES, type ResourceEstimate, type ResourceEstimateInput } from '../../shared/resource-estimate.ts';
import type { FieldErrors } from '../../shared/validation.ts';
import type { Problem } from '../admin-api.ts';

/**
 * One row as its inputs hold it: numbers as typed, so "70,000" or a half-typed value stays on screen and the
 * API says what is wrong with it. Tonnes are typed in millions (Mt), as the public table prints them.
 */
export interface RowDraft {
  category: string;
  megatonnes: string;
  grades: Partial<Record<Element, string>>;
  contained: Partial<Record<Element, string>>;
}

export interface EstimateDraft {
  project: DrillProject;
  name: string;
  effectiveDate: string;
  cutOff: string;
  metalPrices: string;
  assumptions: string;
  qualifiedPerson: string;
  /** A document id as the select holds it; '' for none. */
  technicalReport: string;
  /** An article id as the select holds it; '' for none (not public). */
  release: string;
  elements: Element[];
  rows: RowDraft[];
}

const emptyRow = (category: string): RowDraft => ({ category, megatonnes: '', grades: {}, contained: {} });

export const EMPTY_ESTIMATE: EstimateDraft = {
  project: 'copper-keg',
  name: '',
  effectiveDate: '',
  cutOff: '',
  metalPrices: '',
  assumptions: '',
  qualifiedPerson: '',
  technicalReport: '',
  release: '',
  elements: ['Cu', 'Au'],
  rows: [emptyRow('Indicated'), emptyRow('Inferred')],
};

/** The next category a new row most likely is: the first of the CIM list not used yet. */
export const nextRow = (rows: readonly RowDraft[]): RowDraft => emptyRow(RESOURCE_CATEGORIES.find((c) => !rows.some((r) => r.category === c)) ?? 'Inferred');

// Printed without exponent or grouping, so the input reads back as the number it holds.
const typed = (value: number) => String(value);
/** Tonnes in millions, to six decimals (a whole tonne) without float noise such as 0.30000000000000004. */
const megatonnesOf = (tonnes: number) => typed(Number((tonnes / 1e6).toFixed(6)));

export function draftOfEstimate(estimate: ResourceEstimate): EstimateDraft {
  const elements = ELEMENTS.filter((e) => estimate.elements.includes(e));
  const per = (values: Record<string, number>) => Object.fromEntries(elements.filter((e) => e in values).map((e) => [e, typed(values[e]!)]));
  return {
    project: estimate.project as DrillProject,
    name: estimate.name,
    effectiveDate: estimate.effectiveDate,
    cutOff: estimate.cutOff,
    metalPrices: estimate.metalPrices,
    assumptions: estimate.assumptions,
    qualifiedPerson: estimate.qualifiedPerson,
    technicalReport: estimate.technicalReport === null ? '' : String(estimate.technicalReport),
    release: estimate.release === null ? '' : String(estimate.release),
    // Kept in the order the API stores them: the public table's columns follow it.
    elements: estimate.elements.filter((e): e is Element => elements.includes(e as Element)),
    rows: estimate.rows.map((row) => ({ category: row.category, megatonnes: megatonnesOf(row.tonnes), grades: per(row.grades), contained: per(row.contained) })),
  };
}

/**
 * A typed number as the API reads it: thousands separators dropped. What is not a number is sent as typed,
 * so the API's own message ("Tonnes must be a number greater than 0") is the one shown under the field.
 */
export function numberOf(text: string): number | string {
  const plain = text.trim().replace(/,/g, '');
  return plain !== '' && Number.isFinite(Number(plain)) ? Number(plain) : text.trim();
}

const tonnesOf = (megatonnes: string) => {
  const value = numberOf(megatonnes);
  return typeof value === 'number' ? Math.round(value * 1e6) : value;
};

const idOf = (text: string) => (text === '' ? null : Number(text));

/**
 * The body of a create or update; `version` on an update (the API answers 409 when another save came first),
 * `reason` once the checks refused the save and the IR manager publishes despite them.
 */
export function estimateBody(draft: EstimateDraft, options: { version?: number; reason?: string } = {}): ResourceEstimateInput {
  const per = (values: Partial<Record<Element, string>>) => Object.fromEntries(draft.elements.map((e) => [e, numberOf(values[e] ?? '')]));
  // Non-numbers go as typed (see numberOf): the schema, not this cast, decides what is accepted.
  const rows = draft.rows.map((row) => ({ category: row.category, tonnes: tonnesOf(row.megatonnes), grades: per(row.grades), contained: per(row.contained) })) as ResourceEstimateInput['rows'];
  return {
    project: draft.project,
    name: draft.name,
    effectiveDate: draft.effectiveDate,
    cutOff: draft.cutOff,
    metalPrices: draft.metalPrices,
    assumptions: draft.assumptions,
    qualifiedPerson: draft.qualifiedPerson,
    technicalReport: idOf(draft.technicalReport),
    elements: draft.elements,
    rows,
    release: idOf(draft.release),
    ...(options.reason === undefined ? {} : { override: { reason: options.reason } }),
    ...(options.version === undefined ? {} : { version: options.version }),
  };
}

/** The grade columns ticked, in the list's order, each row keeping the figures typed for the others. */
export const withElements = (draft: EstimateDraft, element: Element, on: boolean): EstimateDraft => ({
  ...draft,
  elements: ELEMENTS.filter((e) => (e === element ? on : draft.elements.includes(e))),
});

/** The releases an estimate can be attached to: those not public yet, and the one it is attached to now. */
export const releaseOptions = (articles: readonly AdminArticle[], current: string, now = new Date()) =>
  articles.filter((a) => String(a.id) === current || articleStatus(a, now) !== 'Published');

export const containedLabel = (element: Element) => `Contained ${element} (${containedUnit(element)})`;

/**
 * What a refused save means for the form:
 * - `stale`: another save came first (409 on the version): the form says reload;
 * - `checks`: the release's checks found errors (422 with their items): the override reason is asked;
 * - `fields`: the API named the fields at fault (400);
 * - `failed`: anything else (a public estimate, the network), with the reason to show.
 */
export type EstimateFailure =
  | { kind: 'stale'; reason: string }
  | { kind: 'checks'; checks: CheckItem[]; reason: string }
  | { kind: 'fields'; errors: FieldErrors; reason: string }
  | { kind: 'failed'; reason: string };

export const STALE_ESTIMATE = 'This estimate was changed by someone else since you opened it: reload to see their version, then make your change again.';

export function estimateFailure(problem: Problem): EstimateFailure {
  const reason = problem.message ?? 'The server could not be reached.';
  if (problem.status === 409 && problem.message === ESTIMATE_CHANGED_ELSEWHERE) return { kind: 'stale', reason: STALE_ESTIMATE };
  // A 422 of the checks carries their items as a list where a 400 names fields.
  const errors: unknown = problem.errors;
  if (problem.status === 422 && Array.isArray(errors)) return { kind: 'checks', checks: errors as CheckItem[], reason };
  return Object.keys(problem.errors).length ? { kind: 'fields', errors: problem.errors, reason } : { kind: 'failed', reason };
}
