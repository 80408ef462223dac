// Runs on PGlite too: reads which public technical report supersedes which, and the archive setting.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminArticle, PublicArticle } from '../../src/shared/article.ts';
import { archivedNotice } from '../../src/shared/archive.ts';
import type { PublicDocument } from '../../src/shared/document-library.ts';
import { citedSupersededNotice, supersededLine } from '../../src/shared/superseded.ts';
import { testClock } from '../helpers/clock.ts';
import { documentsApp } from '../helpers/documents.ts';
import { ARTICLE } from '../helpers/publishing.ts';

const REPORT = { kind: 'technical-report', description: 'NI 43-101 technical report.', published: 'true', project: 'stony-lake' };
const escaped = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

test('a second technical report for a project marks the first superseded on every page that lists it and on the releases that cite it; the file stays available', async (t) => {
  const { app, call, upload } = await documentsApp(t, testClock(), { pages: true });
  const first = await upload({ ...REPORT, title: 'Stony Lake Technical Report 2024', documentDate: '2024-05-01' }, undefined, 'stony-lake-2024.pdf');
  const other = await upload({ ...REPORT, title: 'Copper Keg Technical Report 2024', documentDate: '2024-06-01', project: 'copper-keg' }, undefined, 'copper-keg-2024.pdf');
  const release = (await call('POST', '/api/admin/articles', { ...ARTICLE, published: true, content: `<p>See the <a href="${first.url}">technical report</a>.</p>` })).json() as AdminArticle;
  assert.deepEqual(((await call('GET', `/api/articles/${release.slug}`)).json() as PublicArticle).notices, [], 'current: nothing to say');

  const second = await upload({ ...REPORT, title: 'Stony Lake Technical Report 2026', documentDate: '2026-02-01' }, undefined, 'stony-lake-2026.pdf');
  const by = { title: second.title, documentDate: second.documentDate };
  const listed = (await app.inject({ method: 'GET', url: '/api/documents?kind=technical-report' })).json() as PublicDocument[];
  const superseded = (id: number) => listed.find((d) => d.id === id)!.supersededBy;
  assert.deepEqual([superseded(first.id), superseded(second.id), superseded(other.id)], [by, null, null], 'only the same project’s newer report supersedes');

  const reports = (await app.inject({ method: 'GET', url: '/projects/reports' })).body;
  assert.ok(reports.includes(escaped(supersededLine(by))), supersededLine(by));
  assert.equal(reports.match(/>Available</g)?.length, listed.length, 'every report is still Available');
  assert.equal((await app.inject({ method: 'GET', url: first.url })).statusCode, 200, 'the superseded file stays available');

  const notice = citedSupersededNotice(first.title, by);
  const shown = (await call('GET', `/api/articles/${release.slug}`)).json() as PublicArticle;
  assert.deepEqual(shown.notices, [{ kind: 'superseded', text: notice }]);
  assert.ok((await app.inject({ method: 'GET', url: `/articles/${release.slug}` })).body.includes(escaped(notice)), 'on the release page, not in its body');
  assert.ok(!shown.content.includes('superseded'));
});

test('a release older than the company’s archive period keeps its address with the archive banner; the period is the company’s choice', async (t) => {
  const { call } = await documentsApp(t, testClock());
  const old = (await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'old-results', date: '2023-06-01', published: true })).json() as AdminArticle;
  const notices = async () => ((await call('GET', `/api/articles/${old.slug}`)).json() as PublicArticle).notices;
  assert.deepEqual((await call('GET', '/api/admin/settings/archive')).json(), { months: 24 }, 'two years by default');
  assert.deepEqual(await notices(), [{ kind: 'archived', text: archivedNotice(old.date) }]);
  assert.equal(archivedNotice(old.date), 'Archived: this release was current on June 1, 2023 and may no longer be accurate');
  assert.ok(((await call('GET', '/api/articles')).json() as { slug: string }[]).some((a) => a.slug === old.slug), 'still in the list');

  const longer = await call('PUT', '/api/admin/settings/archive', { months: 48 });
  assert.equal(longer.statusCode, 200, longer.body);
  assert.deepEqual(await notices(), []);
  assert.equal((await call('PUT', '/api/admin/settings/archive', { months: 2 })).statusCode, 400);
});
