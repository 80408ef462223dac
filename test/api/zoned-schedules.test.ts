// Runs on PGlite too: stores schedules and event times and reads them back through the public addresses.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import ical, { type VEvent } from 'node-ical';
import type { AdminArticle } from '../../src/shared/article.ts';
import { zonedInputToInstant } from '../../src/shared/company-time.ts';
import type { AdminDocument, DocumentRevision, PublicDocument } from '../../src/shared/document-library.ts';
import type { AdminEvent } from '../../src/shared/events.ts';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/shared/time-zone.ts';
import { localTimeMessage, missingLocalTimeMessage, timeLabel } from '../../src/shared/zoned-time.ts';
import { testClock } from '../helpers/clock.ts';
import { documentsApp, Q1_2026_MDA } from '../helpers/documents.ts';
import { ARTICLE, publishingApp } from '../helpers/publishing.ts';

const ZONE = DEFAULT_COMPANY_TIME_ZONE;
const NINE = '2026-11-28T09:00';
const MINUTE = 60_000;
/** 09:00 on November 28 in the company's zone, by the zone data of the process the server runs in. */
const AT = zonedInputToInstant(NINE, ZONE)!;
/** The evening before, in Vancouver: the schedule is still ahead. */
const clockBefore = () => testClock('2026-11-28T04:00:00Z');

test('a document scheduled as 09:00 company time is stored at the instant the server reads, labelled, and public from that minute, not one before', async (t) => {
  const clock = clockBefore();
  const { app, upload } = await documentsApp(t, clock);
  const doc = await upload({ ...Q1_2026_MDA, title: 'Notice of Meeting 2026', kind: 'agm-notice', documentDate: '2026-11-02', published: 'false', scheduledLocal: NINE });
  assert.equal(doc.status, 'scheduled');
  assert.equal(doc.scheduledDate, AT.toISOString(), 'the instant of 09:00 where the company is');
  assert.equal(doc.scheduledLocal, NINE, 'read back as typed');
  assert.equal(doc.scheduledLabel, timeLabel(AT, ZONE));
  assert.match(doc.scheduledLabel!, /^November 28, 2026, 9:00 AM \S+$/, 'the time with the zone named');

  const listed = async () => ((await app.inject({ method: 'GET', url: '/api/documents?kind=agm-notice' })).json() as PublicDocument[]).map((d) => d.title);
  clock.advance(AT.getTime() - MINUTE - clock.now().getTime());
  assert.deepEqual(await listed(), [], 'not listed a minute before');
  assert.equal((await app.inject({ method: 'GET', url: doc.url })).statusCode, 404, 'its file is not served a minute before');
  clock.advance(MINUTE);
  assert.deepEqual(await listed(), ['Notice of Meeting 2026'], 'listed on the minute');
  assert.equal((await app.inject({ method: 'GET', url: doc.url })).statusCode, 200, 'served on the minute');
});

test('a release scheduled as 09:00 company time goes public at the instant the server reads, not a minute before', async (t) => {
  const clock = clockBefore();
  const { app, create, call } = await publishingApp(t, clock);
  const article = await create({ slug: 'nine-oclock-release', scheduledLocal: NINE } as Partial<typeof ARTICLE>);
  assert.deepEqual([article.scheduledDate, article.scheduledLocal, article.scheduledLabel], [AT.toISOString(), NINE, timeLabel(AT, ZONE)]);
  const listed = ((await call('GET', '/api/admin/articles')).json() as AdminArticle[]).find((a) => a.id === article.id)!;
  assert.deepEqual([listed.scheduledLocal, listed.scheduledLabel], [NINE, timeLabel(AT, ZONE)], 'the list answers the same');

  clock.advance(AT.getTime() - MINUTE - clock.now().getTime());
  assert.equal((await app.inject({ method: 'GET', url: '/api/articles/nine-oclock-release' })).statusCode, 404, 'not public a minute before');
  clock.advance(MINUTE);
  assert.equal((await app.inject({ method: 'GET', url: '/api/articles/nine-oclock-release' })).statusCode, 200, 'public on the minute');
  const after = ((await call('GET', '/api/admin/articles')).json() as AdminArticle[]).find((a) => a.id === article.id)!;
  assert.deepEqual([after.published, after.scheduledLocal, after.scheduledLabel], [true, null, null], 'a spent schedule is gone from the answer');
});

