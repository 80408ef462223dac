import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isHtmlContent } from '../../src/shared/article-content.ts';
import { buildTestApp } from '../helpers/api.ts';
import { bearer, loginToken } from '../helpers/admin.ts';
import { VALID_ARTICLE } from '../helpers/hostile-inputs.ts';

test('isHtmlContent finds a tag only where a letter follows < and a > comes later', () => {
  assert.equal(isHtmlContent('<p>text</p>'), true);
  assert.equal(isHtmlContent('a <b and later >'), true);
  assert.equal(isHtmlContent('1 < 2 and 3 > 2'), false);
  assert.equal(isHtmlContent('> first, then <a'), false);
  assert.equal(isHtmlContent('plain **markdown**'), false);
});

async function timedPost(app: Awaited<ReturnType<typeof buildTestApp>>['app'], token: string, slug: string, content: string) {
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: bearer(token),
    payload: { ...VALID_ARTICLE, slug, content, published: true },
  });
  return { response, ms: performance.now() - started };
}

test('100 KB of "<a" is saved in well under a second and rendered without blocking for seconds', async (t) => {
  const { app } = await buildTestApp(t);
  const token = await loginToken(app);
  const saved = await timedPost(app, token, 'many-open-tags', '<a'.repeat(50_000));
  assert.equal(saved.response.statusCode, 201, saved.response.body);
  assert.ok(saved.ms < 500, `save took ${saved.ms.toFixed(0)} ms`);

  const started = performance.now();
  const read = await app.inject({ method: 'GET', url: '/api/articles/many-open-tags' });
  const readMs = performance.now() - started;
  assert.equal(read.statusCode, 200);
  t.diagnostic(`save ${saved.ms.toFixed(0)} ms, render ${readMs.toFixed(0)} ms`);
  // Rendering 100 KB of markdown full of escapes is linear but not free (micromark, then the sanitizer);
  // the quadratic pattern alone used to take about 8 s here.
  assert.ok(readMs < 2000, `render took ${readMs.toFixed(0)} ms`);
});

test('100 KB of "<a" closed by one ">" is HTML that sanitizes to nothing: a fast 400', async (t) => {
  const { app } = await buildTestApp(t);
  const token = await loginToken(app);
  const { response, ms } = await timedPost(app, token, 'many-open-tags-closed', `${'<a'.repeat(49_999)}>`);
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json().errors, { content: 'Content is required' });
  assert.ok(ms < 1000, `answer took ${ms.toFixed(0)} ms`);
});
