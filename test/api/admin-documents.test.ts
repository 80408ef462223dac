// Runs on PGlite too: stores uploaded files and their versions.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { DocumentChunk } from '../../src/server/db/entities/document-chunk.entity.ts';
import { CHUNK_BYTES, fileStore, ORPHAN_AGE_MS } from '../../src/server/features/documents/file-store.ts';
import type { AdminDocument, DocumentFileVersion, DocumentRevision } from '../../src/shared/document-library.ts';
import type { AuditPage } from '../../src/shared/audit.ts';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/shared/time-zone.ts';
import { timeLabel } from '../../src/shared/zoned-time.ts';
import { ensureTestAdmin } from '../helpers/admin.ts';
import { testClock } from '../helpers/clock.ts';
import { documentsApp, pdfFile, Q1_2026_MDA } from '../helpers/documents.ts';
import {
  encryptedPdf,
  htmlWithPdfMarker,
  jpegHoldingPdf,
  pdfMarkerOnly,
  svgWithPdfMarker,
  truncatedPdf,
  withObjectStreamsScrambled,
  withStartxrefMoved,
  zipHoldingPdf,
} from '../helpers/pdf-fixtures.ts';

test('uploads a PDF with its metadata and reads its page count from the file', async (t) => {
  const { app, upload } = await documentsApp(t);
  const doc = await upload(Q1_2026_MDA, await pdfFile(7));
  assert.deepEqual(
    { ...doc, id: 0 },
    {
      id: 0,
      title: "Management's Discussion and Analysis Q1 2026",
      kind: 'mda',
      documentDate: '2026-01-31',
      fiscalYear: 2026,
      quarter: 'Q1',
      description: 'Three months ended January 31, 2026.',
      published: true,
      scheduledDate: null,
      scheduledLocal: null,
      scheduledLabel: null,
      status: 'published',
      url: `/documents/${doc.id}/q1-2026-mda.pdf`,
      fileName: 'q1-2026-mda.pdf',
      bytes: doc.bytes,
      pages: 7,
      version: doc.version,
      project: null,
      supersededBy: null,
    },
  );
  const served = await app.inject({ method: 'GET', url: doc.url });
  assert.equal(served.statusCode, 200);
  assert.equal(served.rawPayload.length, doc.bytes);
  assert.equal(served.rawPayload.subarray(0, 5).toString(), '%PDF-');
});

test('a file of several stored pieces is served back byte for byte, whole and in ranges across piece boundaries', async (t) => {
  const { app, upload } = await documentsApp(t);
  // Random bytes inside the PDF: nothing repeats, so a piece or slice out of place cannot pass.
  const file = await pdfFile(2, 'Sample', randomBytes(2 * CHUNK_BYTES + 12_345));
  assert.ok(file.length > 2 * CHUNK_BYTES);
  const doc = await upload(Q1_2026_MDA, file);
  assert.equal(doc.bytes, file.length);
  const whole = await app.inject({ method: 'GET', url: doc.url });
  assert.ok(whole.rawPayload.equals(file));
  for (const [start, end] of [[CHUNK_BYTES - 1, CHUNK_BYTES], [1000, 2 * CHUNK_BYTES + 99], [2 * CHUNK_BYTES, file.length - 1]] as const) {
    const part = await app.inject({ method: 'GET', url: doc.url, headers: { range: `bytes=${start}-${end}` } });
    assert.equal(part.statusCode, 206);
    assert.ok(part.rawPayload.equals(file.subarray(start, end + 1)), `bytes ${start}-${end}`);
  }
});

test('refuses a file that is not a PDF by its bytes, whatever its name and type say, and keeps nothing of it', async (t) => {
  const { app, send } = await documentsApp(t);
  const response = await send('/api/admin/documents', Q1_2026_MDA, { name: 'report.pdf', data: Buffer.from('<html>not a pdf</html>'.repeat(100)) });
  assert.equal(response.statusCode, 415);
  assert.equal(response.json().message, 'Only PDF files can be uploaded: this file is not a PDF');
  assert.equal(await app.db.run((em) => em.count(DocumentChunk)), 0);
});

