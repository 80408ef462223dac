import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Article } from '../../src/server/db/entities/article.entity.ts';
import { ArticleRevision } from '../../src/server/db/entities/article-revision.entity.ts';
import type { AdminArticle } from '../../src/shared/article.ts';
import type { TrashedArticle } from '../../src/shared/trash.ts';
import { HIDDEN, publicSurfaces, publishingApp, VISIBLE } from '../helpers/publishing.ts';
import { buildTestApp } from '../helpers/api.ts';
import { POSTGRES_ONLY } from '../helpers/test-db.ts';
import { testClock } from '../helpers/clock.ts';

const DAY = 24 * 60 * 60 * 1000;

test('delete moves a published article to the trash: gone from every public surface at once, back on restore', async (t) => {
  const { app, call, create } = await publishingApp(t);
  const article = await create({ published: true });
  assert.deepEqual(await publicSurfaces(app, article.slug, 'porphyry'), VISIBLE);

  const deleted = await call('DELETE', `/api/admin/articles/${article.id}`);
  assert.equal(deleted.statusCode, 204);
  assert.deepEqual(await publicSurfaces(app, article.slug, 'porphyry'), HIDDEN);
  assert.deepEqual((await call('GET', '/api/admin/articles')).json(), [], 'not in the admin list either');

  const trash = await call('GET', '/api/admin/trash');
  assert.equal(trash.statusCode, 200);
  assert.equal(trash.headers['cache-control'], 'no-store');
  const [item] = trash.json() as TrashedArticle[];
  assert.equal(item!.id, article.id);
  assert.equal(item!.title, article.title);
  assert.equal(new Date(item!.purgeAt).getTime() - new Date(item!.deletedAt).getTime(), 30 * DAY);

  const restored = await call('POST', `/api/admin/articles/${article.id}/restore`);
  assert.equal(restored.statusCode, 204, restored.body);
  assert.deepEqual(await publicSurfaces(app, article.slug, 'porphyry'), VISIBLE, 'published again, as it was');
  assert.deepEqual((await call('GET', '/api/admin/trash')).json(), []);
  assert.equal(((await call('GET', '/api/admin/articles')).json() as AdminArticle[])[0]!.published, true);
});

test("a trashed article's slug stays reserved", async (t) => {
  const { call, create } = await publishingApp(t);
  const article = await create();
  await call('DELETE', `/api/admin/articles/${article.id}`);
  const reuse = await call('POST', '/api/admin/articles', { ...article, version: undefined, id: undefined, createdAt: undefined, updatedAt: undefined, featuredImage: '', scheduledDate: '' });
  assert.equal(reuse.statusCode, 409);
  assert.deepEqual(reuse.json(), { message: 'An article with this slug already exists' });
});

test('a trashed article cannot be edited, deleted again, previewed or have its history read', async (t) => {
  const { call, create } = await publishingApp(t);
  const article = await create();
  await call('DELETE', `/api/admin/articles/${article.id}`);
  for (const [method, url] of [
    ['DELETE', `/api/admin/articles/${article.id}`],
    ['POST', `/api/admin/articles/${article.id}/preview`],
    ['GET', `/api/admin/articles/${article.id}/revisions`],
  ] as const) {
    const response = await call(method, url);
    assert.equal(response.statusCode, 404, `${method} ${url}`);
  }
});

test('purge deletes the article and its history for good; restore or purge of what is not in the trash is 404 or 409', async (t) => {
  const { call, create, orm } = await publishingApp(t);
  const article = await create();
  const live = await create({ slug: 'still-live' });

  const notTrashed = await call('POST', `/api/admin/articles/${live.id}/restore`);
  assert.equal(notTrashed.statusCode, 409);
  assert.deepEqual(notTrashed.json(), { message: 'Article is not in the trash' });
  assert.equal((await call('DELETE', `/api/admin/trash/${live.id}`)).statusCode, 409, 'a live article cannot be purged');

  await call('DELETE', `/api/admin/articles/${article.id}`);
  const purged = await call('DELETE', `/api/admin/trash/${article.id}`);
  assert.equal(purged.statusCode, 204, purged.body);
  assert.equal(await orm.em.fork().count(Article, { id: article.id }), 0);
  assert.equal(await orm.em.fork().count(ArticleRevision, { article: article.id }), 0);
  assert.deepEqual((await call('GET', '/api/admin/trash')).json(), []);

  for (const [method, url] of [['POST', `/api/admin/articles/${article.id}/restore`], ['DELETE', `/api/admin/trash/${article.id}`]] as const) {
    const response = await call(method, url);
    assert.equal(response.statusCode, 404, `${method} ${url}`);
    assert.deepEqual(response.json(), { message: 'Article not found' });
  }
  const reuse = await create();
  assert.equal(reuse.slug, article.slug, 'a purged slug is free again');
});

test('items older than 30 days are purged automatically', async (t) => {
  const clock = testClock();
  const { call, create, orm } = await publishingApp(t, clock);
  const old = await create({ slug: 'old-release' });
  await call('DELETE', `/api/admin/articles/${old.id}`);
  clock.advance(10 * DAY);
  const recent = await create({ slug: 'recent-release' });
  await call('DELETE', `/api/admin/articles/${recent.id}`);

  clock.advance(20 * DAY - 1000);
  assert.deepEqual(((await call('GET', '/api/admin/trash')).json() as TrashedArticle[]).map((i) => i.slug), ['recent-release', 'old-release']);
  clock.advance(1000);
  assert.deepEqual(((await call('GET', '/api/admin/trash')).json() as TrashedArticle[]).map((i) => i.slug), ['recent-release']);
  assert.equal(await orm.em.fork().count(Article, { id: old.id }), 0);
  const audit = (await call('GET', '/api/admin/audit?limit=1')).json() as { entries: { action: string; actor: string | null; articleSlug: string }[] };
  assert.deepEqual(audit.entries.map(({ action, actor, articleSlug }) => ({ action, actor, articleSlug })), [{ action: 'purge', actor: null, articleSlug: 'old-release' }]);
});

test('the trash is swept when the site starts, without anyone opening it', { skip: POSTGRES_ONLY }, async (t) => {
  const clock = testClock();
  const { call, create, orm, databaseUrl } = await publishingApp(t, clock);
  const old = await create({ slug: 'old-release' });
  await call('DELETE', `/api/admin/articles/${old.id}`);
  clock.advance(30 * DAY);
  assert.equal(await orm.em.fork().count(Article, { id: old.id }), 1, 'still there: nothing has read the trash');

  // A restart (a deploy) at this moment: the new process sweeps as it starts.
  const restarted = await buildTestApp(t, {}, databaseUrl, { clock: clock.now });
  await restarted.app.ready();
  assert.equal(await orm.em.fork().count(Article, { id: old.id }), 0);
});

test('the trash endpoints need a session', async (t) => {
  const { app } = await publishingApp(t);
  for (const [method, url] of [['GET', '/api/admin/trash'], ['POST', '/api/admin/articles/1/restore'], ['DELETE', '/api/admin/trash/1']] as const) {
    const response = await app.inject({ method, url });
    assert.equal(response.statusCode, 401, `${method} ${url}`);
    assert.equal(response.headers['cache-control'], 'no-store');
  }
});
