import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AuditPage } from '../../src/shared/audit.ts';
import type { SlotPhoto } from '../../src/shared/photos.ts';
import { cameraJpeg, multipartBody } from '../helpers/images.ts';
import { publishingApp } from '../helpers/publishing.ts';

const CAPTION = {
  title: 'Drill Rig at Night',
  description: 'The rig on hole CK-26-03, lit for the night shift.',
  alt: 'A drill rig lit by floodlights against a dark forest',
  project: 'Copper Keg Project',
  location: 'British Columbia',
  category: 'Operations',
};

async function galleryApp(t: Parameters<typeof publishingApp>[0]) {
  const built = await publishingApp(t, undefined, { pages: true });
  const headers = { authorization: `Bearer ${(await built.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password: 'api-admin-password-123' } })).json().token}` };
  const send = async (url: string): Promise<SlotPhoto> => {
    const body = multipartBody({ name: 'field.jpg', type: 'image/jpeg', data: await cameraJpeg() });
    const response = await built.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers } });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as SlotPhoto;
  };
  const gallery = async () => {
    const response = await built.app.inject({ method: 'GET', url: '/projects/gallery' });
    assert.equal(response.statusCode, 200);
    // Each card's markup, by its slot.
    return Object.fromEntries([...response.body.matchAll(/data-gallery-slot="([^"]+)"([\s\S]*?)<\/article>/g)].map((m) => [m[1]!, m[2]!]));
  };
  return { ...built, send, gallery };
}

test('a gallery photograph shows under its own caption only: saved with its version, 409 when stale, named fields when invalid', async (t) => {
  const { call, send, gallery } = await galleryApp(t);
  const photo = await send('/api/admin/photos/gallery-core-samples');
  assert.equal(photo.caption, null, 'a new picture has no caption yet');
  let card = (await gallery())['gallery-core-samples']!;
  assert.ok(card.includes('Drill core laid out in trays for logging and sampling.') && card.includes('data-illustration'), 'the drawing and its words until the caption is written');
  assert.ok(!card.includes(photo.mediaId));

  const invalid = await call('PUT', '/api/admin/photos/gallery-core-samples', { ...CAPTION, title: ' ', category: 'Selfies', version: photo.version });
  assert.equal(invalid.statusCode, 400);
  assert.deepEqual(Object.keys((invalid.json() as { errors: object }).errors).sort(), ['category', 'title']);

  const saved = await call('PUT', '/api/admin/photos/gallery-core-samples', { ...CAPTION, version: photo.version });
  assert.equal(saved.statusCode, 200, saved.body);
  const captioned = saved.json() as SlotPhoto;
  assert.deepEqual(captioned.caption, CAPTION);
  assert.equal(captioned.version, photo.version + 1);
  const stale = await call('PUT', '/api/admin/photos/gallery-core-samples', { ...CAPTION, title: 'Older tab', version: photo.version });
  assert.equal(stale.statusCode, 409);
  assert.deepEqual(stale.json(), { message: 'This photograph was changed elsewhere; reload to see the latest version' });

  card = (await gallery())['gallery-core-samples']!;
  for (const text of ['>Drill Rig at Night<', '>Copper Keg Project · British Columbia<', '>Operations<', '>The rig on hole CK-26-03, lit for the night shift.<', 'alt="A drill rig lit by floodlights against a dark forest"', `/media/photo-${photo.mediaId}-960.webp`]) {
    assert.ok(card.includes(text), text);
  }
  assert.ok(!card.includes('Drill core laid out in trays') && !card.includes('>Core Samples<') && !card.includes('data-illustration'), 'nothing of the drawing’s words');

  // A new picture in the slot waits for its own caption: the old one described the old picture.
  const replaced = await send('/api/admin/photos/gallery-core-samples');
  assert.equal(replaced.caption, null);
  assert.ok((await gallery())['gallery-core-samples']!.includes('data-illustration'));

  const refused = await call('PUT', '/api/admin/photos/hero-1', { ...CAPTION, version: 1 });
  assert.equal(refused.statusCode, 400, 'only gallery photographs have a caption: the page’s words describe the others');

  const log = ((await call('GET', '/api/admin/audit')).json() as AuditPage).entries.map((e) => [e.action, e.subject]);
  assert.ok(log.some(([action, subject]) => action === 'update' && subject === 'Drill Rig at Night'), JSON.stringify(log));
});

test('the gallery takes photographs beyond its four scenes, each shown once captioned, and removed again', async (t) => {
  const { call, send, gallery } = await galleryApp(t);
  const added = await send('/api/admin/gallery');
  assert.match(added.slot, /^gallery-photo-[0-9a-f]{8}$/);
  assert.equal(Object.keys(await gallery()).length, 4, 'not shown without its caption');
  assert.equal((await call('PUT', `/api/admin/photos/${added.slot}`, { ...CAPTION, version: added.version })).statusCode, 200);
  const second = await send('/api/admin/gallery');
  assert.equal((await call('PUT', `/api/admin/photos/${second.slot}`, { ...CAPTION, title: 'Core Shack', category: 'Core Samples', version: second.version })).statusCode, 200);

  const cards = await gallery();
  assert.deepEqual(Object.keys(cards), ['gallery-exploration-camp', 'gallery-landscape', 'gallery-core-samples', 'gallery-operations', added.slot, second.slot]);
  assert.ok(cards[second.slot]!.includes('>Core Shack<') && cards[second.slot]!.includes(`/media/photo-${second.mediaId}-1600.webp`));
  assert.equal((await call('GET', '/api/admin/photos')).json().length, 2);

  assert.equal((await call('DELETE', `/api/admin/photos/${added.slot}`)).statusCode, 204);
  assert.deepEqual(Object.keys(await gallery()).slice(4), [second.slot]);
  assert.equal((await call('DELETE', `/api/admin/photos/${added.slot}`)).statusCode, 404);
  assert.equal((await call('PUT', '/api/admin/photos/gallery-photo-zzzz', { ...CAPTION, version: 1 })).statusCode, 404);
});