test('refuses with 415 what is not a PDF by its structure, as a new document or a new file version, and keeps nothing of it', async (t) => {
  const { app, send, upload } = await documentsApp(t);
  const pdf = await pdfFile(2);
  const refused: Record<string, Buffer> = {
    'html.pdf': htmlWithPdfMarker(),
    'svg.pdf': svgWithPdfMarker(),
    'zip.pdf': zipHoldingPdf(pdf),
    'jpeg.pdf': jpegHoldingPdf(pdf),
    'marker.pdf': pdfMarkerOnly(),
    'truncated.pdf': truncatedPdf(pdf),
    'wrong-startxref.pdf': withStartxrefMoved(pdf, 20),
  };
  for (const [name, data] of Object.entries(refused)) {
    const response = await send('/api/admin/documents', Q1_2026_MDA, { name, data });
    assert.equal(response.statusCode, 415, name);
    assert.equal(response.json().message, 'Only PDF files can be uploaded: this file is not a PDF', name);
  }
  assert.equal(await app.db.run((em) => em.count(DocumentChunk)), 0);
  const doc = await upload(Q1_2026_MDA, pdf);
  const stored = await app.db.run((em) => em.count(DocumentChunk));
  for (const name of ['truncated.pdf', 'wrong-startxref.pdf', 'zip.pdf']) {
    const response = await send(`/api/admin/documents/${doc.id}/file`, {}, { name, data: refused[name]! });
    assert.equal(response.statusCode, 415, name);
  }
  assert.equal(await app.db.run((em) => em.count(DocumentChunk)), stored);
  assert.equal(((await app.inject({ method: 'GET', url: '/api/documents' })).json() as unknown[]).length, 1);
});

test('accepts an encrypted PDF whose structure holds, with no page count when its pages are encrypted too', async (t) => {
  const { upload } = await documentsApp(t);
  assert.equal((await upload(Q1_2026_MDA, await encryptedPdf({ objectStreams: false }), 'audited.pdf')).pages, 2);
  assert.equal((await upload(Q1_2026_MDA, withObjectStreamsScrambled(await encryptedPdf()), 'audited-aes.pdf')).pages, null);
});

test('an upload without `published` is kept as a draft', async (t) => {
  const { upload } = await documentsApp(t);
  const { published: _, ...fields } = Q1_2026_MDA;
  const doc = await upload(fields);
  assert.deepEqual([doc.published, doc.status], [false, 'draft']);
});

test("a document date before 2000 or more than a year after the company's today is refused, naming the field", async (t) => {
  // 22:00 on March 2 in Vancouver, already March 3 in UTC.
  const { app, call, send, upload } = await documentsApp(t, testClock('2026-03-03T05:00:00Z'));
  const cases: [string, string][] = [
    ['1999-12-31', 'Document date cannot be before 2000'],
    ['2027-03-03', 'Document date cannot be more than a year ahead'],
    ['9999-12-31', 'Document date cannot be more than a year ahead'],
  ];
  for (const [documentDate, message] of cases) {
    const response = await send('/api/admin/documents', { ...Q1_2026_MDA, documentDate }, { name: 'q1.pdf', data: await pdfFile(1) });
    assert.equal(response.statusCode, 400, documentDate);
    assert.deepEqual(response.json().errors, { documentDate: message }, documentDate);
  }
  assert.equal(await app.db.run((em) => em.count(DocumentChunk)), 0, 'the refused files are not kept');
  const first = await upload({ ...Q1_2026_MDA, documentDate: '2000-01-01' });
  const ahead = await upload({ ...Q1_2026_MDA, documentDate: '2027-03-02' });
  assert.deepEqual([first.documentDate, ahead.documentDate], ['2000-01-01', '2027-03-02']);
  const body = { title: ahead.title, kind: 'mda', documentDate: '2027-03-03', fiscalYear: 2026, quarter: 'Q1', published: true, version: ahead.version };
  const edit = await call('PUT', `/api/admin/documents/${ahead.id}`, body);
  assert.equal(edit.statusCode, 400);
  assert.deepEqual(edit.json().errors, { documentDate: 'Document date cannot be more than a year ahead' });
});

test('refuses a file over 50 MB with 413 and keeps nothing of it', async (t) => {
  const { app, send } = await documentsApp(t);
  const big = Buffer.concat([await pdfFile(1), Buffer.alloc(52 * 1024 * 1024)]);
  const response = await send('/api/admin/documents', Q1_2026_MDA, { name: 'huge.pdf', data: big });
  assert.equal(response.statusCode, 413);
  assert.equal(response.json().message, 'Documents can be at most 50 MB');
  assert.equal(await app.db.run((em) => em.count(DocumentChunk)), 0);
  assert.deepEqual((await app.inject({ method: 'GET', url: '/api/documents' })).json(), []);
});

