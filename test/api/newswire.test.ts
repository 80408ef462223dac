// Runs on PGlite too: stores the newswire record and the hold, and publishes a held release when the wire crosses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminArticle, PublicArticle } from '../../src/shared/article.ts';
import type { AuditPage } from '../../src/shared/audit.ts';
import { CHECKS_REFUSED, type CheckResults, type ChecksRefusal } from '../../src/shared/checks/disclosure-checks.ts';
import { instantToZonedInput } from '../../src/shared/company-time.ts';
import { disseminationLine, FILED_ON_SEDAR, FILING_URL_MESSAGE, NEWSWIRE_AFTER_SITE, NEWSWIRE_MISSING, NOT_HELD } from '../../src/shared/newswire.ts';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/shared/time-zone.ts';
import { testClock } from '../helpers/clock.ts';
import { ARTICLE, publishingApp } from '../helpers/publishing.ts';

const ZONE = DEFAULT_COMPANY_TIME_ZONE;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const FILING = 'https://www.sedarplus.ca/csa-party/records/document.html?id=4f1c0a';
/** The wall-clock value the admin types for `at` in the company's zone. */
const local = (at: Date) => instantToZonedInput(at, ZONE);

test('a material release whose newswire time is after its go-live is refused with 422 unless overridden, the reason audited; without one it saves with a warning', async (t) => {
  const clock = testClock();
  const { call } = await publishingApp(t, clock);
  const later = local(new Date(clock.now().getTime() + HOUR));

  const checks = (await call('POST', '/api/admin/articles/checks', { ...ARTICLE, published: true })).json() as CheckResults;
  assert.deepEqual(checks.errors, []);
  assert.deepEqual(checks.warnings.filter((w) => w.code === 'newswire-missing'), [{ code: 'newswire-missing', match: '', message: NEWSWIRE_MISSING }]);
  const unrecorded = await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'no-wire-time', published: true });
  assert.equal(unrecorded.statusCode, 201, 'a warning does not stop the save');

  const early = await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'site-first', published: true, disseminatedLocal: later });
  assert.equal(early.statusCode, 422, early.body);
  const refusal = early.json() as ChecksRefusal;
  assert.equal(refusal.message, CHECKS_REFUSED);
  assert.deepEqual(refusal.errors.map((e) => [e.code, e.message]), [['newswire-after-site', NEWSWIRE_AFTER_SITE]]);
  assert.equal((await call('GET', '/api/articles/site-first')).statusCode, 404);

  const reason = 'The wire confirmed the 08:00 slot; the time entered is the slot that was cancelled.';
  const overridden = await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'site-first', published: true, disseminatedLocal: later, override: { reason } });
  assert.equal(overridden.statusCode, 201, overridden.body);
  const log = (await call('GET', '/api/admin/audit?action=checks-override')).json() as AuditPage;
  assert.deepEqual(log.entries.map((e) => [e.articleSlug, e.note]), [['site-first', reason]]);

  const wireFirst = await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'wire-first', scheduledLocal: local(new Date(clock.now().getTime() + 2 * HOUR)), disseminatedLocal: later });
  assert.equal(wireFirst.statusCode, 201, 'scheduled after the wire: nothing to refuse');
  const commentary = await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'commentary', category: 'Market Commentary', published: true, disseminatedLocal: later });
  assert.equal(commentary.statusCode, 201, 'only material categories are held to the newswire-first rule');

  const plain = await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'plain-link', filingUrl: 'http://www.sedarplus.ca/filing' });
  assert.equal(plain.statusCode, 400);
  assert.equal((plain.json() as { errors: Record<string, string> }).errors.filingUrl, FILING_URL_MESSAGE);
});

