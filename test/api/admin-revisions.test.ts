import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminArticle } from '../../src/shared/article.ts';
import type { Revision, RevisionSummary } from '../../src/shared/revision.ts';
import { TEST_ADMIN } from '../helpers/admin.ts';
import { ARTICLE, publishingApp } from '../helpers/publishing.ts';
import { testClock } from '../helpers/clock.ts';

test('every create and update stores a full snapshot with the admin and the time, newest first', async (t) => {
  const clock = testClock('2026-03-02T17:00:00Z');
  const { call, create } = await publishingApp(t, clock);
  const article = await create();
  clock.advance(60_000);
  const updated = await call('PUT', `/api/admin/articles/${article.id}`, { ...ARTICLE, title: 'Second title', content: '<p>New text.</p>', version: 1 });
  assert.equal(updated.statusCode, 200, updated.body);

  const list = await call('GET', `/api/admin/articles/${article.id}/revisions`);
  assert.equal(list.statusCode, 200);
  assert.equal(list.headers['cache-control'], 'no-store');
  const revisions = list.json() as RevisionSummary[];
  assert.deepEqual(
    revisions.map(({ version, createdAt, username, title }) => ({ version, createdAt, username, title })),
    [
      { version: 2, createdAt: '2026-03-02T17:01:00.000Z', username: TEST_ADMIN.username, title: 'Second title' },
      { version: 1, createdAt: '2026-03-02T17:00:00.000Z', username: TEST_ADMIN.username, title: ARTICLE.title },
    ],
  );
  const first = await call('GET', `/api/admin/articles/${article.id}/revisions/${revisions[1]!.id}`);
  assert.equal(first.statusCode, 200);
  const revision = first.json() as Revision;
  assert.equal(revision.articleId, article.id);
  assert.deepEqual(revision.snapshot, {
    title: ARTICLE.title,
    slug: ARTICLE.slug,
    category: ARTICLE.category,
    source: ARTICLE.source,
    date: '2025-06-01T00:00:00.000Z',
    description: ARTICLE.description,
    content: ARTICLE.content,
    featuredImage: null,
    published: false,
    scheduledDate: null,
    includeDisclaimer: true,
  });
});

test('restoring a revision brings its text back as a new revision and bumps the version, leaving publication alone', async (t) => {
  const { call, create } = await publishingApp(t);
  const article = await create();
  await call('PUT', `/api/admin/articles/${article.id}`, { ...ARTICLE, title: 'Edited title', published: true, version: 1 });
  const [, original] = (await call('GET', `/api/admin/articles/${article.id}/revisions`)).json() as RevisionSummary[];

  const restored = await call('POST', `/api/admin/articles/${article.id}/revisions/${original!.id}/restore`);
  assert.equal(restored.statusCode, 200, restored.body);
  const current = restored.json() as AdminArticle;
  assert.equal(current.title, ARTICLE.title);
  assert.equal(current.version, 3);
  assert.equal(current.published, true, 'still published: restoring text does not withdraw a release');

  const history = (await call('GET', `/api/admin/articles/${article.id}/revisions`)).json() as RevisionSummary[];
  assert.deepEqual(history.map((r) => [r.version, r.title]), [[3, ARTICLE.title], [2, 'Edited title'], [1, ARTICLE.title]]);
  const stale = await call('PUT', `/api/admin/articles/${article.id}`, { ...ARTICLE, version: 2 });
  assert.equal(stale.statusCode, 409, 'a form opened before the restore is stale');
});

test('restoring a revision whose slug another article now uses is 409', async (t) => {
  const { call, create } = await publishingApp(t);
  const article = await create();
  await call('PUT', `/api/admin/articles/${article.id}`, { ...ARTICLE, slug: 'renamed', version: 1 });
  await create({ slug: ARTICLE.slug, title: 'Another release' });
  const [, original] = (await call('GET', `/api/admin/articles/${article.id}/revisions`)).json() as RevisionSummary[];
  const response = await call('POST', `/api/admin/articles/${article.id}/revisions/${original!.id}/restore`);
  assert.equal(response.statusCode, 409);
  assert.deepEqual(response.json(), { message: 'An article with this slug already exists' });
});

test('unknown articles and revisions, or a revision of another article, are 404; an id that is no number is 400', async (t) => {
  const { call, create } = await publishingApp(t);
  const first = await create();
  const second = await create({ slug: 'second' });
  const [ofSecond] = (await call('GET', `/api/admin/articles/${second.id}/revisions`)).json() as RevisionSummary[];
  const cases: [string, string, string][] = [
    ['GET', '/api/admin/articles/999/revisions', 'Article not found'],
    ['GET', `/api/admin/articles/${first.id}/revisions/999`, 'Revision not found'],
    ['GET', `/api/admin/articles/${first.id}/revisions/${ofSecond!.id}`, 'Revision not found'],
    ['POST', `/api/admin/articles/${first.id}/revisions/${ofSecond!.id}/restore`, 'Revision not found'],
    ['POST', `/api/admin/articles/999/revisions/${ofSecond!.id}/restore`, 'Article not found'],
  ];
  // An id that is no whole number is refused by the route's schema, before any lookup.
  assert.equal((await call('GET', `/api/admin/articles/${first.id}/revisions/x`)).statusCode, 400);
  for (const [method, url, message] of cases) {
    const response = await call(method as 'GET' | 'POST', url);
    assert.equal(response.statusCode, 404, `${method} ${url}`);
    assert.deepEqual(response.json(), { message });
  }
});

test('the history endpoints need a session', async (t) => {
  const { app } = await publishingApp(t);
  for (const [method, url] of [['GET', '/api/admin/articles/1/revisions'], ['GET', '/api/admin/articles/1/revisions/1'], ['POST', '/api/admin/articles/1/revisions/1/restore']] as const) {
    assert.equal((await app.inject({ method, url })).statusCode, 401, `${method} ${url}`);
  }
});
