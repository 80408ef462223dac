import assert from 'node:assert/strict';
import { test } from 'node:test';
import ical, { type VEvent } from 'node-ical';
import type { AuditPage } from '../../src/shared/audit.ts';
import type { CompanyEvent } from '../../src/shared/events.ts';
import { publishingApp } from '../helpers/publishing.ts';

const CONFERENCE = {
  title: 'Vancouver Resource Investment Conference',
  kind: 'conference',
  startsAt: '2027-01-25T10:30:00-08:00',
  endsAt: '2027-01-25T11:00:00-08:00',
  location: 'Vancouver Convention Centre, Vancouver, BC',
  description: 'The CEO presents District Copper, then takes questions.',
  url: 'https://example.com/vric',
};

type Call = Awaited<ReturnType<typeof publishingApp>>['call'];

async function created(call: Call, body: object = CONFERENCE): Promise<CompanyEvent> {
  const response = await call('POST', '/api/admin/events', body);
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as CompanyEvent;
}

test('a fresh install lists the spec AGM, its date still to be announced', async (t) => {
  const { call } = await publishingApp(t);
  const [agm, ...others] = (await call('GET', '/api/admin/events')).json() as CompanyEvent[];
  assert.deepEqual(others, []);
  assert.deepEqual([agm!.title, agm!.kind, agm!.startsAt, agm!.location], ['Annual General Meeting 2025', 'agm', null, 'Vancouver, British Columbia']);
});

test('events need a session', async (t) => {
  const { app } = await publishingApp(t);
  for (const [method, url] of [['GET', '/api/admin/events'], ['POST', '/api/admin/events'], ['PUT', '/api/admin/events/1'], ['DELETE', '/api/admin/events/1'], ['POST', '/api/admin/events/1/restore']] as const) {
    assert.equal((await app.inject({ method, url, payload: method === 'GET' ? undefined : CONFERENCE })).statusCode, 401, `${method} ${url}`);
  }
});

test('an event is created, edited with its version, trashed and restored, each write audited', async (t) => {
  const { call } = await publishingApp(t);
  const event = await created(call);
  assert.equal(event.startsAt, '2027-01-25T18:30:00.000Z', 'kept as the instant it names');
  assert.equal(event.version, 1);

  const edited = await call('PUT', `/api/admin/events/${event.id}`, { ...CONFERENCE, location: 'Online', version: 1 });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.deepEqual([(edited.json() as CompanyEvent).location, (edited.json() as CompanyEvent).version], ['Online', 2]);

  const stale = await call('PUT', `/api/admin/events/${event.id}`, { ...CONFERENCE, version: 1 });
  assert.equal(stale.statusCode, 409);
  assert.deepEqual(stale.json(), { message: 'This event was changed elsewhere; reload to see the latest version' });

  assert.equal((await call('DELETE', `/api/admin/events/${event.id}`)).statusCode, 204);
  assert.ok(!((await call('GET', '/api/admin/events')).json() as CompanyEvent[]).some((e) => e.id === event.id), 'gone from the list');
  assert.equal((await call('PUT', `/api/admin/events/${event.id}`, { ...CONFERENCE, version: 2 })).statusCode, 404, 'a trashed event cannot be edited');
  assert.equal((await call('POST', `/api/admin/events/${event.id}/restore`)).statusCode, 204);
  assert.ok(((await call('GET', '/api/admin/events')).json() as CompanyEvent[]).some((e) => e.id === event.id), 'back');
  assert.equal((await call('POST', `/api/admin/events/${event.id}/restore`)).statusCode, 409, 'not in the trash any more, answered as for every kind');

  // The verbs every publishable kind is audited with (test/api/publishable-lifecycle.test.ts).
  const log = ((await call('GET', '/api/admin/audit')).json() as AuditPage).entries.filter((e) => e.itemKind === 'event' && e.itemId === String(event.id));
  assert.deepEqual(log.map((e) => [e.action, e.subject]), [
    ['trash-restore', CONFERENCE.title],
    ['trash', CONFERENCE.title],
    ['update', CONFERENCE.title],
    ['publish', CONFERENCE.title],
    ['create', CONFERENCE.title],
  ]);
});