test('an MD&A without a fiscal year is refused with field-labelled messages before the file is stored', async (t) => {
  const { app, send } = await documentsApp(t);
  const { fiscalYear: _, ...noYear } = Q1_2026_MDA;
  const response = await send('/api/admin/documents', { ...noYear, title: ' ' }, { name: 'q1.pdf', data: await pdfFile() });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json().errors, { title: 'Title is required' });
  const second = await send('/api/admin/documents', noYear, { name: 'q1.pdf', data: await pdfFile() });
  assert.equal(second.statusCode, 400);
  assert.deepEqual(second.json().errors, { fiscalYear: 'Fiscal year is required for MD&A and financial statements' });
  const noFile = await send('/api/admin/documents', Q1_2026_MDA);
  assert.equal(noFile.statusCode, 400);
  assert.equal(await app.db.run((em) => em.count(DocumentChunk)), 0);
});

test('lists every document newest first with its status', async (t) => {
  const { call, upload, clock } = await documentsApp(t);
  await upload({ ...Q1_2026_MDA, title: 'Draft', documentDate: '2025-01-01', published: 'false' });
  await upload({ ...Q1_2026_MDA, title: 'Scheduled', documentDate: '2026-02-01', published: 'false', scheduledDate: new Date(clock.now().getTime() + 60_000).toISOString() });
  const trashed = await upload({ ...Q1_2026_MDA, title: 'Trashed', documentDate: '2024-01-01' });
  await upload({ ...Q1_2026_MDA, title: 'Published', documentDate: '2026-03-01' });
  assert.equal((await call('DELETE', `/api/admin/documents/${trashed.id}`)).statusCode, 204);
  const list = (await call('GET', '/api/admin/documents')).json() as AdminDocument[];
  assert.deepEqual(list.map((d) => [d.title, d.status]), [['Published', 'published'], ['Scheduled', 'scheduled'], ['Draft', 'draft'], ['Trashed', 'trashed']]);
});

test('an edit with a stale version answers 409 and changes nothing', async (t) => {
  const { call, upload } = await documentsApp(t);
  const doc = await upload();
  const body = { title: 'Renamed', kind: 'mda', documentDate: doc.documentDate, fiscalYear: 2026, quarter: 'Q1', description: '', published: true, scheduledDate: null };
  const first = await call('PUT', `/api/admin/documents/${doc.id}`, { ...body, version: doc.version });
  assert.equal(first.statusCode, 200, first.body);
  assert.equal(first.json().title, 'Renamed');
  const stale = await call('PUT', `/api/admin/documents/${doc.id}`, { ...body, title: 'Other tab', version: doc.version });
  assert.equal(stale.statusCode, 409);
  assert.equal(stale.json().message, 'This document was changed elsewhere; reload to see the latest version');
  const missing = await call('PUT', `/api/admin/documents/${doc.id}`, { ...body, kind: 'financial-statements', fiscalYear: null, version: first.json().version });
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(missing.json().errors, { fiscalYear: 'Fiscal year is required for MD&A and financial statements' });
  assert.equal(((await call('GET', '/api/admin/documents')).json() as AdminDocument[])[0]!.title, 'Renamed');
});

