import assert from 'node:assert/strict';
import { test } from 'node:test';
import sharp from 'sharp';
import { MediaFile } from '../../src/server/db/entities/media-file.entity.ts';
import { buildTestApp } from '../helpers/api.ts';
import { bearer, loginToken } from '../helpers/admin.ts';
import { cameraJpeg, hasGpsPointer, multipartBody, multipartParts, sixtyMegapixelPng } from '../helpers/images.ts';

const UPLOAD = '/api/admin/images';

async function uploader(t: Parameters<typeof buildTestApp>[0]) {
  const built = await buildTestApp(t);
  const auth = bearer(await loginToken(built.app));
  const upload = (file: { name: string; type: string; data: Buffer }) => {
    const { payload, headers } = multipartBody(file);
    return built.app.inject({ method: 'POST', url: UPLOAD, payload, headers: { ...headers, ...auth } });
  };
  return { ...built, auth, upload };
}

test('refuses an upload without a session before reading it', async (t) => {
  const { app } = await buildTestApp(t);
  const { payload, headers } = multipartBody({ name: 'photo.jpg', type: 'image/jpeg', data: await cameraJpeg() });
  const response = await app.inject({ method: 'POST', url: UPLOAD, payload, headers });
  assert.equal(response.statusCode, 401);
  assert.equal(response.json().message, 'Authentication required');
  assert.equal(await app.db.run((em) => em.count(MediaFile)), 0);
});

test('stores a camera JPEG upright as WebP and AVIF without its EXIF', async (t) => {
  const { app, upload } = await uploader(t);
  const original = await sharp(await cameraJpeg()).metadata();
  assert.ok(original.exif && hasGpsPointer(original.exif), 'the test photo carries GPS data');

  const response = await upload({ name: 'drill-core.jpg', type: 'image/jpeg', data: await cameraJpeg() });
  assert.equal(response.statusCode, 201, response.body);
  const body = response.json() as { url: string; width: number; height: number };
  assert.match(body.url, /^\/media\/[0-9a-f-]{36}\.webp$/);
  assert.deepEqual({ width: body.width, height: body.height }, { width: 400, height: 600 }, 'turned upright: portrait');

  const served = await app.inject({ method: 'GET', url: body.url });
  assert.equal(served.statusCode, 200);
  assert.equal(served.headers['content-type'], 'image/webp');
  assert.equal(served.headers['cache-control'], 'public, max-age=3600, s-maxage=300', 'withdrawable: never immutable');
  assert.equal(served.headers['x-content-type-options'], 'nosniff');
  const stored = await sharp(served.rawPayload).metadata();
  assert.equal(stored.format, 'webp');
  assert.deepEqual({ width: stored.width, height: stored.height }, { width: 400, height: 600 });
  assert.equal(stored.exif, undefined, 'no EXIF, so no GPS position');
  assert.equal(stored.orientation, undefined, 'no orientation tag left to apply twice');

  const avif = await app.inject({ method: 'GET', url: body.url.replace('.webp', '.avif') });
  assert.equal(avif.statusCode, 200);
  assert.equal(avif.headers['content-type'], 'image/avif');
  assert.equal((await sharp(avif.rawPayload).metadata()).exif, undefined);
});

test('stores smaller widths of a wide image for srcset', async (t) => {
  const { app, upload } = await uploader(t);
  const wide = await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2d4a5a' } }).png().toBuffer();
  const response = await upload({ name: 'site-map.png', type: 'image/png', data: wide });
  assert.equal(response.statusCode, 201, response.body);
  const { url, width, height } = response.json() as { url: string; width: number; height: number };
  assert.deepEqual({ width, height }, { width: 1600, height: 900 });
  for (const [variant, expected] of [['-640.avif', 640], ['-1280.webp', 1280]] as const) {
    const file = await app.inject({ method: 'GET', url: url.replace('.webp', variant) });
    assert.equal(file.statusCode, 200, variant);
    assert.equal((await sharp(file.rawPayload).metadata()).width, expected, variant);
  }
});

test('accepts a photo of several megabytes, far above the JSON body limit', async (t) => {
  const { upload } = await uploader(t);
  const noise = Buffer.alloc(1000 * 800 * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  const photo = await sharp(noise, { raw: { width: 1000, height: 800, channels: 3 } }).jpeg({ quality: 100 }).toBuffer();
  assert.ok(photo.length > 1024 * 1024, `${photo.length} bytes`);
  const response = await upload({ name: 'outcrop.jpg', type: 'image/jpeg', data: photo });
  assert.equal(response.statusCode, 201, response.body);
  assert.equal(response.json().width, 1000);
});

test('refuses a GIF declared as JPEG with 415, reading the bytes, not the label', async (t) => {
  const { app, upload } = await uploader(t);
  const gif = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).gif().toBuffer();
  const response = await upload({ name: 'photo.jpg', type: 'image/jpeg', data: gif });
  assert.equal(response.statusCode, 415);
  assert.equal(response.json().message, 'Only JPEG, PNG and WebP images can be uploaded');
  assert.equal(await app.db.run((em) => em.count(MediaFile)), 0);
});

