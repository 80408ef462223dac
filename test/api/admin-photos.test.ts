import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import type { AuditPage } from '../../src/shared/audit.ts';
import { type SlotPhoto, slotPhotoUrl } from '../../src/shared/photos.ts';
import { cameraJpeg, multipartBody } from '../helpers/images.ts';
import { publishingApp } from '../helpers/publishing.ts';

async function photosApp(t: Parameters<typeof publishingApp>[0]) {
  const built = await publishingApp(t);
  const headers = { authorization: `Bearer ${(await built.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password: 'api-admin-password-123' } })).json().token}` };
  const upload = async (slot: string, data: Buffer, auth = true) => {
    const body = multipartBody({ name: 'field.jpg', type: 'image/jpeg', data });
    return built.app.inject({ method: 'POST', url: `/api/admin/photos/${slot}`, payload: body.payload, headers: { ...body.headers, ...(auth ? headers : {}) } });
  };
  return { ...built, upload };
}

test('photographs for illustration slots need a session', async (t) => {
  const { app, upload } = await photosApp(t);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/photos' })).statusCode, 401);
  assert.equal((await upload('gallery-core-samples', await cameraJpeg(), false)).statusCode, 401);
  assert.equal((await app.inject({ method: 'DELETE', url: '/api/admin/photos/gallery-core-samples' })).statusCode, 401);
});

test('an upload is cropped to the slot, served at each of its widths as WebP and AVIF without metadata, immutable; revert goes back to the drawing', async (t) => {
  const { app, call, upload } = await photosApp(t);
  const response = await upload('gallery-core-samples', await cameraJpeg());
  assert.equal(response.statusCode, 201, response.body);
  const photo = response.json() as SlotPhoto;
  assert.equal(photo.slot, 'gallery-core-samples');
  assert.equal(photo.updatedBy, 'admin');
  assert.deepEqual(((await call('GET', '/api/admin/photos')).json() as SlotPhoto[]).map((p) => p.slot), ['gallery-core-samples']);

  // The gallery card's drawing is 1600 × 1067, served at 480, 720, 960 and 1600 px.
  for (const [width, height] of [[480, 320], [720, 480], [960, 640], [1600, 1067]] as const) {
    for (const format of ['webp', 'avif'] as const) {
      const served = await app.inject({ method: 'GET', url: slotPhotoUrl(photo.mediaId, width, format) });
      assert.equal(served.statusCode, 200, `${width} ${format}`);
      assert.equal(served.headers['content-type'], `image/${format}`);
      assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
      const metadata = await sharp(served.rawPayload).metadata();
      assert.deepEqual([metadata.width, metadata.height], [width, height], `${width} ${format}`);
      assert.equal(metadata.exif, undefined, 'no EXIF, so no GPS position');
    }
  }

  assert.equal((await call('DELETE', '/api/admin/photos/gallery-core-samples')).statusCode, 204);
  assert.deepEqual((await call('GET', '/api/admin/photos')).json(), []);
  assert.equal((await call('DELETE', '/api/admin/photos/gallery-core-samples')).statusCode, 404, 'already the drawing');

  const log = ((await call('GET', '/api/admin/audit')).json() as AuditPage).entries.filter((e) => e.itemKind === 'photo');
  assert.deepEqual(log.map((e) => [e.action, e.subject]), [
    ['trash', 'Photograph for gallery-core-samples'],
    ['publish', 'Photograph for gallery-core-samples'],
    ['create', 'Photograph for gallery-core-samples'],
  ]);
});

test('only illustration slots take photographs, and only images', async (t) => {
  const { upload } = await photosApp(t);
  assert.equal((await upload('map-copper-keg-01', await cameraJpeg())).statusCode, 404, 'maps are not photographs');
  assert.equal((await upload('nonsense', await cameraJpeg())).statusCode, 404);
  assert.equal((await upload('gallery-landscape', Buffer.from('not an image'))).statusCode, 415);
});
