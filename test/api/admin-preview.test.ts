import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PublicArticle } from '../../src/shared/article.ts';
import type { PreviewArticle } from '../../src/shared/preview.ts';
import { ARTICLE, HIDDEN, publicSurfaces, publishingApp } from '../helpers/publishing.ts';
import { testClock } from '../helpers/clock.ts';
import { ensureTestAdmin } from '../helpers/admin.ts';

const HOUR = 60 * 60 * 1000;

async function previewUrl(call: Awaited<ReturnType<typeof publishingApp>>['call'], id: number): Promise<string> {
  const response = await call('POST', `/api/admin/articles/${id}/preview`);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['cache-control'], 'no-store');
  const { url } = response.json() as { url: string };
  assert.match(url, /^\/preview\/[A-Za-z0-9._-]{60,}$/);
  return url;
}

const apiOf = (url: string) => url.replace('/preview/', '/api/preview/');

test('a preview link shows a draft as its page would, privately, and changes nothing public', async (t) => {
  const { app, call, create } = await publishingApp(t);
  const draft = await create();
  const before = await publicSurfaces(app, draft.slug, 'porphyry');
  assert.deepEqual(before, HIDDEN);

  const url = await previewUrl(call, draft.id);
  const preview = await app.inject({ method: 'GET', url: apiOf(url) });
  assert.equal(preview.statusCode, 200, preview.body);
  assert.equal(preview.headers['cache-control'], 'no-store');
  assert.equal(preview.headers['x-robots-tag'], 'noindex');
  const article = preview.json() as PublicArticle;
  assert.equal(article.title, ARTICLE.title);
  assert.match(article.html, /148 metres/);

  assert.deepEqual(await publicSurfaces(app, draft.slug, 'porphyry'), HIDDEN, 'nothing public changes');
  const again = await call('GET', '/api/admin/articles');
  assert.equal((again.json() as { version: number }[])[0]!.version, draft.version, 'the article itself is untouched');
});

test('preview works for scheduled and published articles too, showing the saved text', async (t) => {
  const { app, call, create } = await publishingApp(t);
  const scheduled = await create({ slug: 'scheduled-one', scheduledDate: '2030-01-15T14:00:00Z' });
  const published = await create({ slug: 'published-one', published: true, title: 'Published headline' });
  for (const article of [scheduled, published]) {
    const preview = await app.inject({ method: 'GET', url: apiOf(await previewUrl(call, article.id)) });
    assert.equal(preview.statusCode, 200);
    assert.equal((preview.json() as PublicArticle).slug, article.slug);
  }
});

test('a preview link expires after one hour', async (t) => {
  const clock = testClock();
  const { app, call, create } = await publishingApp(t, clock);
  const url = apiOf(await previewUrl(call, (await create()).id));
  clock.advance(HOUR - 1000);
  assert.equal((await app.inject({ method: 'GET', url })).statusCode, 200, 'still valid just before the hour');
  clock.advance(1000);
  const expired = await app.inject({ method: 'GET', url });
  assert.equal(expired.statusCode, 404);
  assert.deepEqual(expired.json(), { message: 'Preview not found or expired' });
});

test('a tampered, truncated or made-up token is 404', async (t) => {
  const { app, call, create } = await publishingApp(t);
  const first = await create();
  const second = await create({ slug: 'second-release' });
  const url = apiOf(await previewUrl(call, first.id));
  const [id, ...rest] = url.slice('/api/preview/'.length).split('.');
  const otherArticle = `/api/preview/${[String(second.id), ...rest].join('.')}`;
  const flipped = url.slice(0, -1) + (url.endsWith('A') ? 'B' : 'A');
  const [generation, expiry, ...signed] = rest;
  const laterExpiry = `/api/preview/${[id, generation, String(Number(expiry) + 3_600_000), ...signed].join('.')}`;
  const nextGeneration = `/api/preview/${[id, String(Number(generation) + 1), expiry, ...signed].join('.')}`;
  for (const bad of [otherArticle, flipped, laterExpiry, nextGeneration, url.slice(0, -5), '/api/preview/abc', '/api/preview/1.2.3.4']) {
    const response = await app.inject({ method: 'GET', url: bad });
    assert.equal(response.statusCode, 404, bad);
  }
});

