import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminArticle } from '../../src/shared/article.ts';
import type { MediaItem } from '../../src/shared/media.ts';
import { bearer, loginToken } from '../helpers/admin.ts';
import { buildTestApp } from '../helpers/api.ts';
import { cameraJpeg, multipartBody } from '../helpers/images.ts';

const RELEASE = {
  title: 'Core Photographs from Copper Keg',
  slug: 'core-photographs-copper-keg',
  category: 'Project Updates',
  source: 'Newsfile Corp.',
  date: '2026-11-20',
  description: 'Photographs of the first holes.',
  featuredImage: '',
  published: true,
  scheduledDate: '',
  includeDisclaimer: true,
};

test('an upload lists the releases that show it, cannot be deleted while one is public, and is gone at its URL once deleted', async (t) => {
  const { app } = await buildTestApp(t);
  const headers = bearer(await loginToken(app));
  const { payload, headers: form } = multipartBody({ name: 'core.jpg', type: 'image/jpeg', data: await cameraJpeg() });
  const uploaded = (await app.inject({ method: 'POST', url: '/api/admin/images', payload, headers: { ...form, ...headers } })).json() as { url: string };
  const id = /\/media\/([0-9a-f-]{36})\.webp$/.exec(uploaded.url)![1]!;

  const created = await app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: { ...RELEASE, content: `<p>Core from hole CK-26-01.</p><p><img src="${uploaded.url}" alt="Core tray from hole CK-26-01"></p>` } });
  assert.equal(created.statusCode, 201, created.body);
  const release = created.json() as AdminArticle;

  const listed = (await app.inject({ method: 'GET', url: '/api/admin/media', headers })).json() as MediaItem[];
  assert.equal(listed.length, 1);
  assert.equal(listed[0]!.id, id);
  assert.equal(listed[0]!.url, uploaded.url);
  assert.ok(listed[0]!.bytes > 0);
  assert.deepEqual(listed[0]!.usedBy, [{ id: release.id, title: RELEASE.title, slug: RELEASE.slug, public: true, trashed: false }]);

  const refused = await app.inject({ method: 'DELETE', url: `/api/admin/media/${id}`, headers });
  assert.equal(refused.statusCode, 409);
  assert.equal(refused.json().message, `This image is shown by the public release "${RELEASE.title}". Remove it from the release, or unpublish the release, first.`);
  assert.equal((await app.inject({ method: 'GET', url: uploaded.url })).statusCode, 200);

  // Pulled: the release goes to the trash, and its image can be withdrawn.
  assert.equal((await app.inject({ method: 'DELETE', url: `/api/admin/articles/${release.id}`, headers })).statusCode, 204);
  const trashed = (await app.inject({ method: 'GET', url: '/api/admin/media', headers })).json() as MediaItem[];
  assert.deepEqual(trashed[0]!.usedBy.map((use) => [use.public, use.trashed]), [[false, true]]);
  assert.equal((await app.inject({ method: 'DELETE', url: `/api/admin/media/${id}`, headers })).statusCode, 204);
  for (const url of [uploaded.url, uploaded.url.replace('.webp', '-640.avif')]) {
    assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404, url);
  }
  assert.deepEqual((await app.inject({ method: 'GET', url: '/api/admin/media', headers })).json(), []);
  assert.equal((await app.inject({ method: 'DELETE', url: `/api/admin/media/${id}`, headers })).statusCode, 404);
  const audit = (await app.inject({ method: 'GET', url: '/api/admin/audit?limit=1', headers })).json() as { entries: { action: string }[] };
  assert.equal(audit.entries[0]!.action, 'media-delete');
});

test('the media endpoints need a session and a well-formed id', async (t) => {
  const { app } = await buildTestApp(t);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/media' })).statusCode, 401);
  assert.equal((await app.inject({ method: 'DELETE', url: '/api/admin/media/0a0a0a0a-0a0a-0a0a-0a0a-0a0a0a0a0a0a' })).statusCode, 401);
  const headers = bearer(await loginToken(app));
  const bad = await app.inject({ method: 'DELETE', url: '/api/admin/media/not-an-id', headers });
  assert.equal(bad.statusCode, 400);
  assert.match(bad.json().message, /Image id must be the id of an upload/);
});
