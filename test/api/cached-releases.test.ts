import assert from 'node:assert/strict';
import { test } from 'node:test';
import { insertArticles } from '../helpers/articles.ts';
import { ARTICLE, publishingApp } from '../helpers/publishing.ts';
import { untilCached as cached } from '../helpers/until.ts';

const RELEASES = 'public, max-age=0, s-maxage=30';


test('a cached article page is no longer served once its release is trashed, or unpublished', async (t) => {
  const { app, call, create } = await publishingApp(t, undefined, { pages: true });
  const trashed = await create({ published: true });
  const pulled = await create({ slug: 'pulled-release', published: true });

  for (const article of [trashed, pulled]) {
    const page = await cached(app, `/articles/${article.slug}`);
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['cache-control'], RELEASES);
  }
  assert.equal((await call('DELETE', `/api/admin/articles/${trashed.id}`)).statusCode, 204);
  const unpublished = await call('PUT', `/api/admin/articles/${pulled.id}`, { ...ARTICLE, slug: pulled.slug, published: false, version: pulled.version });
  assert.equal(unpublished.statusCode, 200, unpublished.body);

  for (const article of [trashed, pulled]) {
    const page = await app.inject({ method: 'GET', url: `/articles/${article.slug}` });
    assert.equal(page.statusCode, 404, article.slug);
    assert.ok(!page.body.includes(ARTICLE.title), `${article.slug} shows nothing of the release`);
  }
});

test('the articles API, the feed and the sitemap are kept until a write changes what is public', async (t) => {
  const { app, orm, create } = await publishingApp(t, undefined, { pages: true });
  await create({ published: true });
  const surfaces = ['/api/articles', '/feed.xml', '/sitemap.xml'];
  for (const url of surfaces) {
    const response = await cached(app, url);
    assert.equal(response.headers['cache-control'], RELEASES, url);
    assert.ok(response.body.includes(ARTICLE.slug), url);
  }

  // Written around the admin API, so nothing drops what is kept: the cache answers as before.
  await insertArticles(orm, [{ slug: 'written-around-the-api', published: true }]);
  for (const url of surfaces) assert.ok(!(await app.inject({ method: 'GET', url })).body.includes('written-around-the-api'), url);

  await create({ slug: 'second-release', published: true });
  for (const url of surfaces) {
    const body = (await app.inject({ method: 'GET', url })).body;
    assert.ok(body.includes('second-release') && body.includes('written-around-the-api'), `${url} rebuilt after the write`);
  }
});

test('a scheduled release appears in the cached API, feed and news list at its minute', async (t) => {
  const { app, clock, create } = await publishingApp(t, undefined, { pages: true });
  await create({ slug: 'on-the-minute', scheduledDate: new Date(clock.now().getTime() + 60_000).toISOString() });
  const surfaces = ['/api/articles', '/feed.xml', '/investors/media'];
  for (const url of surfaces) assert.ok(!(await cached(app, url)).body.includes('on-the-minute'), url);
  clock.advance(60_000);
  for (const url of surfaces) assert.ok((await app.inject({ method: 'GET', url })).body.includes('on-the-minute'), url);
});

test('pages that show releases (the home page among them) may stay 30 s at a CDN; other pages a minute', async (t) => {
  const { app } = await publishingApp(t, undefined, { pages: true });
  for (const url of ['/', '/investors/media', '/investors/media?year=2025', '/articles/no-such-release']) {
    assert.equal((await app.inject({ method: 'GET', url })).headers['cache-control'], RELEASES, url);
  }
  assert.equal((await app.inject({ method: 'GET', url: '/projects/maps' })).headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
});
