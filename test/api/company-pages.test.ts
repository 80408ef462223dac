import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { CompanyFactsState } from '../../src/shared/company-facts.ts';
import type { CompanyEvent } from '../../src/shared/events.ts';
import { publishingApp } from '../helpers/publishing.ts';

type Built = Awaited<ReturnType<typeof publishingApp>>;

async function page(app: Built['app'], url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  assert.equal(response.statusCode, 200, url);
  return response.body;
}

async function saveFacts(call: Built['call'], edit: (facts: CompanyFactsState['facts']) => void) {
  const state = (await call('GET', '/api/admin/company')).json() as CompanyFactsState;
  edit(state.facts);
  const saved = await call('PUT', '/api/admin/company', state);
  assert.equal(saved.statusCode, 200, saved.body);
}

test('a new phone number and an officer’s name show on the very next request of the pages that show them', async (t) => {
  const { app, call } = await publishingApp(t, undefined, { pages: true });
  // Rendered and cached first, so the write must drop them. Until then no placeholder reaches a visitor.
  for (const url of ['/contact', '/corporate/corporate-directory', '/investors', '/corporate/management']) {
    // Its text and island data, not its styles (whose attribute selectors are bracketed too).
    const html = (await page(app, url)).replace(/<style[\s\S]*?<\/style>/g, '');
    assert.ok(!/000-000\d|\[[A-Za-z][^\]<"]*\]/.test(html), `${url} shows no placeholder`);
  }
  const directory = await page(app, '/corporate/corporate-directory');
  for (const title of ['Corporate Office', 'Registered Office', 'Legal Counsel', 'Auditor', 'Transfer Agent', 'Contact Information']) {
    assert.ok(directory.includes(`>${title}</`), `the directory keeps its ${title} card`);
  }
  assert.ok(directory.includes('Suite 1500, 701 West Georgia Street') && directory.includes('mailto:info@districtcopper.com'));
  assert.equal((await page(app, '/corporate/management')).match(/<h3>President &amp; Chief Executive Officer<\/h3>/g)?.length, 1, 'an unnamed officer shows the position alone');
  await saveFacts(call, (facts) => {
    facts.phone = { value: '+1 (604) 555-0142', confirmed: true };
    facts.officers.value[0]!.name = 'Alex Example';
  });
  for (const url of ['/contact', '/corporate/corporate-directory', '/investors']) {
    const html = await page(app, url);
    assert.ok(html.includes('+1 (604) 555-0142') && html.includes('href="tel:+16045550142"'), url);
    assert.ok(!html.includes('000-0000</a>'), url);
  }
  const management = await page(app, '/corporate/management');
  assert.ok(management.includes('<h3>Alex Example</h3>') && !management.includes('<h3>President &amp; Chief Executive Officer</h3>'));
});

test('a recorded share reading replaces each page’s own figures, with its date', async (t) => {
  const { app, call } = await publishingApp(t, undefined, { pages: true });
  const before = await page(app, '/investors');
  assert.ok(before.includes('34,124,161') && before.includes('11,000,000') && !before.includes('As of'), 'the spec figures, undated');
  assert.ok((await page(app, '/investors/stock-information')).includes('11,270,000'));

  const recorded = await call('POST', '/api/admin/share-structure', { asOf: '2026-02-27', sharesOutstanding: 40_124_161, warrants: 9_500_000, options: 3_100_000 });
  assert.equal(recorded.statusCode, 201, recorded.body);
  for (const url of ['/investors', '/investors/stock-information']) {
    const html = await page(app, url);
    const table = html.slice(html.indexOf('<table'), html.indexOf('</table>') + 300);
    assert.ok(table.includes('40,124,161') && table.includes('52,724,161'), `${url}: the reading and its fully diluted total in ${table}`);
    assert.ok(html.includes('As of February 27, 2026'), url);
    assert.ok(!html.includes('34,124,161'), url);
  }
});

test('a new event shows on the AGM page at once, in the company’s zone, with its calendar link', async (t) => {
  const { app, call } = await publishingApp(t, undefined, { pages: true });
  const before = await page(app, '/investors/agm-events');
  assert.ok(before.includes('Annual General Meeting 2025') && before.includes('Date and time TBA'));

  const response = await call('POST', '/api/admin/events', {
    title: 'Copper Keg site tour',
    kind: 'other',
    startsAt: '2027-07-14T16:00:00Z',
    location: 'Copper Keg, British Columbia',
  });
  assert.equal(response.statusCode, 201, response.body);
  const event = response.json() as CompanyEvent;
  const html = await page(app, '/investors/agm-events');
  assert.ok(html.includes('Copper Keg site tour'));
  assert.ok(html.includes('Wednesday, July 14, 2027'));
  // UTC-7 in Vancouver that July, named as the zone's data names it.
  assert.match(html, /9:00 AM (PDT|MST|GMT-7) \(America\/Vancouver time\)/, 'the wall-clock time in the company zone, named');
  assert.ok(html.includes(`href="/events/${event.id}.ics"`));
  assert.ok(html.indexOf('Copper Keg site tour') < html.indexOf('Annual General Meeting 2025'), 'dated events by start, the undated AGM after them');
});

test('each page keeps the spec’s own portfolio figure until the company confirms one', async (t) => {
  const { app, call } = await publishingApp(t, undefined, { pages: true });
  const hectares = { '/': '20K+', '/projects/gallery': '33,227', '/investors': '6K+' };
  for (const [url, figure] of Object.entries(hectares)) assert.ok((await page(app, url)).includes(`>${figure}<`), url);
  await saveFacts(call, (facts) => {
    facts.totalHectares = { value: '34,100', confirmed: false };
  });
  for (const [url, figure] of Object.entries(hectares)) assert.ok((await page(app, url)).includes(`>${figure}<`), `${url}: not yet confirmed`);
  await saveFacts(call, (facts) => {
    facts.totalHectares = { value: '34,100', confirmed: true };
  });
  for (const url of Object.keys(hectares)) assert.ok((await page(app, url)).includes('>34,100<'), `${url}: the confirmed figure`);
});

test('the home page’s Corporation names the confirmed profiles only, with the exchange’s code and the symbol', async (t) => {
  const { app, call } = await publishingApp(t, undefined, { pages: true });
  const corporation = async () => JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(await page(app, '/'))![1]!);
  assert.deepEqual(await corporation().then(({ tickerSymbol, sameAs, logo }) => ({ tickerSymbol, sameAs, logo })), {
    tickerSymbol: 'XTSX DCOP',
    sameAs: [],
    logo: 'http://127.0.0.1:3000/logo.svg',
  }, 'the seed’s profiles are not confirmed');
  await saveFacts(call, (facts) => {
    facts.microblogUrl = { value: 'https://x.com/districtcopper', confirmed: true };
    facts.professionalNetworkUrl = { value: 'https://www.linkedin.com/company/district-copper', confirmed: true };
  });
  assert.deepEqual((await corporation()).sameAs, ['https://x.com/districtcopper', 'https://www.linkedin.com/company/district-copper']);
});

test('the News and AGM pages link the feed and the events calendar in their text, not only in the head', async (t) => {
  const { app } = await publishingApp(t, undefined, { pages: true });
  const body = async (url: string) => (await page(app, url)).split('<div id="root">')[1]!;
  assert.match(await body('/investors/media'), /<a href="\/feed.xml" type="application\/rss\+xml">RSS feed of press releases<\/a>/);
  assert.match(await body('/investors/agm-events'), /<a href="\/events.ics" type="text\/calendar">subscribe to the events calendar<\/a>/);
});