test('a preview of an article moved to the trash is 404', async (t) => {
  const { app, call, create } = await publishingApp(t);
  const article = await create();
  const url = apiOf(await previewUrl(call, article.id));
  assert.equal((await call('DELETE', `/api/admin/articles/${article.id}`)).statusCode, 204);
  assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404);
});

test('creating a preview needs a session and an existing article', async (t) => {
  const { app, call } = await publishingApp(t);
  const anonymous = await app.inject({ method: 'POST', url: '/api/admin/articles/1/preview' });
  assert.equal(anonymous.statusCode, 401);
  assert.deepEqual(anonymous.json(), { message: 'Authentication required' });
  for (const id of ['999']) {
    const missing = await call('POST', `/api/admin/articles/${id}/preview`);
    assert.equal(missing.statusCode, 404);
    assert.deepEqual(missing.json(), { message: 'Article not found' });
  }
});

test('a rendered preview page never enters the HTML cache: the draft stays private and the link still expires', async (t) => {
  const clock = testClock();
  const { app, call, create } = await publishingApp(t, clock, { pages: true });
  // A word no page of the site holds, so finding it anywhere public could only mean the draft leaked.
  const word = 'quellorite';
  // Its own slug: rendered bodies are kept per process by slug and update time, which the fixed clock repeats.
  const draft = await create({ slug: 'quellorite-veins', content: `<p>Hole SL-25-04 cut ${word} veins along 148 metres of core.</p>` });
  const get = (url: string) => app.inject({ method: 'GET', url });
  const url = await previewUrl(call, draft.id);

  for (const attempt of ['first', 'second']) {
    const page = await get(url);
    assert.equal(page.statusCode, 200, `${attempt} render`);
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.equal(page.headers.etag, undefined, 'not an answer from the HTML cache');
    assert.ok(page.body.includes('Preview: not published'));
    assert.ok(page.body.includes(word));
  }

  const detail = await get(`/articles/${draft.slug}`);
  assert.equal(detail.statusCode, 404);
  assert.ok(!detail.body.includes(word));
  for (const path of ['/', '/investors/media', '/feed.xml', '/sitemap.xml']) {
    const response = await get(path);
    assert.equal(response.statusCode, 200, path);
    assert.ok(!response.body.includes(word) && !response.body.includes(ARTICLE.title), `${path} shows nothing of the draft`);
  }
  const search = await get(`/api/search?q=${word}`);
  assert.deepEqual((search.json() as { news: unknown[] }).news, [], 'search does not find the draft');

  clock.advance(HOUR);
  const expired = await get(url);
  assert.equal(expired.statusCode, 404, 'the expired link is rendered afresh, not replayed from the cache');
  assert.ok(!expired.body.includes(word));

  // The probes above can see the draft once it is public: its page and search both show the word.
  const published = await call('PUT', `/api/admin/articles/${draft.id}`, {
    ...ARTICLE,
    slug: draft.slug,
    content: draft.content,
    published: true,
    version: draft.version,
  });
  assert.equal(published.statusCode, 200, published.body);
  assert.ok((await get(`/articles/${draft.slug}`)).body.includes(word));
  assert.equal(((await get(`/api/search?q=${word}`)).json() as { news: { slug: string }[] }).news[0]?.slug, draft.slug);
});

test('revoking ends every earlier preview link of the article, audited; a new link works', async (t) => {
  const { app, call, create } = await publishingApp(t);
  const article = await create();
  const other = await create({ slug: 'other-release' });
  const links = [apiOf(await previewUrl(call, article.id)), apiOf(await previewUrl(call, article.id))];
  const otherLink = apiOf(await previewUrl(call, other.id));

  const revoked = await call('POST', `/api/admin/articles/${article.id}/preview/revoke`);
  assert.equal(revoked.statusCode, 204, revoked.body);
  for (const link of links) {
    const response = await app.inject({ method: 'GET', url: link });
    assert.equal(response.statusCode, 404, link);
    assert.deepEqual(response.json(), { message: 'Preview not found or expired' });
  }
  assert.equal((await app.inject({ method: 'GET', url: otherLink })).statusCode, 200, 'other articles keep their links');
  assert.equal((await app.inject({ method: 'GET', url: apiOf(await previewUrl(call, article.id)) })).statusCode, 200);

  const [listed] = ((await call('GET', '/api/admin/articles')).json() as { id: number; version: number }[]).filter((a) => a.id === article.id);
  assert.equal(listed!.version, article.version, 'an open edit does not go stale');
  const [entry] = (await call('GET', '/api/admin/audit?limit=1')).json().entries;
  assert.deepEqual([entry.action, entry.actor, entry.articleSlug], ['preview-revoke', 'admin', article.slug]);
  assert.equal((await call('POST', '/api/admin/articles/999/preview/revoke')).statusCode, 404);
  assert.equal((await app.inject({ method: 'POST', url: `/api/admin/articles/${article.id}/preview/revoke` })).statusCode, 401);
});

