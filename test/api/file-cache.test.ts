// Runs on PGlite too: copies files from the database and checks on every request, in SQL, that they may be served.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { AdminDocument } from '../../src/shared/document-library.ts';
import { bearer, loginToken } from '../helpers/admin.ts';
import { buildTestApp } from '../helpers/api.ts';
import { documentForm, pdfFile, Q1_2026_MDA } from '../helpers/documents.ts';
import { cameraJpeg, multipartBody } from '../helpers/images.ts';
import { POSTGRES_ONLY } from '../helpers/test-db.ts';
import { until } from '../helpers/until.ts';

/** The API with its file cache in a folder of the test's own (on PGlite, beside the embedded database). */
async function cachingApp(t: TestContext, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'dcop-file-cache-api-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const built = await buildTestApp(t, { DATA_DIR: dataDir }, databaseUrl);
  const auth = bearer(await loginToken(built.app));
  const upload = async (fields: Record<string, string>, data?: Buffer): Promise<AdminDocument> => {
    const form = documentForm(fields, { name: 'report.pdf', data: data ?? (await pdfFile()) });
    const response = await built.app.inject({ method: 'POST', url: '/api/admin/documents', payload: form.payload, headers: { ...form.headers, ...auth } });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as AdminDocument;
  };
  const call = (method: 'PUT' | 'DELETE', url: string, payload?: object) => built.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  return { ...built, auth, upload, call };
}

/**
 * Asks for a document until its copy is held: a request copies it in the background, unless a change of the
 * library (an upload's announcement, which may reach another process late) came between its check and its copy.
 */
async function copied(app: FastifyInstance, doc: AdminDocument, heldBefore = 0) {
  await until(async () => {
    assert.equal((await app.inject({ method: 'GET', url: doc.url })).statusCode, 200);
    return app.fileCache!.heldBytes === heldBefore + doc.bytes;
  }, `the copy of ${doc.title}`);
}

test('a hot document is streamed from its copy on disk: the same bytes, ETag, ranges and 304, with the database\'s pieces gone', async (t) => {
  const { app, orm, upload } = await cachingApp(t);
  const doc = await upload(Q1_2026_MDA, await pdfFile(40, 'Sample', Buffer.alloc(300 * 1024, 7)));
  const fromDatabase = await app.inject({ method: 'GET', url: doc.url });
  await copied(app, doc);
  // Deleted around the app: from here on only the copy can answer.
  await orm.em.getConnection().execute('delete from document_chunk');

  const whole = await app.inject({ method: 'GET', url: doc.url });
  assert.equal(whole.statusCode, 200);
  assert.ok(whole.rawPayload.equals(fromDatabase.rawPayload), 'byte-identical');
  for (const header of ['etag', 'content-type', 'content-disposition', 'content-length', 'cache-control', 'accept-ranges']) {
    assert.equal(whole.headers[header], fromDatabase.headers[header], header);
  }
  const range = await app.inject({ method: 'GET', url: doc.url, headers: { range: 'bytes=262000-262299' } });
  assert.equal(range.statusCode, 206);
  assert.equal(range.headers['content-range'], `bytes 262000-262299/${doc.bytes}`);
  assert.equal(range.headers['content-length'], '300');
  assert.ok(range.rawPayload.equals(fromDatabase.rawPayload.subarray(262000, 262300)));
  const tail = await app.inject({ method: 'GET', url: doc.url, headers: { range: 'bytes=-10' } });
  assert.ok(tail.rawPayload.equals(fromDatabase.rawPayload.subarray(-10)));
  assert.equal((await app.inject({ method: 'GET', url: doc.url, headers: { 'if-none-match': String(whole.headers.etag) } })).statusCode, 304);
  const head = await app.inject({ method: 'HEAD', url: doc.url });
  assert.equal(head.headers['content-length'], String(doc.bytes));
  assert.equal(head.rawPayload.length, 0);
});

test('a trashed or unpublished document answers 404 at once though its copy is held, and the copy is dropped', async (t) => {
  const { app, call, upload } = await cachingApp(t);
  const trashed = await upload({ ...Q1_2026_MDA, title: 'Trashed report' });
  const pulled = await upload({ ...Q1_2026_MDA, title: 'Pulled report' });
  await copied(app, trashed);
  await copied(app, pulled, trashed.bytes);

  assert.equal((await call('DELETE', `/api/admin/documents/${trashed.id}`)).statusCode, 204);
  const body = { title: pulled.title, kind: 'mda', documentDate: pulled.documentDate, fiscalYear: 2026, quarter: 'Q1', description: '', published: false, scheduledDate: null, version: pulled.version };
  const unpublished = await call('PUT', `/api/admin/documents/${pulled.id}`, body);
  assert.equal(unpublished.statusCode, 200, unpublished.body);
  for (const doc of [trashed, pulled]) {
    for (const headers of [{}, { range: 'bytes=0-99' }]) assert.equal((await app.inject({ method: 'GET', url: doc.url, headers })).statusCode, 404, doc.title);
  }
  await until(() => app.fileCache!.heldBytes === 0, 'the copies dropped');
});

test('a document trashed through one process answers 404 at once from another holding its copy, which drops it', { skip: POSTGRES_ONLY }, async (t) => {
  const first = await cachingApp(t);
  const second = await cachingApp(t, first.databaseUrl);
  await Promise.all([first.app.ready(), second.app.ready()]);
  const doc = await first.upload(Q1_2026_MDA);
  await copied(second.app, doc);

  assert.equal((await first.call('DELETE', `/api/admin/documents/${doc.id}`)).statusCode, 204);
  assert.equal((await second.app.inject({ method: 'GET', url: doc.url })).statusCode, 404);
  await until(() => second.app.fileCache!.heldBytes === 0, 'the other process to drop its copy');
});

test('an uploaded image is streamed from its copy on disk, and answers 404 once deleted though its copy is held', async (t) => {
  const { app, orm, auth, call } = await cachingApp(t);
  const { payload, headers } = multipartBody({ name: 'core.jpg', type: 'image/jpeg', data: await cameraJpeg() });
  const uploaded = (await app.inject({ method: 'POST', url: '/api/admin/images', payload, headers: { ...headers, ...auth } })).json() as { url: string };
  const fromDatabase = await app.inject({ method: 'GET', url: uploaded.url });
  assert.equal(fromDatabase.statusCode, 200);
  await until(async () => {
    assert.equal((await app.inject({ method: 'GET', url: uploaded.url })).statusCode, 200);
    return app.fileCache!.heldBytes === fromDatabase.rawPayload.length;
  }, 'the copy of the image');
  // Emptied around the app: from here on only the copy holds the image.
  await orm.em.getConnection().execute("update media_file set data = ''");

  const copy = await app.inject({ method: 'GET', url: uploaded.url });
  assert.ok(copy.rawPayload.equals(fromDatabase.rawPayload), 'byte-identical');
  for (const header of ['content-type', 'content-length', 'cache-control', 'x-content-type-options']) {
    assert.equal(copy.headers[header], fromDatabase.headers[header], header);
  }
  const id = /\/media\/([0-9a-f-]{36})\.webp$/.exec(uploaded.url)![1]!;
  assert.equal((await call('DELETE', `/api/admin/media/${id}`)).statusCode, 204);
  assert.equal((await app.inject({ method: 'GET', url: uploaded.url })).statusCode, 404);
  assert.equal(app.fileCache!.heldBytes, 0, 'the copy dropped');
});