test('replacing the file keeps the earlier one, which can be restored', async (t) => {
  const { app, call, send, upload, clock } = await documentsApp(t);
  const doc = await upload(Q1_2026_MDA, await pdfFile(2, 'First'), 'first.pdf');
  const replaced = await send(`/api/admin/documents/${doc.id}/file`, {}, { name: 'Second Draft.pdf', data: await pdfFile(5, 'Second') });
  assert.equal(replaced.statusCode, 200, replaced.body);
  const current = replaced.json() as AdminDocument;
  assert.deepEqual([current.fileName, current.pages, current.url], ['second-draft.pdf', 5, `/documents/${doc.id}/second-draft.pdf`]);
  const old = await app.inject({ method: 'GET', url: doc.url });
  assert.equal(old.statusCode, 301, 'the old address leads to the current file');
  assert.equal(old.headers.location, current.url);

  const versions = (await call('GET', `/api/admin/documents/${doc.id}/files`)).json() as DocumentFileVersion[];
  assert.deepEqual(versions.map((v) => [v.fileName, v.pages, v.current, v.uploadedBy]), [['second-draft.pdf', 5, true, 'admin'], ['first.pdf', 2, false, 'admin']]);
  const uploadedAt = timeLabel(clock.now(), DEFAULT_COMPANY_TIME_ZONE);
  assert.deepEqual(versions.map((v) => v.uploadedLabel), [uploadedAt, uploadedAt], "each upload's time in the company's zone, labelled by the server");
  const restored = await call('POST', `/api/admin/documents/${doc.id}/files/${versions[1]!.id}/restore`);
  assert.equal(restored.statusCode, 200, restored.body);
  assert.equal(restored.json().pages, 2);
  const served = await app.inject({ method: 'GET', url: doc.url });
  assert.equal(served.statusCode, 200);
  assert.ok(served.rawPayload.equals(await app.inject({ method: 'GET', url: restored.json().url }).then((r) => r.rawPayload)));
  assert.equal(served.rawPayload.length, versions[1]!.bytes);

  const notPdf = await send(`/api/admin/documents/${doc.id}/file`, {}, { name: 'x.pdf', data: Buffer.from('GIF89a'.repeat(400)) });
  assert.equal(notPdf.statusCode, 415);
  const history = (await call('GET', `/api/admin/documents/${doc.id}/revisions`)).json() as DocumentRevision[];
  assert.equal(history.length, 3, 'upload, replace and restore each left a revision');
  const audit = (await call('GET', '/api/admin/audit')).json() as AuditPage;
  const actions = audit.entries.filter((e) => e.documentId === doc.id).map((e) => e.action);
  assert.deepEqual(actions, ['file-restore', 'file-replace', 'publish', 'create']);
});

test('trash hides a document at once and restore brings it back', async (t) => {
  const { app, call, upload } = await documentsApp(t);
  const doc = await upload();
  assert.equal((await call('DELETE', `/api/admin/documents/${doc.id}`)).statusCode, 204);
  assert.equal((await app.inject({ method: 'GET', url: doc.url })).statusCode, 404);
  assert.deepEqual((await app.inject({ method: 'GET', url: '/api/documents' })).json(), []);
  const edit = await call('PUT', `/api/admin/documents/${doc.id}`, { title: 'x', kind: 'other', documentDate: '2026-01-01', published: true, version: doc.version + 1 });
  assert.equal(edit.statusCode, 404, 'a trashed document is restored before it is edited');
  const restored = await call('POST', `/api/admin/documents/${doc.id}/restore`);
  assert.equal(restored.statusCode, 200, restored.body);
  assert.equal(restored.json().status, 'published');
  assert.equal((await app.inject({ method: 'GET', url: doc.url })).statusCode, 200);
  assert.equal((await call('POST', `/api/admin/documents/${doc.id}/restore`)).statusCode, 409);
});

test('a preview link opens a draft for an hour and nothing else does', async (t) => {
  const { app, call, upload, clock } = await documentsApp(t);
  const draft = await upload({ ...Q1_2026_MDA, published: 'false' });
  assert.equal((await app.inject({ method: 'GET', url: draft.url })).statusCode, 404);
  const { url } = (await call('POST', `/api/admin/documents/${draft.id}/preview`)).json() as { url: string };
  assert.match(url, /^\/documents\/preview\/\S+$/);
  const opened = await app.inject({ method: 'GET', url });
  assert.equal(opened.statusCode, 200);
  assert.equal(opened.headers['content-type'], 'application/pdf');
  assert.equal(opened.headers['cache-control'], 'no-store');
  assert.equal(opened.rawPayload.length, draft.bytes);
  const tampered = await app.inject({ method: 'GET', url: `${url.slice(0, -2)}xx` });
  assert.equal(tampered.statusCode, 404);
  clock.advance(60 * 60_000 + 1);
  assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404, 'expired after an hour');
});