test('a release held for the wire goes public only after Wire crossed, at the later of its schedule and the wire', async (t) => {
  const clock = testClock();
  const { call } = await publishingApp(t, clock);

  const held = (await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'held-now', published: true, holdForWire: true })).json() as AdminArticle;
  assert.equal(held.heldForWire, true);
  assert.equal(held.disseminatedAt, null);
  assert.equal((await call('GET', '/api/articles/held-now')).statusCode, 404, 'not before the wire');
  clock.advance(20 * MINUTE);
  assert.equal((await call('GET', '/api/articles/held-now')).statusCode, 404, 'a slipping wire keeps it off the site');

  const crossed = await call('POST', `/api/admin/articles/${held.id}/wire-crossed`);
  assert.equal(crossed.statusCode, 200, crossed.body);
  const answer = crossed.json() as AdminArticle;
  assert.equal(answer.disseminatedAt, clock.now().toISOString(), 'the wire moment is recorded as the newswire time');
  assert.equal(answer.disseminatedLocal, local(clock.now()));
  assert.deepEqual([answer.published, answer.heldForWire], [true, false]);
  const page = (await call('GET', '/api/articles/held-now')).json() as PublicArticle;
  assert.equal(page.disseminatedAt, clock.now().toISOString());
  const log = (await call('GET', '/api/admin/audit?limit=10')).json() as AuditPage;
  assert.deepEqual(log.entries.filter((e) => e.articleSlug === 'held-now').slice(0, 3).map((e) => e.action).sort(), ['publish', 'update', 'wire-crossed']);
  assert.equal((await call('POST', `/api/admin/articles/${held.id}/wire-crossed`)).statusCode, 409, 'the wire crosses once');
  assert.equal((await call('POST', `/api/admin/articles/${held.id}/wire-crossed`)).json().message, NOT_HELD);

  const nine = new Date(clock.now().getTime() + HOUR);
  const scheduled = (await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'held-schedule', scheduledLocal: local(nine), holdForWire: true })).json() as AdminArticle;
  assert.deepEqual([scheduled.heldForWire, scheduled.scheduledDate], [true, nine.toISOString()], 'the form still shows its schedule');
  clock.advance(2 * HOUR);
  assert.equal((await call('GET', '/api/articles/held-schedule')).statusCode, 404, 'its schedule has come, the wire has not');
  const late = (await call('POST', `/api/admin/articles/${scheduled.id}/wire-crossed`)).json() as AdminArticle;
  assert.equal(late.published, true, 'the wire is the later moment: public at once');
  assert.equal((await call('GET', '/api/articles/held-schedule')).statusCode, 200);

  const tomorrow = new Date(clock.now().getTime() + 24 * HOUR);
  const early = (await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'wire-early', scheduledLocal: local(tomorrow), holdForWire: true })).json() as AdminArticle;
  const waiting = (await call('POST', `/api/admin/articles/${early.id}/wire-crossed`)).json() as AdminArticle;
  assert.deepEqual([waiting.published, waiting.scheduledDate, waiting.heldForWire], [false, tomorrow.toISOString(), false], 'the schedule is the later moment');
  clock.advance(24 * HOUR);
  assert.equal((await call('GET', '/api/articles/wire-early')).statusCode, 200);
});

test('the release page and the feed carry the newswire line and the filing link, added later as an audited metadata save', async (t) => {
  const clock = testClock();
  const { app, call } = await publishingApp(t, clock, { pages: true });
  const release = (await call('POST', '/api/admin/articles', { ...ARTICLE, published: true })).json() as AdminArticle;
  const before = await app.inject({ method: 'GET', url: `/articles/${release.slug}` });
  assert.doesNotMatch(before.body, /Disseminated by/);

  const wire = new Date(clock.now().getTime() - 15 * MINUTE);
  clock.advance(HOUR);
  const added = await call('PUT', `/api/admin/articles/${release.id}`, { ...ARTICLE, published: true, version: release.version, disseminatedLocal: local(wire), filingUrl: FILING });
  assert.equal(added.statusCode, 200, added.body);
  const line = disseminationLine(ARTICLE.source, wire, ZONE);

  const page = await app.inject({ method: 'GET', url: `/articles/${release.slug}` });
  assert.ok(page.body.includes(line), line);
  assert.ok(page.body.includes(`href="${FILING.replaceAll('&', '&amp;')}"`), 'the filing link');
  assert.ok(page.body.includes(FILED_ON_SEDAR));
  const feed = await app.inject({ method: 'GET', url: '/feed.xml' });
  assert.ok(feed.body.includes(line), 'the feed item says when the wire carried it');
  assert.ok(feed.body.includes(`${FILED_ON_SEDAR}: ${FILING}`));

  const shown = (await call('GET', `/api/articles/${release.slug}`)).json() as PublicArticle;
  assert.deepEqual(shown.corrections, [], 'no correction');
  const log = (await call('GET', '/api/admin/audit?action=newswire-details')).json() as AuditPage;
  assert.deepEqual(log.entries.map((e) => [e.action, e.articleSlug]), [['newswire-details', release.slug]]);
});
