import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminArticle } from '../../src/shared/article.ts';
import type { AuditPage } from '../../src/shared/audit.ts';
import { CHECKS_REFUSED, type ChecksRefusal } from '../../src/shared/checks/disclosure-checks.ts';
import { formatCorrectionTime } from '../../src/shared/company-time.ts';
import type { RevisionSummary } from '../../src/shared/revision.ts';
import { testClock } from '../helpers/clock.ts';
import { ARTICLE, publishingApp } from '../helpers/publishing.ts';

const DISCLOSURE = { slug: 'copper-keg-assays', content: '<p>Hole DC-25-04 returned 0.62% Cu over 148 m.</p>' };
const QP_UNCONFIRMED = '"0.62% Cu" is technical disclosure, and the Qualified Person is not yet confirmed in the company facts.';
const HOUR = 3_600_000;

test('publishing or scheduling a release with check errors is refused with the errors, and a draft saves unchecked', async (t) => {
  const clock = testClock();
  const { call } = await publishingApp(t, clock);

  const now = await call('POST', '/api/admin/articles', { ...ARTICLE, ...DISCLOSURE, published: true });
  assert.equal(now.statusCode, 422, now.body);
  assert.deepEqual(now.json() as ChecksRefusal, { message: CHECKS_REFUSED, errors: [{ code: 'qp-missing', match: '0.62% Cu', message: QP_UNCONFIRMED }] });
  const later = new Date(clock.now().getTime() + HOUR).toISOString();
  const scheduled = await call('POST', '/api/admin/articles', { ...ARTICLE, ...DISCLOSURE, scheduledDate: later });
  assert.equal(scheduled.statusCode, 422, scheduled.body);
  assert.equal((await call('GET', '/api/articles/copper-keg-assays')).statusCode, 404);

  const draft = await call('POST', '/api/admin/articles', { ...ARTICLE, ...DISCLOSURE });
  assert.equal(draft.statusCode, 201, draft.body);
  const saved = draft.json() as AdminArticle;
  const edited = await call('PUT', `/api/admin/articles/${saved.id}`, { ...ARTICLE, ...DISCLOSURE, title: 'Copper Keg results', version: saved.version });
  assert.equal(edited.statusCode, 200, 'a draft edit is not checked either');

  const publish = await call('PUT', `/api/admin/articles/${saved.id}`, { ...ARTICLE, ...DISCLOSURE, published: true, version: saved.version + 1 });
  assert.equal(publish.statusCode, 422, publish.body);
  assert.equal((publish.json() as ChecksRefusal).errors[0]!.code, 'qp-missing');
  assert.equal((await call('GET', '/api/articles/copper-keg-assays')).statusCode, 404, 'the refused update left it a draft');
});

test('an override with a reason publishes despite the errors, and the reason is in the audit log', async (t) => {
  const { call } = await publishingApp(t);
  const reason = 'The QP, Jane Doe, approved this text by e-mail; the company facts are updated next week.';

  for (const [override, message] of [
    [{ reason: '  ' }, 'Override reason is required'],
    [{ reason: 'x'.repeat(501) }, 'Override reason must be at most 500 characters'],
  ] as const) {
    const refused = await call('POST', '/api/admin/articles', { ...ARTICLE, ...DISCLOSURE, published: true, override });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal((refused.json() as { errors: Record<string, string> }).errors['override.reason'], message);
  }

  const created = await call('POST', '/api/admin/articles', { ...ARTICLE, ...DISCLOSURE, published: true, override: { reason } });
  assert.equal(created.statusCode, 201, created.body);
  assert.equal((await call('GET', '/api/articles/copper-keg-assays')).statusCode, 200);

  const log = (await call('GET', '/api/admin/audit?action=checks-override')).json() as AuditPage;
  assert.deepEqual(
    log.entries.map((e) => [e.action, e.actor, e.articleSlug, e.note]),
    [['checks-override', 'admin', 'copper-keg-assays', reason]],
  );
  const clean = await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'clean-release', published: true, override: { reason: 'Not needed' } });
  assert.equal(clean.statusCode, 201, clean.body);
  assert.equal(((await call('GET', '/api/admin/audit?action=checks-override')).json() as AuditPage).entries.length, 1, 'an override of nothing is not recorded');
});