test('links issued before the trash stay dead after a restore', async (t) => {
  const { app, call, create } = await publishingApp(t);
  const article = await create();
  const link = apiOf(await previewUrl(call, article.id));
  assert.equal((await call('DELETE', `/api/admin/articles/${article.id}`)).statusCode, 204);
  assert.equal((await app.inject({ method: 'GET', url: link })).statusCode, 404);
  assert.equal((await call('POST', `/api/admin/articles/${article.id}/restore`)).statusCode, 204);
  assert.equal((await app.inject({ method: 'GET', url: link })).statusCode, 404, 'the restore does not revive it');
  assert.equal((await app.inject({ method: 'GET', url: apiOf(await previewUrl(call, article.id)) })).statusCode, 200);
});

test('a password rotation ends every preview link', async (t) => {
  const { app, call, create } = await publishingApp(t);
  const links = [apiOf(await previewUrl(call, (await create()).id)), apiOf(await previewUrl(call, (await create({ slug: 'second-release' })).id))];
  await ensureTestAdmin(app, 'a-rotated-password-456', new Date(Date.now() + 1000));
  for (const link of links) assert.equal((await app.inject({ method: 'GET', url: link })).statusCode, 404, link);
});

test('unsaved text previews through its own signed link for an hour, with what saving would make of it, and is never a revision', async (t) => {
  const clock = testClock();
  const { app, call, create } = await publishingApp(t, clock);
  const saved = await create();
  const unsaved = { ...ARTICLE, title: 'Unsaved Headline', content: '<p>Only typed, 0.71% copper.</p>', scheduledDate: '2030-01-15T14:00:00.000Z' };
  const response = await call('POST', '/api/admin/preview', unsaved);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['cache-control'], 'no-store');
  const { url } = response.json() as { url: string };
  assert.match(url, /^\/preview\/[A-Za-z0-9._-]{60,}$/);

  const shown = await app.inject({ method: 'GET', url: apiOf(url) });
  assert.equal(shown.statusCode, 200, shown.body);
  assert.equal(shown.headers['cache-control'], 'no-store');
  const article = shown.json() as PreviewArticle;
  assert.equal(article.title, 'Unsaved Headline');
  assert.match(article.html, /0\.71% copper/);
  assert.equal(article.status, 'Scheduled');
  assert.equal(article.scheduledDate, '2030-01-15T14:00:00.000Z');

  const draft = (await app.inject({ method: 'GET', url: apiOf((await call('POST', '/api/admin/preview', ARTICLE)).json().url) })).json() as PreviewArticle;
  assert.deepEqual([draft.status, draft.scheduledDate], ['Draft', null]);
  const savedPreview = (await app.inject({ method: 'GET', url: apiOf(await previewUrl(call, saved.id)) })).json() as PreviewArticle;
  assert.equal(savedPreview.status, 'Draft', 'a saved article’s link says its status too');

  const revisions = await call('GET', `/api/admin/articles/${saved.id}/revisions`);
  assert.equal((revisions.json() as unknown[]).length, 1, 'no revision was written');
  assert.equal((await call('GET', '/api/admin/articles')).json().length, 1, 'no article was created');

  clock.advance(HOUR);
  assert.equal((await app.inject({ method: 'GET', url: apiOf(url) })).statusCode, 404, 'gone after the hour');
});

test('a preview of unsaved text needs a session and a valid article body', async (t) => {
  const { app, call } = await publishingApp(t);
  assert.equal((await app.inject({ method: 'POST', url: '/api/admin/preview', payload: ARTICLE })).statusCode, 401);
  const invalid = await call('POST', '/api/admin/preview', { ...ARTICLE, title: '' });
  assert.equal(invalid.statusCode, 400);
  assert.equal((invalid.json() as { errors: Record<string, string> }).errors.title, 'Title is required');
});
