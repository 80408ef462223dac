import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PublicDocument } from '../../src/shared/document-library.ts';
import type { SearchResults } from '../../src/shared/search.ts';
import { documentsApp, pdfFile, Q1_2026_MDA } from '../helpers/documents.ts';

test('serves a document with its type, a readable name, an ETag and byte ranges', async (t) => {
  const { app, upload } = await documentsApp(t);
  const doc = await upload(Q1_2026_MDA, await pdfFile(40, 'Sample', Buffer.alloc(300 * 1024, 7)));
  const whole = await app.inject({ method: 'GET', url: doc.url });
  assert.equal(whole.statusCode, 200);
  assert.equal(whole.headers['content-type'], 'application/pdf');
  assert.equal(whole.headers['content-disposition'], `inline; filename="Management's Discussion and Analysis Q1 2026.pdf"; filename*=UTF-8''Management's%20Discussion%20and%20Analysis%20Q1%202026.pdf`);
  assert.equal(whole.headers['accept-ranges'], 'bytes');
  assert.doesNotMatch(String(whole.headers['cache-control']), /immutable/);
  assert.equal(whole.rawPayload.length, doc.bytes);

  const first = await app.inject({ method: 'GET', url: doc.url, headers: { range: 'bytes=0-99' } });
  assert.equal(first.statusCode, 206);
  assert.equal(first.rawPayload.length, 100);
  assert.equal(first.headers['content-range'], `bytes 0-99/${doc.bytes}`);
  assert.ok(first.rawPayload.equals(whole.rawPayload.subarray(0, 100)));
  // A range across a piece boundary (pieces are 256 KiB) comes out whole and in order.
  const middle = await app.inject({ method: 'GET', url: doc.url, headers: { range: 'bytes=262000-262299' } });
  assert.ok(middle.rawPayload.equals(whole.rawPayload.subarray(262000, 262300)));
  const tail = await app.inject({ method: 'GET', url: doc.url, headers: { range: 'bytes=-10' } });
  assert.ok(tail.rawPayload.equals(whole.rawPayload.subarray(-10)));
  const beyond = await app.inject({ method: 'GET', url: doc.url, headers: { range: `bytes=${doc.bytes}-` } });
  assert.equal(beyond.statusCode, 416);

  const again = await app.inject({ method: 'GET', url: doc.url, headers: { 'if-none-match': String(whole.headers.etag) } });
  assert.equal(again.statusCode, 304);
});

test('not public means 404: a draft, a document scheduled ahead and a trashed one, at their URL, in the list and in search', async (t) => {
  const { app, call, upload, clock } = await documentsApp(t);
  const at = new Date(clock.now().getTime() + 60_000).toISOString();
  const draft = await upload({ ...Q1_2026_MDA, title: 'Quarterly draft copper', published: 'false' });
  const scheduled = await upload({ ...Q1_2026_MDA, title: 'Quarterly scheduled copper', published: 'false', scheduledDate: at });
  const trashed = await upload({ ...Q1_2026_MDA, title: 'Quarterly trashed copper' });
  await call('DELETE', `/api/admin/documents/${trashed.id}`);
  const listed = async () => ((await app.inject({ method: 'GET', url: '/api/documents?kind=mda&year=2026' })).json() as PublicDocument[]).map((d) => d.title);
  const found = async () => ((await app.inject({ method: 'GET', url: '/api/search?q=quarterly%20copper' })).json() as SearchResults).documents.map((d) => d.title);

  for (const doc of [draft, scheduled, trashed]) assert.equal((await app.inject({ method: 'GET', url: doc.url })).statusCode, 404, doc.title);
  assert.deepEqual(await listed(), []);
  assert.deepEqual(await found(), []);

  clock.advance(60_000);
  assert.equal((await app.inject({ method: 'GET', url: scheduled.url })).statusCode, 200, 'public on its minute, with no job');
  assert.deepEqual(await listed(), ['Quarterly scheduled copper']);
  assert.deepEqual(await found(), ['Quarterly scheduled copper']);
  assert.equal((await app.inject({ method: 'GET', url: draft.url })).statusCode, 404);
  assert.equal((await app.inject({ method: 'GET', url: trashed.url })).statusCode, 404);
});

test('the list filters by kind and by year: the fiscal year for statements, the document date otherwise', async (t) => {
  const { app, upload } = await documentsApp(t);
  await upload({ ...Q1_2026_MDA, documentDate: '2025-12-31' });
  await upload({ title: 'Corporate Presentation', kind: 'presentation', documentDate: '2026-04-02', published: 'true' });
  const titles = async (query: string) => ((await app.inject({ method: 'GET', url: `/api/documents?${query}` })).json() as PublicDocument[]).map((d) => d.title);
  assert.deepEqual(await titles('year=2026'), ['Corporate Presentation', "Management's Discussion and Analysis Q1 2026"]);
  assert.deepEqual(await titles('year=2025'), []);
  assert.deepEqual(await titles('kind=presentation'), ['Corporate Presentation']);
  assert.equal((await app.inject({ method: 'GET', url: '/api/documents?kind=memo' })).statusCode, 400);
});
