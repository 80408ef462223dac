import assert from 'node:assert/strict';
import { test } from 'node:test';
import { zonedInputToInstant } from '../../src/shared/company-time.ts';
import type { CompanyEvent } from '../../src/shared/events.ts';
import type { ChecklistItem } from '../../src/shared/launch-checklist.ts';
import { testClock } from '../helpers/clock.ts';
import { documentsApp, Q1_2026_MDA } from '../helpers/documents.ts';

/** An instant given as wall-clock time in the company's zone (the test environment's default), whatever its offset that day. */
const at = (local: string) => zonedInputToInstant(local, 'America/Vancouver')!.toISOString();

type Built = Awaited<ReturnType<typeof documentsApp>>;

async function page(app: Built['app'], url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  assert.equal(response.statusCode, 200, url);
  return response.body;
}

/** Which list of the AGM page names `title`: the upcoming events, or the past ones below them. */
function listedUnder(html: string, title: string): 'upcoming' | 'past' | 'absent' {
  const index = html.indexOf(`>${title}<`);
  const past = html.indexOf('>Past Events<');
  if (index === -1) return 'absent';
  return past !== -1 && index > past ? 'past' : 'upcoming';
}

test('an event is upcoming until midnight after its day in the company’s zone, then past, by the server’s clock', async (t) => {
  const clock = testClock(at('2027-01-25T23:59'));
  const { app, call } = await documentsApp(t, clock, { pages: true });
  const created = await call('POST', '/api/admin/events', { title: 'Copper Keg site tour', kind: 'other', startsAt: at('2027-01-25T10:00'), endsAt: at('2027-01-25T16:00') });
  assert.equal(created.statusCode, 201, created.body);

  // 23:59 in Vancouver, already January 26 in UTC: the tour is still today's.
  assert.equal(listedUnder(await page(app, '/investors/agm-events'), 'Copper Keg site tour'), 'upcoming');
  clock.advance(60_000);
  const html = await page(app, '/investors/agm-events');
  assert.equal(listedUnder(html, 'Copper Keg site tour'), 'past', 'from midnight where the company is');
  assert.equal(listedUnder(html, 'Annual General Meeting 2025'), 'upcoming', 'an undated event is never past');
});

test('an AGM still “Date and time TBA” after its year goes onto the launch checklist, and off it once dated; its page keeps the spec’s words', async (t) => {
  const clock = testClock(at('2025-12-31T23:59'));
  const { app, call } = await documentsApp(t, clock, { pages: true });
  const checklist = async () => ((await call('GET', '/api/admin/launch-checklist')).json() as ChecklistItem[]).filter((item) => item.kind === 'event');
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/launch-checklist' })).statusCode, 401);
  assert.deepEqual(await checklist(), [], 'still 2025 where the company is');

  clock.advance(60_000);
  const agm = ((await call('GET', '/api/admin/events')).json() as CompanyEvent[]).find((e) => e.title === 'Annual General Meeting 2025')!;
  assert.deepEqual(await checklist(), [
    {
      kind: 'event',
      key: String(agm.id),
      label: '“Annual General Meeting 2025” still says “Date and time TBA” although 2025 is over: enter the date it was held, or delete it if it did not take place',
      href: `/admin/events#event-${agm.id}`,
    },
  ]);
  const facts = ((await call('GET', '/api/admin/launch-checklist')).json() as ChecklistItem[]).filter((item) => item.kind === 'fact');
  assert.ok(facts.some((item) => item.label === 'Phone' && item.href === '/admin/company#fact-phone'), 'the unconfirmed facts are on the same checklist');
  const html = await page(app, '/investors/agm-events');
  for (const text of ['>Annual General Meeting 2025<', '>Date and time TBA<', '>Scheduled<']) assert.ok(html.includes(text), text);

  const { id, version, title, kind, location, description, url } = agm;
  const dated = await call('PUT', `/api/admin/events/${id}`, { title, kind, location, description, url, startsAt: at('2025-06-12T10:00'), version });
  assert.equal(dated.statusCode, 200, dated.body);
  assert.deepEqual(await checklist(), [], 'dated: nothing to update');
});

test('every “2018 to N” is counted from the library, and a fiscal year in progress shows what is filed and what is due next', async (t) => {
  const clock = testClock(at('2026-11-28T09:00'));
  const { app, upload } = await documentsApp(t, clock, { pages: true });
  await upload({ ...Q1_2026_MDA, title: 'MD&A Q1 2018', documentDate: '2018-01-31', fiscalYear: '2018', description: '' });
  await upload(Q1_2026_MDA);

  const hub = await page(app, '/investors');
  assert.ok(hub.includes('Quarterly and annual financial statements and MD&amp;A, 2018 to 2026.'), 'the hub’s card');
  assert.ok(hub.includes('Quarterly and annual statements with MD&amp;A, 2018 to 2026.'), 'the meeting materials’ card');
  const statements = await page(app, '/investors/financial-statements?year=2026');
  assert.match(statements, /<meta name="description" content="Quarterly and annual financial statements and MD&amp;A, 2018 to 2026\."/);
  for (const html of [hub, statements]) assert.ok(!html.includes('2018 to 2023'));

  assert.ok(statements.includes('<dt>Filed so far</dt><dd>Q1</dd>'), 'filed so far');
  assert.ok(statements.includes('<dt>Next due by June 29, 2026</dt><dd>Q2</dd>'), 'next due, 60 days after the quarter ending April 30');
  assert.ok(!statements.includes('Available</dt>') && !statements.includes('25%'), 'no share of four');
  const spec = await page(app, '/investors/financial-statements?year=2018');
  for (const tile of ['<dt>Quarterly Reports</dt><dd>4</dd>', '<dt>Annual Report</dt><dd>1</dd>', '<dt>Available</dt><dd>100%</dd>', '<dt>Compliant</dt><dd>IFRS</dd>']) {
    assert.ok(spec.includes(tile), `fiscal 2018 reads as the spec gives it: ${tile}`);
  }
});
