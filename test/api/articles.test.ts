import assert from 'node:assert/strict';
import { test } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ArticleListItem, PublicArticle } from '../../src/shared/article.ts';
import { buildTestApp } from '../helpers/api.ts';
import { testClock } from '../helpers/clock.ts';
import { HIDDEN_SLUGS, insertArticles, publicationStates, VISIBLE_SLUGS } from '../helpers/articles.ts';

const LIST_FIELDS = ['category', 'date', 'description', 'featuredImage', 'includeDisclaimer', 'slug', 'source', 'title'];
const PUBLIC_FIELDS = [...LIST_FIELDS, 'content', 'html', 'corrections', 'disseminatedAt', 'filingUrl', 'notices'].sort();

test('the list holds published and past-scheduled articles only, newest date first, with list fields and no body', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, publicationStates());
  const response = await app.inject({ method: 'GET', url: '/api/articles' });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['cache-control'], 'public, max-age=0, s-maxage=30');
  assert.equal(response.headers['x-total-count'], '2');
  const list = response.json() as ArticleListItem[];
  assert.deepEqual(list.map((a) => a.slug), VISIBLE_SLUGS);
  assert.deepEqual(Object.keys(list[0]!).sort(), LIST_FIELDS);
  assert.equal(list[0]!.date, '2025-04-01T12:00:00.000Z');
  const detail = (await app.inject({ method: 'GET', url: `/api/articles/${VISIBLE_SLUGS[0]}` })).json() as PublicArticle;
  assert.deepEqual(Object.keys(detail).sort(), PUBLIC_FIELDS);
  assert.equal(detail.html, '<p>District Copper reports on its activities.</p>');
});

test('the list is paginated: ?page= from 1, ?limit= up to 50 (20 by default), ?year=, X-Total-Count, compressed', async (t) => {
  const { app, orm } = await buildTestApp(t);
  const day = (i: number) => new Date(Date.UTC(2025, 0, 1) - i * 86_400_000);
  await insertArticles(orm, Array.from({ length: 57 }, (_, i) => ({ slug: `release-${String(i).padStart(2, '0')}`, date: day(i), published: true })));
  const get = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/articles${query}` });
    assert.equal(response.statusCode, 200, query);
    return { response, slugs: (response.json() as ArticleListItem[]).map((a) => a.slug) };
  };
  const first = await get('');
  assert.equal(first.slugs.length, 20);
  assert.equal(first.slugs[0], 'release-00');
  assert.equal(first.response.headers['x-total-count'], '57');
  assert.equal(first.response.headers['x-article-years'], '2025,2024');
  assert.deepEqual((await get('?page=2&limit=5')).slugs, ['release-05', 'release-06', 'release-07', 'release-08', 'release-09']);
  assert.deepEqual((await get('?page=3&limit=25')).slugs, ['release-50', 'release-51', 'release-52', 'release-53', 'release-54', 'release-55', 'release-56']);
  assert.deepEqual((await get('?page=4&limit=25')).slugs, [], 'past the end: an empty page');
  const in2025 = await get('?year=2025');
  assert.deepEqual(in2025.slugs, ['release-00']);
  assert.equal(in2025.response.headers['x-total-count'], '1');

  const gzip = await app.inject({ method: 'GET', url: '/api/articles?limit=50', headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gzip.headers['content-encoding'], 'gzip');
  assert.equal(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')).length, 50);
  const br = await app.inject({ method: 'GET', url: '/api/articles?limit=50', headers: { 'accept-encoding': 'br' } });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')).length, 50);
});

test('list parameters out of bounds are 400s naming the field, never a database error', async (t) => {
  const { app } = await buildTestApp(t);
  const year = 'Year must be a whole number from 2000 to 2100';
  const page = 'Page must be a whole number from 1 to 100000';
  const limit = 'Limit must be a whole number from 1 to 50';
  for (const [query, errors] of [
    ['year=9999', { year }],
    ['year=1999', { year }],
    ['year=twenty', { year }],
    ['year=2025.5', { year }],
    ['page=0', { page }],
    ['page=junk', { page }],
    [`page=${'9'.repeat(40)}`, { page }],
    ['limit=500', { limit }],
    ['limit=-3', { limit }],
    ['limit=1e309', { limit }],
  ] as const) {
    const response = await app.inject({ method: 'GET', url: `/api/articles?${query}` });
    assert.equal(response.statusCode, 400, query);
    assert.deepEqual(response.json().errors, errors, query);
  }
  assert.equal((await app.inject({ method: 'GET', url: '/api/articles?year=2100' })).statusCode, 200, 'the last year is allowed');
  const long = await app.inject({ method: 'GET', url: `/api/articles/${'a'.repeat(250)}` });
  assert.equal(long.statusCode, 400);
  assert.match(long.json().message, /^Slug must be at most \d+ characters$/);
});

test('the detail route answers visible articles and 404 for drafts, future and unknown slugs', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, publicationStates());
  for (const slug of VISIBLE_SLUGS) {
    const response = await app.inject({ method: 'GET', url: `/api/articles/${slug}` });
    assert.equal(response.statusCode, 200, slug);
    assert.equal((response.json() as PublicArticle).slug, slug);
    assert.equal(response.headers['cache-control'], 'public, max-age=0, s-maxage=30');
  }
  for (const slug of [...HIDDEN_SLUGS, 'no-such-article']) {
    const response = await app.inject({ method: 'GET', url: `/api/articles/${slug}` });
    assert.equal(response.statusCode, 404, slug);
    assert.deepEqual(response.json(), { message: 'Article not found' });
    assert.equal(response.headers['cache-control'], 'no-store');
  }
});

test('an article scheduled 2 seconds ahead becomes public on time with no write in between', async (t) => {
  const clock = testClock();
  const { app, orm } = await buildTestApp(t, {}, undefined, { clock: clock.now });
  await insertArticles(orm, [{ slug: 'on-the-clock', scheduledDate: new Date(clock.now().getTime() + 2000) }]);
  const slugs = async () => ((await app.inject({ method: 'GET', url: '/api/articles' })).json() as PublicArticle[]).map((a) => a.slug);
  assert.deepEqual(await slugs(), []);
  clock.advance(1999);
  assert.equal((await app.inject({ method: 'GET', url: '/api/articles/on-the-clock' })).statusCode, 404);
  clock.advance(1);
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
