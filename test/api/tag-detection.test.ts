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

function post(app: Awaited<ReturnType<typeof buildTestApp>>['app'], token: string, slug: string, content: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/articles',
    headers: bearer(token),
    payload: { ...VALID_ARTICLE, slug, content, published: true },
  });
}

// How long these take is measured by `npm run bench` (scripts/bench-api.ts); here only the outcome counts.
test('100 KB of "<a" is saved as markdown and rendered as escaped text', async (t) => {
  const { app } = await buildTestApp(t);
  const token = await loginToken(app);
  const saved = await post(app, token, 'many-open-tags', '<a'.repeat(50_000));
  assert.equal(saved.statusCode, 201, saved.body);
  const read = await app.inject({ method: 'GET', url: '/api/articles/many-open-tags' });
  assert.equal(read.statusCode, 200);
  const { html } = read.json() as { html: string };
  assert.equal(html, `<p>${'&lt;a'.repeat(50_000)}</p>`);
});

test('100 KB of "<a" closed by one ">" is HTML that sanitizes to nothing: a 400', async (t) => {
  const { app } = await buildTestApp(t);
  const token = await loginToken(app);
  const response = await post(app, token, 'many-open-tags-closed', `${'<a'.repeat(49_999)}>`);
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json().errors, { content: 'Content is required' });
});