test('an event given its times as typed in the company zone is stored at the instants the server reads, in its answer and its calendar file', async (t) => {
  const { app, call } = await publishingApp(t, clockBefore());
  const response = await call('POST', '/api/admin/events', { title: 'Annual General Meeting 2026', kind: 'agm', startsAtLocal: NINE, endsAtLocal: '2026-11-28T11:30', location: 'Vancouver' });
  assert.equal(response.statusCode, 201, response.body);
  const event = response.json() as AdminEvent;
  const end = zonedInputToInstant('2026-11-28T11:30', ZONE)!;
  assert.deepEqual(
    [event.startsAt, event.startsAtLocal, event.startsAtLabel, event.endsAt, event.endsAtLocal, event.endsAtLabel],
    [AT.toISOString(), NINE, timeLabel(AT, ZONE), end.toISOString(), '2026-11-28T11:30', timeLabel(end, ZONE)],
  );
  const calendar = Object.values(ical.sync.parseICS((await app.inject({ method: 'GET', url: `/events/${event.id}.ics` })).body)).find((c): c is VEvent => c?.type === 'VEVENT')!;
  assert.equal(calendar.start.toISOString(), AT.toISOString(), 'the calendar file starts at the same instant');

  const moved = await call('PUT', `/api/admin/events/${event.id}`, { title: event.title, kind: 'agm', startsAtLocal: '2026-11-28T10:00', endsAtLocal: null, version: event.version });
  assert.equal(moved.statusCode, 200, moved.body);
  assert.deepEqual([moved.json().startsAt, moved.json().endsAt], [zonedInputToInstant('2026-11-28T10:00', ZONE)!.toISOString(), null], 'moved, its end cleared');
});

test('a malformed or impossible time typed in the company zone is refused with 400 naming its field', async (t) => {
  const { call, send } = await documentsApp(t, clockBefore());
  const upload = await send('/api/admin/documents', { ...Q1_2026_MDA, published: 'false', scheduledLocal: '28/11/2026 9:00' }, { name: 'x.pdf', data: Buffer.from('%PDF-') });
  assert.equal(upload.statusCode, 400);
  assert.deepEqual(upload.json().errors, { scheduledLocal: localTimeMessage('Scheduled time') });

  const release = await call('POST', '/api/admin/articles', { ...ARTICLE, scheduledLocal: '2026-11-28 09:00' });
  assert.equal(release.statusCode, 400);
  assert.deepEqual(release.json().errors, { scheduledLocal: localTimeMessage('Scheduled time') });
  const impossible = await call('POST', '/api/admin/articles', { ...ARTICLE, scheduledLocal: '2026-02-30T09:00' });
  assert.equal(impossible.statusCode, 400);
  assert.deepEqual(impossible.json().errors, { scheduledLocal: missingLocalTimeMessage('Scheduled time', ZONE) });

  const event = await call('POST', '/api/admin/events', { title: 'AGM', kind: 'agm', startsAtLocal: '2026-11-28T9:00' });
  assert.equal(event.statusCode, 400);
  assert.deepEqual(event.json().errors, { startsAtLocal: localTimeMessage('Starts at') });
});

test("a document's title, date, kind, period and description are edited in place, each edit kept as a revision, and visitors see it at once", async (t) => {
  const { app, call, upload } = await documentsApp(t, clockBefore());
  const deck = await upload({ title: 'Corporate Presentation', kind: 'presentation', documentDate: '2025-05-06', description: 'May 2025 deck.', published: 'true' });
  const body = { title: 'Corporate Presentation November 2026', kind: 'presentation', documentDate: '2026-11-02', description: 'The November 2026 deck.', published: true, version: deck.version };
  const edited = await call('PUT', `/api/admin/documents/${deck.id}`, body);
  assert.equal(edited.statusCode, 200, edited.body);
  const [listed] = (await app.inject({ method: 'GET', url: '/api/documents?kind=presentation' })).json() as PublicDocument[];
  assert.deepEqual([listed!.title, listed!.documentDate, listed!.description], [body.title, '2026-11-02', 'The November 2026 deck.']);

  const asStatements = await call('PUT', `/api/admin/documents/${deck.id}`, { ...body, kind: 'financial-statements', fiscalYear: 2026, quarter: 'Q4', version: (edited.json() as AdminDocument).version });
  assert.equal(asStatements.statusCode, 200, asStatements.body);
  assert.deepEqual([asStatements.json().kind, asStatements.json().fiscalYear, asStatements.json().quarter], ['financial-statements', 2026, 'Q4']);
  const revisions = (await call('GET', `/api/admin/documents/${deck.id}/revisions`)).json() as DocumentRevision[];
  assert.deepEqual(revisions.map((r) => [r.snapshot.title, r.snapshot.documentDate, r.snapshot.kind]), [
    [body.title, '2026-11-02', 'financial-statements'],
    [body.title, '2026-11-02', 'presentation'],
    ['Corporate Presentation', '2025-05-06', 'presentation'],
  ]);
});