test('an invalid event is refused with 400 naming the field', async (t) => {
  const { call } = await publishingApp(t);
  const cases: [object, string, string][] = [
    [{ title: '' }, 'title', 'Title is required'],
    [{ kind: 'party' }, 'kind', 'Kind must be agm, conference, webcast or other'],
    [{ startsAt: 'next Tuesday' }, 'startsAt', 'Starts at must be a date and time (ISO 8601, with its offset)'],
    [{ endsAt: '2027-01-25T09:00:00-08:00' }, 'endsAt', 'Ends at must be after the start'],
    [{ url: 'ftp://example.com' }, 'url', 'Link must be a web address starting with http:// or https://'],
  ];
  for (const [change, field, message] of cases) {
    const response = await call('POST', '/api/admin/events', { ...CONFERENCE, ...change });
    assert.equal(response.statusCode, 400, JSON.stringify(change));
    assert.equal((response.json() as { errors: Record<string, string> }).errors[field], message);
  }
  const undated = await created(call, { title: 'Site visit', kind: 'other' });
  assert.equal(undated.startsAt, null, 'a date still to be announced is allowed');
  assert.equal((await call('PUT', `/api/admin/events/${undated.id}`, { title: 'Site visit', kind: 'other' })).statusCode, 400, 'an edit needs its version');
});

test('control characters typed into an event never reach its .ics: line breaks read back as \\n, the rest dropped', async (t) => {
  const { app, call } = await publishingApp(t);
  const event = await created(call, { ...CONFERENCE, title: 'AGM\rvote\x01 now\x1b', location: 'Hall A\x7f', description: 'Agenda:\r\n1. Directors\rBEGIN:VALARM' });
  for (const url of [`/events/${event.id}.ics`, '/events.ics']) {
    const file = (await app.inject({ method: 'GET', url })).body;
    for (const line of file.split('\r\n')) assert.doesNotMatch(line, /(?!\t)\p{Cc}/u, `${url}: ${JSON.stringify(line)}`);
    const unfolded = file.replace(/\r\n[ \t]/g, '');
    assert.match(unfolded, /\r\nSUMMARY:AGM\\nvote now\r\n/, url);
    const [parsed] = Object.values(ical.sync.parseICS(file)).filter((c): c is VEvent => c?.type === 'VEVENT' && c.uid.startsWith(`event-${event.id}@`));
    assert.deepEqual([parsed?.summary, parsed?.location, parsed?.description], ['AGM\nvote now', 'Hall A', 'Agenda:\n1. Directors\nBEGIN:VALARM'], url);
  }
  assert.match((await app.inject({ method: 'GET', url: `/events/${event.id}.ics` })).body, /\r\nX-WR-CALNAME:AGM\\nvote now\r\n/);
});

test('/events/{id}.ics and /events.ics are iCalendar files a parser reads, starts in UTC and the zone named', async (t) => {
  const { app, call } = await publishingApp(t);
  const event = await created(call);
  await created(call, { ...CONFERENCE, title: 'Q4 results webcast', kind: 'webcast', startsAt: '2027-03-02T21:00:00Z', endsAt: null });

  const one = await app.inject({ method: 'GET', url: `/events/${event.id}.ics` });
  assert.equal(one.statusCode, 200);
  assert.match(String(one.headers['content-type']), /^text\/calendar/);
  assert.match(one.body, /^BEGIN:VCALENDAR\r\n/);
  assert.match(one.body, /\r\nX-WR-TIMEZONE:America\/Vancouver\r\n/);
  const parsed = Object.values(ical.sync.parseICS(one.body)).filter((c): c is VEvent => c?.type === 'VEVENT');
  assert.equal(parsed.length, 1);
  assert.equal(parsed[0]!.summary, CONFERENCE.title);
  assert.equal(parsed[0]!.start.toISOString(), '2027-01-25T18:30:00.000Z');
  assert.equal(parsed[0]!.end?.toISOString(), '2027-01-25T19:00:00.000Z');
  assert.equal(parsed[0]!.location, CONFERENCE.location);

  const feed = await app.inject({ method: 'GET', url: '/events.ics' });
  assert.equal(feed.statusCode, 200);
  const all = Object.values(ical.sync.parseICS(feed.body)).filter((c): c is VEvent => c?.type === 'VEVENT');
  assert.deepEqual(all.map((e) => [e.summary, e.start.toISOString()]).sort(), [
    ['Q4 results webcast', '2027-03-02T21:00:00.000Z'],
    [CONFERENCE.title, '2027-01-25T18:30:00.000Z'],
  ], 'the undated AGM cannot be in a calendar yet');

  const agm = ((await call('GET', '/api/admin/events')).json() as CompanyEvent[]).find((e) => e.kind === 'agm');
  assert.equal((await app.inject({ method: 'GET', url: `/events/${agm!.id}.ics` })).statusCode, 404, 'no file for an undated event');
  assert.equal((await app.inject({ method: 'GET', url: '/events/abc.ics' })).statusCode, 404);
  await call('DELETE', `/api/admin/events/${event.id}`);
  assert.equal((await app.inject({ method: 'GET', url: `/events/${event.id}.ics` })).statusCode, 404, 'a trashed event is gone');
});
