import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Value } from '@sinclair/typebox/value';
import {
  draftOfEstimate,
  EMPTY_ESTIMATE,
  estimateBody,
  estimateFailure,
  nextRow,
  numberOf,
  releaseOptions,
  STALE_ESTIMATE,
  withElements,
} from '../../../../src/admin/drilling/estimate-values.ts';
import type { AdminArticle } from '../../../../src/shared/article.ts';
import type { CheckItem } from '../../../../src/shared/checks/disclosure-checks.ts';
import { ESTIMATE_CHANGED_ELSEWHERE, ESTIMATE_PUBLIC, type ResourceEstimate, ResourceEstimateInput } from '../../../../src/shared/resource-estimate.ts';
import { fieldErrors } from '../../../../src/shared/validation.ts';

const SAVED: ResourceEstimate = {
  id: 4,
  project: 'copper-keg',
  name: 'Copper Keg Mineral Resource Estimate (example)',
  effectiveDate: '2026-06-30',
  cutOff: '0.2% Cu',
  metalPrices: 'US$4.00/lb Cu, US$2,000/oz Au',
  assumptions: 'Open-pit constrained.',
  qualifiedPerson: 'Jane Example, P.Geo.',
  technicalReport: 12,
  elements: ['Cu', 'Au'],
  rows: [
    { category: 'Indicated', tonnes: 70_300_000, grades: { Cu: 0.31, Au: 0.12 }, contained: { Cu: 478.4, Au: 270 } },
    { category: 'Inferred', tonnes: 300_000, grades: { Cu: 0.27, Au: 0.1 }, contained: { Cu: 1.8, Au: 1 } },
  ],
  release: 9,
  version: 3,
  createdAt: '2026-11-28T12:00:00.000Z',
  updatedAt: '2026-11-28T12:00:00.000Z',
};

test('an estimate read into the form and saved unchanged gives the API the same figures, tonnes typed in millions', () => {
  const draft = draftOfEstimate(SAVED);
  assert.deepEqual(
    draft.rows.map((r) => r.megatonnes),
    ['70.3', '0.3'],
  );
  assert.deepEqual([draft.technicalReport, draft.release], ['12', '9']);
  const body = estimateBody(draft, { version: 3 });
  assert.ok(Value.Check(ResourceEstimateInput, body), JSON.stringify([...Value.Errors(ResourceEstimateInput, body)]));
  const { id: _, version, createdAt: __, updatedAt: ___, ...figures } = SAVED;
  assert.deepEqual(body, { ...figures, version });
});

test('typed numbers lose their thousands separators; what is not a number goes as typed, so the API names the field', () => {
  assert.deepEqual([numberOf(' 1,250.5 '), numberOf('0'), numberOf('abc'), numberOf('')], [1250.5, 0, 'abc', '']);
  const draft = { ...EMPTY_ESTIMATE, rows: [{ category: 'Indicated', megatonnes: '1,250.5', grades: { Cu: '0.3', Au: 'n/a' }, contained: { Cu: '8,270', Au: '' } }] };
  const body = estimateBody(draft);
  assert.equal(body.rows[0]!.tonnes, 1_250_500_000);
  assert.equal(body.override, undefined);
  assert.deepEqual(body.rows[0]!.contained.Cu, 8270);
  const errors = fieldErrors(ResourceEstimateInput, body);
  assert.ok(errors['rows.0.grades.Au'], JSON.stringify(errors));
  assert.ok(errors['rows.0.contained.Au'], JSON.stringify(errors));
  assert.equal(errors['rows.0.tonnes'], undefined);
  assert.equal(estimateBody(EMPTY_ESTIMATE, { reason: 'Reviewed with the QP.' }).override?.reason, 'Reviewed with the QP.');
  assert.deepEqual([EMPTY_ESTIMATE, estimateBody(EMPTY_ESTIMATE)].map((e) => [e.technicalReport, e.release]), [['', ''], [null, null]]);
});

test('ticking a grade column keeps the list order and the figures typed for the others', () => {
  const draft = { ...EMPTY_ESTIMATE, rows: [{ category: 'Inferred', megatonnes: '1', grades: { Cu: '0.2', Au: '0.1' }, contained: {} }] };
  const withAg = withElements(draft, 'Ag', true);
  assert.deepEqual(withAg.elements, ['Cu', 'Au', 'Ag']);
  const withoutAu = withElements(withAg, 'Au', false);
  assert.deepEqual(withoutAu.elements, ['Cu', 'Ag']);
  assert.deepEqual(Object.keys(estimateBody(withoutAu).rows[0]!.grades), ['Cu', 'Ag']);
  assert.equal(withElements(withoutAu, 'Au', true).rows[0]!.grades.Au, '0.1', 'ticked again, the typed grade is back');
});

test('a new row takes the first CIM category not used yet', () => {
  assert.equal(nextRow(EMPTY_ESTIMATE.rows).category, 'Measured');
  assert.equal(nextRow([{ ...nextRow([]), category: 'Measured' }]).category, 'Indicated');
});

test('a refused save says reload on a stale version, asks the reason on the checks, and names the fields', () => {
  assert.deepEqual(estimateFailure({ status: 409, message: ESTIMATE_CHANGED_ELSEWHERE, errors: {} }), { kind: 'stale', reason: STALE_ESTIMATE });
  assert.deepEqual(estimateFailure({ status: 409, message: ESTIMATE_PUBLIC, errors: {} }), { kind: 'failed', reason: ESTIMATE_PUBLIC });
  const checks: CheckItem[] = [{ code: 'resource-caution-missing', message: 'The caution is missing', match: '' }];
  assert.deepEqual(estimateFailure({ status: 422, message: 'Checks failed', errors: checks as never }), { kind: 'checks', checks, reason: 'Checks failed' });
  assert.deepEqual(estimateFailure({ status: 400, message: 'Invalid', errors: { 'rows.0.tonnes': 'Tonnes must be a number greater than 0' } }), {
    kind: 'fields',
    errors: { 'rows.0.tonnes': 'Tonnes must be a number greater than 0' },
    reason: 'Invalid',
  });
});

test('an estimate can be attached to a release not public yet, or stay with the one it has', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  const article = (id: number, published: boolean, scheduledDate: string | null) => ({ id, published, scheduledDate }) as AdminArticle;
  const releases = [article(1, false, null), article(2, false, '2026-11-29T12:00:00Z'), article(3, true, null), article(4, false, '2026-11-27T12:00:00Z')];
  assert.deepEqual(
    releaseOptions(releases, '', now).map((a) => a.id),
    [1, 2],
  );
  assert.deepEqual(
    releaseOptions(releases, '3', now).map((a) => a.id),
    [1, 2, 3],
  );
});
