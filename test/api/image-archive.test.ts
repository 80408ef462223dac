// Runs on PGlite too: stores each rebuilt archive in pieces in the database.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { IMAGES_ZIP_PATH } from '../../src/shared/documents.ts';
import { formatBytes } from '../../src/shared/format-bytes.ts';
import type { SlotPhoto } from '../../src/shared/photos.ts';
import { documentsApp } from '../helpers/documents.ts';
import { cameraJpeg, multipartBody } from '../helpers/images.ts';
import { until } from '../helpers/until.ts';

async function entries(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const found = new Map<string, Buffer>();
  for await (const entry of file.eachEntry()) found.set(entry.fileName, Buffer.concat(await (await file.openReadStreamPromise(entry)).toArray()));
  return found;
}

test('the image ZIP and the figures the page states are rebuilt from the photographs and the presentation', async (t) => {
  const { app, auth, call, upload } = await documentsApp(t, undefined, { pages: true });
  const send = async (url: string): Promise<SlotPhoto> => {
    const body = multipartBody({ name: 'field.jpg', type: 'image/jpeg', data: await cameraJpeg() });
    const response = await app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...auth } });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as SlotPhoto;
  };
  const stated = async () => {
    const html = (await app.inject({ method: 'GET', url: '/download-images' })).body;
    return {
      count: Number(/<dt>Images<\/dt><dd>(\d+)<\/dd>/.exec(html)?.[1]),
      size: /<dt>ZIP archive<\/dt><dd>([^<]+)<\/dd>/.exec(html)?.[1],
      presentation: html.includes('>Presentation materials<'),
    };
  };
  const served = async () => {
    const response = await app.inject({ method: 'GET', url: IMAGES_ZIP_PATH });
    assert.equal(response.statusCode, 200, response.body.slice(0, 300));
    return { etag: String(response.headers.etag), headers: response.headers, zip: response.rawPayload, files: await entries(response.rawPayload) };
  };
  /** The archive's headers once its ETag has moved on from `etag`: rebuilt in the background. */
  const rebuilt = async (etag: string) => {
    const head = () => app.inject({ method: 'HEAD', url: IMAGES_ZIP_PATH });
    await until(async () => (await head()).headers.etag !== etag, 'the archive to be rebuilt');
    const { headers } = await head();
    return { etag: String(headers.etag), bytes: Number(headers['content-length']) };
  };

  const built = await served();
  assert.equal(built.headers['content-type'], 'application/zip');
  assert.equal(built.headers['cache-control'], 'public, max-age=0, s-maxage=30', 'replaceable: a CDN keeps it 30 s, a browser revalidates');
  assert.equal((await app.inject({ method: 'GET', url: IMAGES_ZIP_PATH, headers: { 'if-none-match': built.etag } })).statusCode, 304);
  assert.deepEqual(await stated(), { count: built.files.size, size: formatBytes(built.zip.length), presentation: true }, 'the page states the archive served');

  // A photograph replaces its drawing in the archive.
  await send('/api/admin/photos/hero-1');
  const photographed = await rebuilt(built.etag);
  assert.notEqual(photographed.bytes, built.zip.length);
  assert.deepEqual(await stated(), { count: built.files.size, size: formatBytes(photographed.bytes), presentation: true });

  // A photograph added to the gallery joins it once captioned.
  const added = await send('/api/admin/gallery');
  const caption = { title: 'Core Shack', description: '', alt: 'Core boxes stacked in the core shack', project: 'Copper Keg Project', location: 'British Columbia', category: 'Core Samples' };
  assert.equal((await call('PUT', `/api/admin/photos/${added.slot}`, { ...caption, version: added.version })).statusCode, 200);
  const grown = await rebuilt(photographed.etag);
  assert.deepEqual(await stated(), { count: built.files.size + 1, size: formatBytes(grown.bytes), presentation: true });

  // A new presentation: the drawn covers were of the one it replaces.
  await upload({ title: 'Corporate Presentation November 2026', kind: 'presentation', documentDate: '2026-03-01', description: '', published: 'true' });
  const { etag } = await rebuilt(grown.etag);
  const current = await served();
  assert.equal(current.etag, etag);
  const covers = [...built.files.keys()].filter((name) => name.includes('/presentation/'));
  assert.equal(covers.length, 2, 'the drawn cover and its 4:3 copy');
  assert.deepEqual([...current.files.keys()].sort(), [...built.files.keys(), `district-copper-images/images/${added.slot}.jpg`].filter((name) => !covers.includes(name)).sort());
  assert.deepEqual(await stated(), { count: built.files.size - 1, size: formatBytes(current.zip.length), presentation: false });
  const hero = current.files.get('district-copper-images/images/hero-1.jpg')!;
  assert.ok(!hero.equals(built.files.get('district-copper-images/images/hero-1.jpg')!), 'the photograph, not the drawing');
  const meta = await sharp(hero).metadata();
  assert.deepEqual([meta.format, meta.width, meta.height], ['jpeg', 1600, 900], 'at the largest width the site serves, as a JPEG');
  assert.deepEqual((await sharp(current.files.get(`district-copper-images/images/${added.slot}.jpg`)!).metadata()).width, 1600);
});
