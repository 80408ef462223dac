import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CheckResults } from '../../src/shared/checks/disclosure-checks.ts';
import { ARTICLE, publishingApp } from '../helpers/publishing.ts';

test('the checks endpoint answers errors and warnings for an article body, as for create', async (t) => {
  const { app, call, create } = await publishingApp(t);
  await create({ slug: 'copper-keg-assays' });
  const body = {
    ...ARTICLE,
    title: 'A world-class discovery',
    content:
      '<p>Hole DC-25-04 returned 0.62% Cu over 148 m. Drilling will resume in May.</p>' +
      '<p><img src="/media/a.webp"> <a href="/articles/copper-keg-assays">earlier</a> <a href="/projects/nowhere">map</a></p>',
  };
  const response = await call('POST', '/api/admin/articles/checks', body);
  assert.equal(response.statusCode, 200, response.body);
  const { errors, warnings } = response.json() as CheckResults;
  assert.deepEqual(errors.map((e) => [e.code, e.match]), [
    ['qp-missing', '0.62% Cu'],
    ['image-alt-missing', '<img src="/media/a.webp">'],
    ['broken-link', '/projects/nowhere'],
  ]);
  assert.deepEqual(warnings.map((w) => [w.code, w.match]), [
    ['promotional-word', 'world-class'],
    ['fls-caution-missing', 'will'],
  ]);

  const clean = await call('POST', '/api/admin/articles/checks', { ...ARTICLE, title: 'New Chief Financial Officer', description: 'A new chief financial officer.', content: '<p>The company appointed a new CFO.</p>' });
  assert.deepEqual(clean.json(), { errors: [], warnings: [] });
  assert.equal((await call('POST', '/api/admin/articles/checks', { ...ARTICLE, title: '' })).statusCode, 400);
  assert.equal((await app.inject({ method: 'POST', url: '/api/admin/articles/checks', payload: ARTICLE })).statusCode, 401);
});
