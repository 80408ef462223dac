import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/api.ts';
import { bearer, loginToken } from '../helpers/admin.ts';

const BODY = {
  title: 'Copper Keg Core Photos',
  slug: 'copper-keg-core-photos',
  category: 'Project Updates',
  source: 'Newsfile Corp.',
  date: '2025-06-01',
  description: 'Photos from the core shed.',
  content: '<p>The core shed.</p>',
  featuredImage: '',
  published: true,
  includeDisclaimer: true,
};

async function adminApp(t: Parameters<typeof buildTestApp>[0]) {
  const built = await buildTestApp(t);
  const headers = bearer(await loginToken(built.app));
  const create = (patch: object) => built.app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: { ...BODY, ...patch } });
  return { ...built, create };
}

test('refuses a featured image from another website with a clear message', async (t) => {
  const { create } = await adminApp(t);
  for (const featuredImage of ['https://cdn.example.com/core.jpg', '//cdn.example.com/core.jpg', 'javascript:alert(1)']) {
    const response = await create({ featuredImage });
    assert.equal(response.statusCode, 400, featuredImage);
    assert.deepEqual(response.json().errors, {
      featuredImage: 'Featured image must be an uploaded image or a site path starting with / (images from other websites are not shown)',
    });
  }
});

test('accepts uploaded and site images as the featured image', async (t) => {
  const { create } = await adminApp(t);
  const uploaded = await create({ featuredImage: '/media/3f1c2a9e-0d4b-4c55-9d7e-2f3a4b5c6d7e.webp' });
  assert.equal(uploaded.statusCode, 201, uploaded.body);
  const site = await create({ slug: 'site-image', featuredImage: '/images/og-image.jpg' });
  assert.equal(site.statusCode, 201, site.body);
});

test('refuses content with an image from another website, in HTML or markdown', async (t) => {
  const { create, app } = await adminApp(t);
  for (const content of ['<p>Core <img src="https://cdn.example.com/core.jpg" alt="core"></p>', 'Core photo: ![core](https://cdn.example.com/core.jpg)']) {
    const response = await create({ content });
    assert.equal(response.statusCode, 400, content);
    assert.deepEqual(response.json().errors, { content: 'Images in Content must be uploaded (images from other websites are not shown)' });
  }
  const list = await app.inject({ method: 'GET', url: '/api/articles' });
  assert.deepEqual(list.json(), [], 'nothing stored');
});

test('stores content with uploaded images', async (t) => {
  const { create } = await adminApp(t);
  const response = await create({ content: '<p>Core</p><img src="/media/3f1c2a9e-0d4b-4c55-9d7e-2f3a4b5c6d7e.webp" alt="Core shed">' });
  assert.equal(response.statusCode, 201, response.body);
  assert.equal(response.json().content, '<p>Core</p><img src="/media/3f1c2a9e-0d4b-4c55-9d7e-2f3a4b5c6d7e.webp" alt="Core shed" />');
});