test('refuses a file that is not an image with 415', async (t) => {
  const { upload } = await uploader(t);
  const response = await upload({ name: 'notes.jpg', type: 'image/jpeg', data: Buffer.from('<script>alert(1)</script>') });
  assert.equal(response.statusCode, 415);
  assert.equal(response.json().message, 'Only JPEG, PNG and WebP images can be uploaded');
});

test('refuses a JSON body with 415', async (t) => {
  const { app, auth } = await uploader(t);
  const response = await app.inject({ method: 'POST', url: UPLOAD, payload: { url: 'https://example.com/a.jpg' }, headers: auth });
  assert.equal(response.statusCode, 415);
  assert.equal(response.json().message, 'Only JPEG, PNG and WebP images can be uploaded, sent as multipart/form-data');
});

test('refuses an image over 10 MB with 413', async (t) => {
  const { app, upload } = await uploader(t);
  const jpeg = await cameraJpeg();
  const oversized = Buffer.concat([jpeg, Buffer.alloc(10 * 1024 * 1024 + 1 - jpeg.length)]);
  const response = await upload({ name: 'huge.jpg', type: 'image/jpeg', data: oversized });
  assert.equal(response.statusCode, 413);
  assert.equal(response.json().message, 'Images can be at most 10 MB');
  assert.equal(await app.db.run((em) => em.count(MediaFile)), 0);
});

test('refuses a 60-megapixel PNG of a few kilobytes with 413, from its header, before decoding it', async (t) => {
  const { app, upload } = await uploader(t);
  const png = sixtyMegapixelPng();
  assert.ok(png.length < 10_000, `${png.length} bytes`);
  assert.deepEqual(await sharp(png).metadata().then((m) => [m.format, m.width, m.height]), ['png', 10_000, 6_000]);
  // Cut after the header: decoding these pixels would fail (415), so a 413 proves they were never decoded.
  for (const data of [png, png.subarray(0, 200)]) {
    const response = await upload({ name: 'bomb.png', type: 'image/png', data });
    assert.equal(response.statusCode, 413);
    assert.equal(response.json().message, 'Images can be at most 40 megapixels (for example 8000 × 5000 pixels)');
  }
  assert.equal(await app.db.run((em) => em.count(MediaFile)), 0);
});

test('exactly one file per upload: two files, a form field or no file are 400 and nothing is stored', async (t) => {
  const { app, auth } = await uploader(t);
  const photo = { name: 'drill-core.jpg', type: 'image/jpeg', data: await cameraJpeg() };
  const cases = [
    { parts: [{ field: 'file', file: photo }, { field: 'file', file: photo }], message: 'Upload one image at a time' },
    { parts: [{ field: 'file', file: photo }, { field: 'second', file: photo }, { field: 'third', file: photo }], message: 'Upload one image at a time' },
    { parts: [{ field: 'file', file: photo }, { field: 'caption', value: 'Core' }], message: 'caption is not an accepted field: send only the image file' },
    { parts: [{ field: 'caption', value: 'Core' }, { field: 'file', file: photo }], message: 'caption is not an accepted field: send only the image file' },
    { parts: [{ field: 'caption', value: 'Core' }], message: 'caption is not an accepted field: send only the image file' },
    { parts: [], message: 'The upload has no image file' },
  ];
  for (const { parts, message } of cases) {
    const { payload, headers } = multipartParts(parts);
    const response = await app.inject({ method: 'POST', url: UPLOAD, payload, headers: { ...headers, ...auth } });
    assert.equal(response.statusCode, 400, message);
    assert.equal(response.json().message, message);
  }
  assert.equal(await app.db.run((em) => em.count(MediaFile)), 0);
});

test('uploads arriving together decode one at a time: a few wait their turn, the rest get 503 with Retry-After', async (t) => {
  const { app, upload } = await uploader(t);
  const photo = { name: 'drill-core.jpg', type: 'image/jpeg', data: await cameraJpeg() };
  const responses = await Promise.all(Array.from({ length: 8 }, () => upload(photo)));
  const created = responses.filter((r) => r.statusCode === 201);
  const busy = responses.filter((r) => r.statusCode !== 201);
  assert.ok(created.length >= 4, `the one decoding and the three waiting are stored (${created.length})`);
  for (const response of busy) {
    assert.equal(response.statusCode, 503);
    assert.equal(response.headers['retry-after'], '5');
    assert.equal(response.json().message, 'Other images are being processed. Try again in a few seconds.');
  }
  const stored = await app.db.run((em) => em.find(MediaFile, {}, { fields: ['mediaId'] }));
  assert.equal(new Set(stored.map((file) => file.mediaId)).size, created.length, 'a refused upload stores nothing');
});

test('answers 404 for media that does not exist', async (t) => {
  const { app } = await buildTestApp(t);
  for (const url of ['/media/00000000-0000-4000-8000-000000000000.webp', '/media/nothing.webp', '/media/..%2Fetc%2Fpasswd']) {
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 404, url);
    assert.equal(response.json().message, 'Image not found', url);
  }
});
