import assert from 'node:assert/strict';
import { test } from 'node:test';
import ical, { type VEvent } from 'node-ical';
import { calendarFile, calendarText } from '../../src/server/features/company/calendar-file.ts';
import type { CompanyEvent } from '../../src/shared/events.ts';

const OPTIONS = { siteUrl: 'https://districtcopper.com', timeZone: 'America/Vancouver' };

const event = (fields: Partial<CompanyEvent>): CompanyEvent => ({
  id: 7,
  version: 1,
  title: 'Annual General Meeting',
  kind: 'agm',
  startsAt: '2026-06-18T17:00:00.000Z',
  endsAt: '2026-06-18T19:00:00.000Z',
  location: '',
  description: '',
  url: '',
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  ...fields,
});

/** The file's properties as a client reads them: folded lines joined again (RFC 5545 section 3.1), then name and raw value. */
function properties(file: string): [string, string][] {
  return file
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)]);
}

const property = (file: string, name: string) => properties(file).filter(([n]) => n === name).map(([, value]) => value);

/** A client's parse: node-ical's reading of the one event. */
function parsedEvent(file: string): VEvent {
  const events = Object.values(ical.sync.parseICS(file)).filter((c): c is VEvent => c?.type === 'VEVENT');
  assert.equal(events.length, 1);
  return events[0]!;
}

test('line breaks of every kind become \\n and other control characters are dropped, tabs kept', () => {
  assert.equal(calendarText('One\r\ntwo\rthree\nfour\u2028five'), 'One\ntwo\nthree\nfour\nfive');
  assert.equal(calendarText('A\x01B\x1b[31mC\x7fD\x00E\u0085F\x9fG\tH'), 'AB[31mCDE\nFG\tH');
});

test('raw line breaks and control characters never reach the file: SUMMARY, LOCATION, DESCRIPTION and X-WR-CALNAME read back as typed, cleaned', () => {
  const hostile = event({
    title: 'AGM\rvote\x01 now\x1b',
    location: 'Hall A\r\nVancouver\x7f',
    description: 'Agenda:\n1. Directors\r2. Auditor\x00\nBEGIN:VALARM',
    url: 'https://example.com/agm\x01',
  });
  const file = calendarFile([hostile], { ...OPTIONS, name: 'AGM\rvote\x01; now, here' });
  for (const line of file.split('\r\n')) assert.doesNotMatch(line, /(?!\t)\p{Cc}/u, JSON.stringify(line));
  assert.deepEqual(property(file, 'SUMMARY'), ['AGM\\nvote now']);
  assert.deepEqual(property(file, 'LOCATION'), ['Hall A\\nVancouver']);
  assert.deepEqual(property(file, 'DESCRIPTION'), ['Agenda:\\n1. Directors\\n2. Auditor\\nBEGIN:VALARM']);
  assert.deepEqual(property(file, 'X-WR-CALNAME'), ['AGM\\nvote\\; now\\, here']);
  assert.deepEqual(property(file, 'BEGIN'), ['VCALENDAR', 'VEVENT'], 'the description starts no component');
  const parsed = parsedEvent(file);
  assert.equal(parsed.summary, 'AGM\nvote now');
  assert.equal(parsed.location, 'Hall A\nVancouver');
  assert.equal(parsed.description, 'Agenda:\n1. Directors\n2. Auditor\nBEGIN:VALARM');
  assert.equal(parsed.url, 'https://example.com/agm');
});

test('a long calendar name is folded whole, and the zone follows it as a property of its own', () => {
  const title = `Annual General and Special Meeting of Shareholders, ${'with a long agenda '.repeat(8)}`.trim();
  const file = calendarFile([event({ title })], { ...OPTIONS, name: title });
  assert.match(file, /\r\nX-WR-CALNAME:[^\r\n]*\r\n\t[^\r\n]*\r\n\t/, 'folded over several lines');
  assert.deepEqual(property(file, 'X-WR-CALNAME'), [title.replace(',', '\\,')]);
  assert.deepEqual(property(file, 'X-WR-TIMEZONE'), ['America/Vancouver']);
  assert.equal(parsedEvent(file).summary, title);
});
