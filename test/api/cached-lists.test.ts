import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CompanyEventRow } from '../../src/server/db/entities/company-event.entity.ts';
import { LibraryDocument } from '../../src/server/db/entities/document.entity.ts';
import type { CompanyEvent } from '../../src/shared/events.ts';
import { buildTestApp } from '../helpers/api.ts';
import { testClock } from '../helpers/clock.ts';
import { documentsApp, Q1_2026_MDA } from '../helpers/documents.ts';
import { startFakeStockProvider } from '../helpers/fake-stock-provider.ts';
import { untilCached as cached, until } from '../helpers/until.ts';

const PUBLISHED = 'public, max-age=0, s-maxage=30';


test('/api/documents answers from the response cache, for a CDN 30 s at most, until a document write', async (t) => {
  const { app, orm, upload } = await documentsApp(t, undefined, { pages: true });
  const doc = await upload();
  for (const url of ['/api/documents', '/api/documents?kind=mda&year=2026']) {
    const list = await cached(app, url);
    assert.equal(list.headers['cache-control'], PUBLISHED, url);
    assert.match(list.body, new RegExp(Q1_2026_MDA.title), url);
  }

  // Renamed around the admin API, so nothing drops what is kept: the cache answers as before.
  await orm.em.fork().nativeUpdate(LibraryDocument, { id: doc.id }, { title: 'Renamed around the API' });
  for (const url of ['/api/documents', '/api/documents?year=2026&kind=mda']) {
    assert.doesNotMatch((await app.inject({ method: 'GET', url })).body, /Renamed around the API/, url);
  }

  await upload({ ...Q1_2026_MDA, title: 'Second quarter report' });
  for (const url of ['/api/documents', '/api/documents?kind=mda&year=2026']) {
    const body = (await app.inject({ method: 'GET', url })).body;
    assert.ok(body.includes('Renamed around the API') && body.includes('Second quarter report'), `${url} rebuilt after the write`);
  }
});

test('/events.ics and an event\'s file answer from the response cache until an event write', async (t) => {
  const { app, orm, call } = await documentsApp(t, undefined, { pages: true });
  const created = await call('POST', '/api/admin/events', { title: 'Q4 results webcast', kind: 'webcast', startsAt: '2027-03-02T21:00:00Z', endsAt: null });
  assert.equal(created.statusCode, 201, created.body);
  const event = created.json() as CompanyEvent;
  const urls = ['/events.ics', `/events/${event.id}.ics`];
  for (const url of urls) {
    const calendar = await cached(app, url);
    assert.match(String(calendar.headers['content-type']), /^text\/calendar/);
    assert.match(calendar.body, /SUMMARY:Q4 results webcast/, url);
  }
  assert.match(String((await app.inject({ method: 'GET', url: urls[1]! })).headers['content-disposition']), /district-copper-event-\d+\.ics/);

  await orm.em.fork().nativeUpdate(CompanyEventRow, { id: event.id }, { title: 'Renamed around the API' });
  for (const url of urls) assert.doesNotMatch((await app.inject({ method: 'GET', url })).body, /Renamed around the API/, url);

  const second = await call('POST', '/api/admin/events', { title: 'Site visit', kind: 'other', startsAt: '2027-04-02T17:00:00Z', endsAt: null });
  assert.equal(second.statusCode, 201, second.body);
  const feed = (await app.inject({ method: 'GET', url: '/events.ics' })).body;
  assert.ok(feed.includes('SUMMARY:Renamed around the API') && feed.includes('SUMMARY:Site visit'), 'the feed rebuilt after the write');
  assert.match((await app.inject({ method: 'GET', url: urls[1]! })).body, /SUMMARY:Renamed around the API/);
  assert.equal((await app.inject({ method: 'GET', url: '/events/999999.ics' })).statusCode, 404);
});

test('a price history answers from the response cache while its reading is held, and a new reading at once', async (t) => {
  const clock = testClock('2025-05-06T20:00:00Z');
  const provider = await startFakeStockProvider(t, { price: 0.42 });
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url, BUILD_DIR: process.env.BUILD_DIR ?? 'dist' }, undefined, { clock: clock.now, ssr: 'production' });
  const url = '/api/stock/DCOP.V/history?range=1mo';
  const last = async () => (await app.inject({ method: 'GET', url })).json().points.at(-1).close as number;
  const held = await cached(app, url);
  assert.equal(held.json().points.at(-1).close, 0.42);
  assert.equal(held.headers['cache-control'], 'public, max-age=60, stale-while-revalidate=300');
  assert.equal((await cached(app, '/api/stock/DCOP.V/history/state?range=1mo')).json().status, 'ready');

  // Past the month's five minutes of freshness, a request has it fetched again; the answer follows the new reading.
  const open = Date.parse('2025-05-07T13:30:00Z') / 1000;
  provider.history = () => ({ timestamp: [open - 86_400, open], close: [0.42, 0.45] });
  clock.advance(5 * 60_000);
  await until(async () => (await last()) === 0.45, 'the new reading');
  assert.equal((await cached(app, url)).json().points.at(-1).close, 0.45);
});
