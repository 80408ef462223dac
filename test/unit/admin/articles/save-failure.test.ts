import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SAVE_TIMED_OUT, SAVE_UNREACHABLE, saveFailure } from '../../../../src/admin/articles/save-failure.ts';
import { CHECKS_REFUSED } from '../../../../src/shared/checks/disclosure-checks.ts';
import { HttpError } from '../../../../src/shared/fetch-json.ts';

const answer = (status: number, body: object) => new HttpError(status, `${status}: ${JSON.stringify(body)}`, JSON.stringify(body));
const STALE = 'This article was changed by someone else since you opened it.';

test('a 409 on the version shows the other version; a 409 on the address is the slug field\'s error', () => {
  assert.deepEqual(saveFailure(answer(409, { message: STALE })), { kind: 'stale', reason: STALE });
  const taken = "This address belonged to 'Drilling Begins' and still redirects there";
  assert.deepEqual(saveFailure(answer(409, { message: taken, errors: { slug: taken } })), { kind: 'fields', errors: { slug: taken }, reason: taken });
  assert.deepEqual(saveFailure(answer(409, { message: 'An article with this slug already exists' })), {
    kind: 'fields',
    errors: { slug: 'An article with this slug already exists' },
    reason: 'An article with this slug already exists',
  });
});

test("a 422 by the checks asks for the override reason with the server's errors; a 422 by the schema names the fields", () => {
  const checks = [{ code: 'broken-link', message: 'The link to /articles/gone leads to no page of this site.', match: '/articles/gone' }];
  assert.deepEqual(saveFailure(answer(422, { message: CHECKS_REFUSED, errors: checks })), { kind: 'checks', checks, reason: CHECKS_REFUSED });
  const errors = { correctionNote: 'Correction note is required' };
  assert.deepEqual(saveFailure(answer(422, { message: 'Correction note is required', errors })), { kind: 'fields', errors, reason: 'Correction note is required' });
});

test('an expired session, a timeout and an unreachable server are told apart', () => {
  assert.deepEqual(saveFailure(answer(401, { message: 'Unauthorized' })), { kind: 'expired' });
  assert.deepEqual(saveFailure(new Error(SAVE_TIMED_OUT)), { kind: 'failed', reason: SAVE_TIMED_OUT });
  assert.deepEqual(saveFailure(new TypeError('Failed to fetch')), { kind: 'failed', reason: SAVE_UNREACHABLE });
  assert.deepEqual(saveFailure(answer(503, { message: 'The database did not finish saving in time.' })), { kind: 'failed', reason: 'The database did not finish saving in time.' });
});