test('revoking ends every preview link issued so far, and so do the trash and its restore; a new link opens again', async (t) => {
  const { app, call, upload } = await documentsApp(t);
  const draft = await upload({ ...Q1_2026_MDA, published: 'false' });
  const link = async () => ((await call('POST', `/api/admin/documents/${draft.id}/preview`)).json() as { url: string }).url;
  const status = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
  const first = await link();
  assert.equal(await status(first), 200);
  assert.equal((await call('POST', `/api/admin/documents/${draft.id}/preview/revoke`)).statusCode, 204);
  assert.equal(await status(first), 404, 'revoked');
  const audit = (await call('GET', '/api/admin/audit?limit=1')).json() as AuditPage;
  assert.deepEqual(audit.entries.map(({ action, documentId }) => ({ action, documentId })), [{ action: 'preview-revoke', documentId: draft.id }]);
  // Revoking is no edit: a form opened before it still saves.
  assert.equal((await call('GET', '/api/admin/documents')).json()[0].version, draft.version);

  const second = await link();
  assert.equal(await status(second), 200);
  assert.equal((await call('DELETE', `/api/admin/documents/${draft.id}`)).statusCode, 204);
  assert.equal(await status(second), 404, 'in the trash');
  assert.equal((await call('POST', `/api/admin/documents/${draft.id}/preview`)).statusCode, 404);
  assert.equal((await call('POST', `/api/admin/documents/${draft.id}/restore`)).statusCode, 200);
  assert.equal(await status(second), 404, 'a link from before the trash stays dead');
  assert.equal(await status(await link()), 200);
});

test("a new administrator password ends the documents' preview links, as the releases'", async (t) => {
  const { app, call, upload } = await documentsApp(t);
  const draft = await upload({ ...Q1_2026_MDA, published: 'false' });
  const { url } = (await call('POST', `/api/admin/documents/${draft.id}/preview`)).json() as { url: string };
  assert.equal((await app.inject({ method: 'GET', url })).statusCode, 200);
  await ensureTestAdmin(app, 'rotated-password-456');
  assert.equal((await app.inject({ method: 'GET', url })).statusCode, 404);
});

test('pieces of an upload that never became a file version are swept once an hour old; files in use stay', async (t) => {
  const { app, upload, clock } = await documentsApp(t);
  const doc = await upload(Q1_2026_MDA, await pdfFile(1, 'Sample', Buffer.alloc(600 * 1024)));
  const store = fileStore(app.db);
  // What a process stopped between storing an upload and recording it leaves: pieces no file version names.
  async function* stored() {
    yield await pdfFile(1, 'Sample', Buffer.alloc(CHUNK_BYTES));
  }
  const orphan = await store.receive(stored(), clock.now);
  const count = () => app.db.run((em) => em.count(DocumentChunk, { uploadId: orphan.uploadId }));
  assert.ok((await count()) > 0);
  assert.equal(await store.sweepOrphans(clock.now()), 0, 'too recent: it may still be arriving');
  clock.advance(ORPHAN_AGE_MS + 1000);
  assert.ok((await store.sweepOrphans(clock.now())) > 0);
  assert.equal(await count(), 0);
  assert.equal((await app.inject({ method: 'GET', url: doc.url })).rawPayload.length, doc.bytes);
});

test('a document 30 days in the trash is purged with its file versions, audited as the system, and its pieces swept', async (t) => {
  const { app, call, upload, clock } = await documentsApp(t);
  const kept = await upload({ ...Q1_2026_MDA, title: 'Trashed yesterday' });
  const old = await upload();
  const chunks = () => app.db.run((em) => em.count(DocumentChunk, {}));
  const bothFiles = await chunks();
  assert.equal((await call('DELETE', `/api/admin/documents/${old.id}`)).statusCode, 204);
  clock.advance(29 * 24 * 60 * 60_000);
  assert.equal((await call('DELETE', `/api/admin/documents/${kept.id}`)).statusCode, 204);
  clock.advance(24 * 60 * 60_000 + 1000);
  const list = (await call('GET', '/api/admin/documents')).json() as AdminDocument[];
  assert.deepEqual(list.map((d) => d.title), ['Trashed yesterday']);
  assert.equal((await call('GET', `/api/admin/documents/${old.id}/files`)).statusCode, 404);
  const audit = (await call('GET', '/api/admin/audit?limit=1')).json() as AuditPage;
  assert.deepEqual(audit.entries.map(({ action, actor, documentTitle }) => ({ action, actor, documentTitle })), [{ action: 'purge', actor: null, documentTitle: old.title }]);
  await fileStore(app.db).sweepOrphans(clock.now());
  assert.equal(await chunks(), bothFiles / 2, 'the purged file is gone, the kept one stays');
});
