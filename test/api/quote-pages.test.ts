// Runs on PGlite too: the last quote received is kept in the database.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { LastQuoteRow } from '../../src/server/db/entities/last-quote.entity.ts';
import { buildTestApp } from '../helpers/api.ts';
import { testClock } from '../helpers/clock.ts';
import { startFakeStockProvider } from '../helpers/fake-stock-provider.ts';
import { publishingApp } from '../helpers/publishing.ts';
import { POSTGRES_ONLY } from '../helpers/test-db.ts';
import { until } from '../helpers/until.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

/** The text a visitor reads on a page as the server sends it: no styles, scripts or tags. */
async function pageText(app: App, url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  assert.equal(response.statusCode, 200, url);
  return response.body
    .split('<div id="root">')[1]!
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+\bhidden=""[^>]*>[^<]*<\/[a-z]+>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

/** The pages that show the share price, with the market cap each shows (the home page shows none). */
const QUOTE_PAGES = ['/', '/projects', '/investors', '/investors/stock-information'] as const;

async function marketCaps(app: App): Promise<Record<string, string>> {
  const caps: Record<string, string> = {};
  for (const url of QUOTE_PAGES.slice(1)) {
    const text = await pageText(app, url);
    const cap = /Market cap \$(\d+\.\d)M CAD/i.exec(text);
    assert.ok(cap, `${url} shows a market cap: ${text.slice(0, 600)}`);
    caps[url] = cap[1]!;
  }
  return caps;
}

test('after a restart with the provider down, every page shows the last price received, its time and Live data unavailable', { skip: POSTGRES_ONLY }, async (t) => {
  const clock = testClock();
  const provider = await startFakeStockProvider(t, { price: 0.42, previousClose: 0.4 });
  const first = await buildTestApp(t, { STOCK_API_URL: provider.url }, undefined, { clock: clock.now });
  assert.equal((await first.app.inject('/api/stock/DCOP')).statusCode, 200);
  await first.app.close();

  provider.mode = 'http-error';
  clock.advance(60 * 60_000);
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url }, first.databaseUrl, { clock: clock.now, ssr: 'production' });
  const quote = await app.inject('/api/stock/DCOP.V');
  assert.equal(quote.statusCode, 200, 'the last quote answers, not 503');
  assert.deepEqual({ price: quote.json().price, stale: quote.json().stale, fetchedAt: quote.json().fetchedAt }, { price: 0.42, stale: true, fetchedAt: '2026-03-02T17:00:00.000Z' });

  for (const url of QUOTE_PAGES) {
    const text = await pageText(app, url);
    assert.ok(text.includes('$0.42') && text.includes('Live data unavailable'), `${url}: ${text.slice(0, 600)}`);
    assert.ok(!text.includes('$0.30'), `${url} shows no fallback price`);
  }
  // 0.42 x 34,124,161 and, on the Projects hero, x the spec's earlier 21,294,161.
  assert.deepEqual(await marketCaps(app), { '/projects': '8.9', '/investors': '14.3', '/investors/stock-information': '14.3' });
  const stock = await pageText(app, '/investors/stock-information');
  assert.ok(stock.includes('Unable to fetch real-time data. Showing last available information.'));
  assert.ok(stock.includes('Live data unavailable: last price received Mar 2, 2026, 12:00 PM ET.'), stock);
  assert.ok(!stock.includes('Last updated: not available'));
});

test('a quote received is kept in one row, rewritten by the next', async (t) => {
  const clock = testClock();
  const provider = await startFakeStockProvider(t, { price: 0.42, previousClose: 0.4 });
  const { app, orm } = await buildTestApp(t, { STOCK_API_URL: provider.url }, undefined, { clock: clock.now });
  assert.equal(await orm.em.fork().count(LastQuoteRow, {}), 0, 'none before the first quote');
  await app.inject('/api/stock/DCOP');
  provider.price = 0.45;
  clock.advance(61_000);
  // Past freshness the held quote answers at once while one refresh runs in the background.
  await app.inject('/api/stock/DCOP');
  const rows = () => orm.em.fork().find(LastQuoteRow, {});
  await until(async () => (await rows())[0]?.quote.price === 0.45, 'the new quote kept');
  assert.deepEqual((await rows()).map((row) => [row.quote.price, row.fetchedAt.toISOString()]), [[0.45, '2026-03-02T17:01:01.000Z']]);
});

test('with no quote ever received the spec fallbacks show beside Live data unavailable, and stay when a share reading is recorded', async (t) => {
  const { app, call } = await publishingApp(t, undefined, { pages: true });
  for (const url of QUOTE_PAGES) {
    const text = await pageText(app, url);
    assert.ok(text.includes('$0.30') && text.includes('Live data unavailable'), `${url}: ${text.slice(0, 600)}`);
  }
  assert.deepEqual(await marketCaps(app), { '/projects': '6.4', '/investors': '6.4', '/investors/stock-information': '10.2' });
  assert.ok((await pageText(app, '/investors/stock-information')).includes('Live data unavailable: no price received yet.'));

  const recorded = await call('POST', '/api/admin/share-structure', { asOf: '2026-02-27', sharesOutstanding: 36_900_000, warrants: 11_000_000, options: 2_900_000 });
  assert.equal(recorded.statusCode, 201, recorded.body);
  assert.deepEqual(await marketCaps(app), { '/projects': '6.4', '/investors': '6.4', '/investors/stock-information': '10.2' });
});

test('a new share reading moves every market cap at once, from the price held', async (t) => {
  const clock = testClock();
  const provider = await startFakeStockProvider(t, { price: 0.42, previousClose: 0.4 });
  const { app, call } = await publishingApp(t, clock, { pages: true, env: { STOCK_API_URL: provider.url } });
  assert.equal((await app.inject('/api/stock/DCOP')).statusCode, 200);
  // Rendered and cached first, so the reading's write must drop them.
  assert.deepEqual(await marketCaps(app), { '/projects': '8.9', '/investors': '14.3', '/investors/stock-information': '14.3' });
  for (const url of QUOTE_PAGES) assert.ok(!(await pageText(app, url)).includes('Live data unavailable'), url);
  assert.ok((await pageText(app, '/investors/stock-information')).includes('Live data: price received Mar 2, 2026, 12:00 PM ET.'));

  const recorded = await call('POST', '/api/admin/share-structure', { asOf: '2026-02-27', sharesOutstanding: 36_900_000, warrants: 11_000_000, options: 2_900_000 });
  assert.equal(recorded.statusCode, 201, recorded.body);
  // 0.42 x 36,900,000 = 15.498 million, the Projects hero too (the reading is after its earlier one).
  assert.deepEqual(await marketCaps(app), { '/projects': '15.5', '/investors': '15.5', '/investors/stock-information': '15.5' });
  assert.ok((await pageText(app, '/')).includes('$0.42'));
});

