// Runs on PGlite too: renames releases and reserves their former addresses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ArticleFormerSlug } from '../../src/server/db/entities/article-former-slug.entity.ts';
import type { AdminArticle } from '../../src/shared/article.ts';
import { ARTICLE, publishingApp } from '../helpers/publishing.ts';

type Call = Awaited<ReturnType<typeof publishingApp>>['call'];

async function rename(call: Call, article: AdminArticle, slug: string): Promise<AdminArticle> {
  const response = await call('PUT', `/api/admin/articles/${article.id}`, { ...ARTICLE, published: article.published, slug, version: article.version });
  assert.equal(response.statusCode, 200, response.body);
  return response.json() as AdminArticle;
}

test("a public release's old address answers 301 to its new one, on its page and in the API", async (t) => {
  const { app, call, create } = await publishingApp(t, undefined, { pages: true });
  const release = await create({ published: true });
  assert.equal((await app.inject({ method: 'GET', url: `/articles/${ARTICLE.slug}` })).statusCode, 200);
  await rename(call, release, 'stony-lake-porphyry-copper');

  const page = await app.inject({ method: 'GET', url: `/articles/${ARTICLE.slug}` });
  assert.equal(page.statusCode, 301);
  assert.equal(page.headers.location, '/articles/stony-lake-porphyry-copper');
  const api = await app.inject({ method: 'GET', url: `/api/articles/${ARTICLE.slug}` });
  assert.equal(api.statusCode, 301);
  assert.equal(api.headers.location, '/api/articles/stony-lake-porphyry-copper');
  assert.equal((await app.inject({ method: 'GET', url: '/articles/stony-lake-porphyry-copper' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/articles/never-was-a-release' })).statusCode, 404);
});

test('a draft renamed keeps no old address, and a release renamed back has no redirect to itself', async (t) => {
  const { app, orm, call, create } = await publishingApp(t);
  const draft = await create();
  await rename(call, draft, 'draft-renamed');
  assert.equal(await orm.em.fork().count(ArticleFormerSlug, {}), 0);

  const release = await create({ published: true, slug: 'first-address' });
  const moved = await rename(call, release, 'second-address');
  await rename(call, moved, 'first-address');
  const former = await orm.em.fork().find(ArticleFormerSlug, {}, { orderBy: { slug: 'asc' } });
  assert.deepEqual(former.map((f) => f.slug), ['second-address']);
  assert.equal((await app.inject({ method: 'GET', url: '/api/articles/first-address' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/api/articles/second-address' })).headers.location, '/api/articles/first-address');
});

test("another release cannot take a former address: 409 with the slug field's error, until the first is purged", async (t) => {
  const { call, create } = await publishingApp(t);
  const release = await create({ published: true });
  await rename(call, release, 'stony-lake-porphyry-copper');
  const message = `This address belonged to '${ARTICLE.title}' and still redirects there`;

  const taken = await call('POST', '/api/admin/articles', { ...ARTICLE, title: 'Another release' });
  assert.equal(taken.statusCode, 409);
  assert.deepEqual(taken.json(), { message, errors: { slug: message } });
  const other = await call('POST', '/api/admin/articles', { ...ARTICLE, title: 'Another release', slug: 'another-release' });
  const renamedOnto = await call('PUT', `/api/admin/articles/${(other.json() as AdminArticle).id}`, { ...ARTICLE, slug: ARTICLE.slug, version: (other.json() as AdminArticle).version });
  assert.equal(renamedOnto.statusCode, 409);

  assert.equal((await call('DELETE', `/api/admin/articles/${release.id}`)).statusCode, 204);
  assert.equal((await call('DELETE', `/api/admin/trash/${release.id}`)).statusCode, 204);
  const freed = await call('POST', '/api/admin/articles', { ...ARTICLE, title: 'Another release' });
  assert.equal(freed.statusCode, 201, freed.body);
});
