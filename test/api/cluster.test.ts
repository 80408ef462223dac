import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AuditEvent } from '../../src/server/db/entities/audit-event.entity.ts';
import { bearer, loginToken } from '../helpers/admin.ts';
import { buildTestApp } from '../helpers/api.ts';
import { testClock } from '../helpers/clock.ts';
import { httpReceiver } from '../helpers/http-receiver.ts';
import { ARTICLE, publishingApp } from '../helpers/publishing.ts';
import { POSTGRES_ONLY } from '../helpers/test-db.ts';
import { until } from '../helpers/until.ts';

const MINUTE = 60_000;
const pages = { BUILD_DIR: process.env.BUILD_DIR ?? 'dist' };

test('a release pulled through one process leaves the other process\'s cached news list within a second', { skip: POSTGRES_ONLY }, async (t) => {
  const first = await buildTestApp(t, pages, undefined, { ssr: 'production' });
  const second = await buildTestApp(t, pages, first.databaseUrl, { ssr: 'production' });
  await Promise.all([first.app.ready(), second.app.ready()]);
  const headers = bearer(await loginToken(first.app));
  const created = await first.app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: { ...ARTICLE, published: true } });
  assert.equal(created.statusCode, 201, created.body);

  const list = () => second.app.inject({ method: 'GET', url: '/investors/media' });
  assert.match((await list()).body, /Stony Lake Drilling Confirms/);
  await until(async () => (await list()).headers.etag !== undefined, 'the second process to serve the list from its cache');

  const pulled = await first.app.inject({
    method: 'PUT',
    url: `/api/admin/articles/${(created.json() as { id: number }).id}`,
    headers,
    payload: { ...ARTICLE, published: false, version: 1 },
  });
  assert.equal(pulled.statusCode, 200, pulled.body);
  const started = performance.now();
  await until(async () => !(await list()).body.includes('Stony Lake Drilling Confirms'), 'the second process to drop the release');
  assert.ok(performance.now() - started < 1_000, `gone after ${Math.round(performance.now() - started)} ms`);
});

test('a scheduled publication is recorded at its minute with no request at that minute', async (t) => {
  const clock = testClock('2026-03-02T17:00:00Z');
  const { app, create, orm } = await publishingApp(t, clock);
  await app.ready();
  const scheduled = await create({ scheduledDate: '2026-03-02T17:01:00Z' });
  const recorded = () => orm.em.fork().find(AuditEvent, { action: 'scheduled-publish', articleId: scheduled.id });

  clock.advance(2 * MINUTE);
  await until(async () => (await recorded()).length === 1, 'the schedule watcher to record the publication');
  const [entry] = await recorded();
  assert.equal(entry!.at.toISOString(), '2026-03-02T17:01:00.000Z');
  assert.equal(entry!.actor, null);
});

test('the CDN purge webhook receives the paths of every change of what is public, a scheduled minute included', async (t) => {
  const receiver = await httpReceiver(t);
  const clock = testClock('2026-03-02T17:00:00Z');
  const built = await buildTestApp(t, { CDN_PURGE_URL: receiver.url }, undefined, { clock: clock.now });
  await built.app.ready();
  const headers = bearer(await loginToken(built.app));
  const post = (body: object) => built.app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: { ...ARTICLE, ...body } });

  assert.equal((await post({ published: true })).statusCode, 201);
  await until(() => receiver.bodies.length === 1, 'the purge for the published release');
  assert.deepEqual(receiver.bodies[0], {
    paths: ['/', '/projects/copper-keg', '/projects/eaglehead', '/investors/media', '/feed.xml', '/sitemap.xml', '/api/articles', '/articles/stony-lake-drill-results', '/api/articles/stony-lake-drill-results'],
  });

  assert.equal((await post({ slug: 'eaglehead-update', scheduledDate: '2026-03-02T17:05:00Z' })).statusCode, 201);
  await until(() => receiver.bodies.length === 2, 'the purge for the scheduled release being saved');
  clock.advance(6 * MINUTE);
  await until(() => receiver.bodies.length === 3, 'the purge at the scheduled minute');
  assert.deepEqual(receiver.bodies[2], {
    paths: ['/', '/projects/copper-keg', '/projects/eaglehead', '/investors/media', '/feed.xml', '/sitemap.xml', '/api/articles', '/articles/eaglehead-update', '/api/articles/eaglehead-update'],
  });
});