test('a correction note shows on the public page under the date and dates the feed item; a typo fix shows nothing', async (t) => {
  const clock = testClock();
  const { app, call, create } = await publishingApp(t, clock, { pages: true });
  const release = await create({ published: true });
  const typo = await create({ slug: 'typo-release', published: true });
  clock.advance(HOUR);
  // Cached first, so the correction must drop the page to show.
  assert.equal((await app.inject({ method: 'GET', url: `/articles/${release.slug}` })).statusCode, 200);

  const note = 'The interval was 148 metres, not 184 metres as first stated.';
  const corrected = await call('PUT', `/api/admin/articles/${release.id}`, { ...ARTICLE, content: '<p>Hole SL-25-04 cut porphyry copper along 148 metres of core, as corrected.</p>', published: true, version: release.version, correctionNote: note });
  assert.equal(corrected.statusCode, 200, corrected.body);
  const fixed = await call('PUT', `/api/admin/articles/${typo.id}`, { ...ARTICLE, slug: typo.slug, title: 'Stony Lake Drilling Confirms Porphyry Copper.', published: true, version: typo.version });
  assert.equal(fixed.statusCode, 200, fixed.body);

  const page = (await app.inject({ method: 'GET', url: `/articles/${release.slug}` })).body;
  const at = clock.now();
  const shown = formatCorrectionTime(at, 'America/Vancouver');
  assert.equal(shown, 'March 2, 2026, 10:00 AM PST');
  assert.ok(page.includes(`Updated <time dateTime="${at.toISOString()}">${shown}</time>: ${note}`), `the correction line, dated ${shown}`);
  assert.match(page, /as corrected\./);
  const typoPage = (await app.inject({ method: 'GET', url: `/articles/${typo.slug}` })).body;
  assert.match(typoPage, /Porphyry Copper\./);
  assert.ok(!typoPage.includes('data-correction'), 'no correction line without a note');

  const feed = (await app.inject({ method: 'GET', url: '/feed.xml' })).body;
  const item = (slug: string) => feed.split('<item>').find((part) => part.includes(`/articles/${slug}<`)) ?? '';
  assert.ok(item(release.slug).includes(`<atom:updated>${at.toISOString()}</atom:updated>`), item(release.slug));
  assert.ok(!item(typo.slug).includes('atom:updated'));

  const history = (await call('GET', `/api/admin/articles/${release.id}/revisions`)).json() as RevisionSummary[];
  assert.deepEqual(history.map((r) => r.version), [2, 1], 'both versions are kept');
  const log = (await call('GET', '/api/admin/audit?action=correction')).json() as AuditPage;
  assert.deepEqual(log.entries.map((e) => [e.articleSlug, e.note]), [[release.slug, note]]);
});

test('only a release that is public and stays public takes a correction note', async (t) => {
  const { call, create } = await publishingApp(t);
  const draft = await create();
  const refused = await call('PUT', `/api/admin/articles/${draft.id}`, { ...ARTICLE, version: draft.version, correctionNote: 'Fixed a figure.' });
  assert.equal(refused.statusCode, 400, refused.body);
  assert.deepEqual(refused.json(), {
    message: 'Only a release that is public, and stays public, can be corrected',
    errors: { correctionNote: 'Only a release that is public, and stays public, can be corrected' },
  });
  const long = await call('PUT', `/api/admin/articles/${draft.id}`, { ...ARTICLE, published: true, version: draft.version, correctionNote: 'x'.repeat(301) });
  assert.equal(long.statusCode, 400);
  assert.equal((long.json() as { errors: Record<string, string> }).errors.correctionNote, 'Correction note must be at most 300 characters');
});
