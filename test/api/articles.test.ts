import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PublicArticle } from '../../src/shared/article.ts';
import { buildTestApp } from '../helpers/api.ts';
import { HIDDEN_SLUGS, insertArticles, publicationStates, VISIBLE_SLUGS } from '../helpers/articles.ts';

const PUBLIC_FIELDS = ['category', 'content', 'date', 'description', 'featuredImage', 'html', 'includeDisclaimer', 'slug', 'source', 'title'];

test('the list holds published and past-scheduled articles only, newest date first, with public fields', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, publicationStates());
  const response = await app.inject({ method: 'GET', url: '/api/articles' });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['cache-control'], 'public, max-age=30');
  const list = response.json() as PublicArticle[];
  assert.deepEqual(list.map((a) => a.slug), VISIBLE_SLUGS);
  assert.deepEqual(Object.keys(list[0]!).sort(), PUBLIC_FIELDS);
  assert.equal(list[0]!.date, '2025-04-01T12:00:00.000Z');
  assert.equal(list[0]!.html, '<p>District Copper reports on its activities.</p>');
});

test('the detail route answers visible articles and 404 for drafts, future and unknown slugs', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, publicationStates());
  for (const slug of VISIBLE_SLUGS) {
    const response = await app.inject({ method: 'GET', url: `/api/articles/${slug}` });
    assert.equal(response.statusCode, 200, slug);
    assert.equal((response.json() as PublicArticle).slug, slug);
    assert.equal(response.headers['cache-control'], 'public, max-age=30');
  }
  for (const slug of [...HIDDEN_SLUGS, 'no-such-article']) {
    const response = await app.inject({ method: 'GET', url: `/api/articles/${slug}` });
    assert.equal(response.statusCode, 404, slug);
    assert.deepEqual(response.json(), { message: 'Article not found' });
    assert.equal(response.headers['cache-control'], 'no-store');
  }
});

test('an article scheduled 2 seconds ahead becomes public on time with no write in between', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, [{ slug: 'on-the-clock', scheduledDate: new Date(Date.now() + 2000) }]);
  const slugs = async () => ((await app.inject({ method: 'GET', url: '/api/articles' })).json() as PublicArticle[]).map((a) => a.slug);
  assert.deepEqual(await slugs(), []);
  assert.equal((await app.inject({ method: 'GET', url: '/api/articles/on-the-clock' })).statusCode, 404);
  await new Promise((r) => setTimeout(r, 2200));
  assert.deepEqual(await slugs(), ['on-the-clock']);
  assert.equal((await app.inject({ method: 'GET', url: '/api/articles/on-the-clock' })).statusCode, 200);
  const feed = await app.inject({ method: 'GET', url: '/feed.xml' });
  assert.match(feed.body, /on-the-clock/);
});

test('bodies arrive sanitized, and markdown rendered with GFM', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, [
    { slug: 'html-body', published: true, content: '<p onclick="x()">Hi <a href="javascript:alert(1)">there</a></p><script>alert(1)</script>' },
    { slug: 'markdown-body', published: true, content: 'Line one\nline two\n\n| a | b |\n|---|---|\n| 1 | ~~2~~ |' },
  ]);
  const html = (await app.inject({ method: 'GET', url: '/api/articles/html-body' })).json() as PublicArticle;
  assert.equal(html.html, '<p>Hi <a>there</a></p>');
  const md = (await app.inject({ method: 'GET', url: '/api/articles/markdown-body' })).json() as PublicArticle;
  assert.match(md.html, /<p>Line one<br \/>\nline two<\/p>/);
  assert.match(md.html, /<td><del>2<\/del><\/td>/);
  assert.equal(md.content, 'Line one\nline two\n\n| a | b |\n|---|---|\n| 1 | ~~2~~ |');
});
