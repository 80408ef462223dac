// Runs on PGlite too: records "Still current" and reads each subject's own last save beside it.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AuditPage } from '../../src/shared/audit.ts';
import type { ChecklistItem } from '../../src/shared/launch-checklist.ts';
import { currentAsOf, documentSubject, overdueReviewLabel, pageSubject, type ReviewItem, UNKNOWN_SUBJECT } from '../../src/shared/review-dates.ts';
import { testClock } from '../helpers/clock.ts';
import { documentsApp } from '../helpers/documents.ts';

const DAY = 24 * 3_600_000;
const PRESENTATION = { title: 'Corporate Presentation March 2026', kind: 'presentation', documentDate: '2026-03-01', description: 'Strategy and projects.', published: 'true' };

test('an overdue review appears on the dashboard checklist and leaves it after "Still current"; the public pages say when it was confirmed', async (t) => {
  const clock = testClock();
  const { app, call, upload } = await documentsApp(t, clock, { pages: true });
  const reviews = async () => (await call('GET', '/api/admin/reviews')).json() as ReviewItem[];
  const checklist = async () => ((await call('GET', '/api/admin/launch-checklist')).json() as ChecklistItem[]).filter((i) => i.kind === 'review');
  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  const deck = await upload(PRESENTATION, undefined, 'presentation-2026.pdf');
  const subject = documentSubject(deck.id);
  const saved = (await reviews()).find((i) => i.subject === subject)!;
  assert.deepEqual([saved.confirmedOn, saved.intervalMonths, saved.overdue], [clock.now().toISOString(), 6, false], 'uploading it confirms it; a presentation is reviewed every 6 months');
  assert.ok((await page('/investors/corporate-presentation')).includes(currentAsOf(clock.now())), 'the presentation is dated');
  assert.ok(!(await checklist()).some((i) => i.key === subject));

  const stonyLake = pageSubject('/projects/stony-lake');
  const never = (await checklist()).find((i) => i.key === stonyLake);
  assert.deepEqual(never, { kind: 'review', key: stonyLake, label: 'Stony Lake project figures: never confirmed; reviewed every 12 months', href: '/projects/stony-lake' });
  assert.doesNotMatch(await page('/projects/stony-lake'), /Information current as of/, 'never confirmed: no date to show');

  clock.advance(200 * DAY);
  const overdue = (await reviews()).find((i) => i.subject === subject)!;
  assert.equal(overdue.overdue, true);
  assert.deepEqual((await checklist()).find((i) => i.key === subject), { kind: 'review', key: subject, label: overdueReviewLabel(overdue), href: '/admin/documents' });

  for (const current of [subject, stonyLake]) {
    const confirmed = await call('POST', '/api/admin/reviews/still-current', { subject: current });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    assert.deepEqual([(confirmed.json() as ReviewItem).confirmedOn, (confirmed.json() as ReviewItem).overdue], [clock.now().toISOString(), false]);
  }
  const left = (await checklist()).map((i) => i.key);
  assert.ok(!left.includes(subject) && !left.includes(stonyLake), 'both left the list');
  assert.ok((await page('/investors/corporate-presentation')).includes(currentAsOf(clock.now())), 'the cached page shows the new date');
  assert.ok((await page('/projects/stony-lake')).includes(currentAsOf(clock.now())));

  const log = (await call('GET', '/api/admin/audit?action=review-confirmed')).json() as AuditPage;
  assert.deepEqual(log.entries.map((e) => e.subject).sort(), [`Corporate Presentation: ${PRESENTATION.title}`, 'Stony Lake project figures'].sort());
  const unknown = await call('POST', '/api/admin/reviews/still-current', { subject: 'page:/nowhere' });
  assert.deepEqual([unknown.statusCode, unknown.json().message], [404, UNKNOWN_SUBJECT]);
});
