import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/api.ts';
import { testClock } from '../helpers/clock.ts';
import { CHART_PATH, startFakeStockProvider } from '../helpers/fake-stock-provider.ts';
import { until } from '../helpers/until.ts';

const FAILED = { message: 'Failed to fetch stock data' };
/** What every public answer that shows no release or document carries: a browser asks again after a minute. */
const HISTORY_CACHE = 'public, max-age=60, stale-while-revalidate=300';
const BAD_RANGE = 'Range must be one of 1mo, 6mo, 1y, 5y';
/** 13:30 UTC is the 9:30 open in Toronto, where the bars are dated. */
const open = (day: string) => Date.parse(`${day}T13:30:00Z`) / 1000;

test('a year of daily closes by default, oldest first, for both symbols in any case from one upstream call', async (t) => {
  const provider = await startFakeStockProvider(t, { price: 0.42, marketTime: Date.UTC(2025, 4, 6, 19, 59) / 1000 });
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });

  const response = await app.inject('/api/stock/DCOP/history');
  assert.equal(response.statusCode, 200);
  const body = response.json();
  assert.deepEqual(Object.keys(body).sort(), ['currency', 'points', 'range', 'stale', 'symbol']);
  assert.deepEqual({ symbol: body.symbol, currency: body.currency, range: body.range, stale: body.stale }, {
    symbol: 'DCOP',
    currency: 'CAD',
    range: '1y',
    stale: false,
  });
  assert.equal(body.points.length, 252);
  assert.deepEqual(body.points.at(-1), { date: '2025-05-06', close: 0.42 });
  for (const [i, point] of body.points.entries()) {
    assert.match(point.date, /^\d{4}-\d{2}-\d{2}$/);
    assert.deepEqual(Object.keys(point), ['date', 'close']);
    assert.ok(point.close > 0);
    if (i > 0) assert.ok(point.date > body.points[i - 1].date, `${point.date} after ${body.points[i - 1].date}`);
  }

  for (const symbol of ['DCOP.V', 'dcop.v', 'Dcop']) {
    const other = await app.inject(`/api/stock/${symbol}/history?range=1y`);
    assert.equal(other.statusCode, 200, symbol);
    assert.equal(other.json().symbol, symbol.toUpperCase());
    assert.deepEqual(other.json().points, body.points, symbol);
  }
  assert.deepEqual(provider.paths, [`${CHART_PATH}?range=1y&interval=1d`]);
});

test('each range asks the provider for its own bars: daily up to a year, weekly for five years', async (t) => {
  const provider = await startFakeStockProvider(t);
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });
  const lengths: Record<string, number> = {};
  for (const range of ['1mo', '6mo', '1y', '5y']) {
    const response = await app.inject(`/api/stock/DCOP.V/history?range=${range}`);
    assert.equal(response.statusCode, 200, range);
    assert.equal(response.json().range, range);
    assert.deepEqual(response.json().points.at(-1), { date: '2025-05-06', close: 0.42 }, range);
    lengths[range] = response.json().points.length;
  }
  assert.deepEqual(lengths, { '1mo': 21, '6mo': 126, '1y': 252, '5y': 252 });
  assert.deepEqual(provider.paths, ['1mo&interval=1d', '6mo&interval=1d', '1y&interval=1d', '5y&interval=1wk'].map((q) => `${CHART_PATH}?range=${q}`));
  assert.equal(provider.calls, 0, 'no quote was asked for');
});

test('any other range is a 400 naming the accepted ones, without asking the provider', async (t) => {
  const provider = await startFakeStockProvider(t);
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });
  for (const range of ['1d', '1Y', 'max', '', '5y%3B', '10y', 'x'.repeat(300), '%00']) {
    const response = await app.inject(`/api/stock/DCOP/history?range=${range}`);
    assert.equal(response.statusCode, 400, range);
    assert.equal(response.json().message, BAD_RANGE, range);
  }
  const repeated = await app.inject('/api/stock/DCOP/history?range=1y&range=5y');
  assert.equal(repeated.statusCode, 400);
  assert.equal(provider.historyCalls, 0);
});

test('only the company symbols have a history; anything else is 404 without asking the provider', async (t) => {
  const provider = await startFakeStockProvider(t);
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });
  for (const symbol of ['AAPL', 'DCOP.TO', 'DCOPV', '..%2Fx', '%00']) {
    const response = await app.inject(`/api/stock/${symbol}/history?range=1y`);
    assert.equal(response.statusCode, 404, symbol);
    assert.deepEqual(response.json(), { message: 'Unknown symbol' }, symbol);
  }
  // Longer than any symbol: refused by the route's schema (bounded input) before anything is looked up.
  assert.equal((await app.inject(`/api/stock/${'D'.repeat(250)}/history?range=1y`)).statusCode, 400);
  assert.equal((await app.inject('/api/stock/DCOP/history/extra')).statusCode, 404);
  assert.equal(provider.historyCalls, 0);
});

test("the provider's nulls are skipped rather than charted as zero, and a day given twice keeps its last close", async (t) => {
  const provider = await startFakeStockProvider(t, {
    history: () => ({
      timestamp: [open('2025-05-01'), open('2025-05-02'), open('2025-05-05'), open('2025-05-06'), Date.parse('2025-05-06T19:59:00Z') / 1000],
      close: [0.4, null, 0.41, 0.415, 0.42],
    }),
  });
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });
  const response = await app.inject('/api/stock/DCOP/history?range=1mo');
  assert.equal(response.statusCode, 200);
  assert.deepEqual(response.json().points, [
    { date: '2025-05-01', close: 0.4 },
    { date: '2025-05-05', close: 0.41 },
    { date: '2025-05-06', close: 0.42 },
  ]);
});

test('1,000 concurrent requests on a cold cache make one upstream call per range', async (t) => {
  const provider = await startFakeStockProvider(t, { delayMs: 200 });
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });
  const urls = ['/api/stock/DCOP/history', '/api/stock/DCOP.V/history?range=1y', '/api/stock/dcop/history?range=6mo', '/api/stock/DCOP.V/history?range=6mo'];
  const responses = await Promise.all(Array.from({ length: 1_000 }, (_, i) => app.inject(urls[i % urls.length]!)));
  assert.deepEqual(new Set(responses.map((r) => r.statusCode)), new Set([200]));
  assert.deepEqual(new Set(responses.map((r) => r.json().points.at(-1).close)), new Set([0.42]));
  assert.equal(provider.historyCalls, 2);
  assert.deepEqual(provider.paths.sort(), [`${CHART_PATH}?range=1y&interval=1d`, `${CHART_PATH}?range=6mo&interval=1d`]);
});

test('a provider failing with nothing cached gives 503, and one upstream call per retry interval', async (t) => {
  for (const failure of [{ mode: 'http-error' }, { mode: 'reset' }, { history: () => ({ timestamp: [open('2025-05-06')], close: [null] }) }] as const) {
    await t.test(failure.mode ?? 'no usable close', async (t) => {
      const provider = await startFakeStockProvider(t, failure);
      const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });
      for (let i = 0; i < 3; i++) {
        const response = await app.inject('/api/stock/DCOP/history?range=6mo');
        assert.equal(response.statusCode, 503);
        assert.deepEqual(response.json(), FAILED);
        assert.equal(response.headers['cache-control'], 'no-store');
      }
      assert.equal(provider.historyCalls, 1);
    });
  }
});

test('an unreachable provider (the test default) gives 503 with the message', async (t) => {
  const { app } = await buildTestApp(t);
  const response = await app.inject('/api/stock/DCOP.V/history?range=5y');
  assert.equal(response.statusCode, 503);
  assert.deepEqual(response.json(), FAILED);
});

test('the chart state is 200 either way: unavailable with the provider down, the prices once it answers', async (t) => {
  const down = await buildTestApp(t);
  const unavailable = await down.app.inject('/api/stock/DCOP.V/history/state?range=6mo');
  assert.equal(unavailable.statusCode, 200);
  assert.deepEqual(unavailable.json(), { status: 'unavailable' });
  assert.equal((await down.app.inject('/api/stock/AAPL/history/state')).statusCode, 404);
  assert.equal((await down.app.inject('/api/stock/DCOP/history/state?range=2w')).statusCode, 400);

  const provider = await startFakeStockProvider(t);
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });
  const ready = await app.inject('/api/stock/dcop/history/state');
  assert.equal(ready.statusCode, 200);
  const body = ready.json();
  assert.equal(body.status, 'ready');
  assert.deepEqual(body.history, (await app.inject('/api/stock/DCOP/history')).json());
});

test('a month stays fresh five minutes, then is served stale while refreshing, marked stale after a failure, and recovers', async (t) => {
  const clock = testClock('2025-05-06T20:00:00Z');
  const provider = await startFakeStockProvider(t);
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url }, undefined, { clock: clock.now });
  const month = async () => {
    const response = await app.inject('/api/stock/DCOP/history?range=1mo');
    assert.equal(response.statusCode, 200);
    const { points, stale } = response.json();
    return { last: points.at(-1).close, stale, cacheControl: response.headers['cache-control'] };
  };

  assert.deepEqual(await month(), { last: 0.42, stale: false, cacheControl: HISTORY_CACHE });
  clock.advance(299_000);
  assert.equal((await month()).cacheControl, HISTORY_CACHE);
  assert.equal(provider.historyCalls, 1);

  provider.mode = 'http-error';
  clock.advance(2_000);
  assert.deepEqual(await month(), { last: 0.42, stale: false, cacheControl: HISTORY_CACHE });
  await until(() => provider.historyCalls === 2, 'the background refresh');
  await until(async () => (await month()).stale, 'the failed refresh to mark the closes stale');
  assert.deepEqual(await month(), { last: 0.42, stale: true, cacheControl: HISTORY_CACHE });
  assert.equal(provider.historyCalls, 2, 'a failure leaves the provider alone until the retry interval passes');

  provider.mode = 'ok';
  provider.history = () => ({ timestamp: [open('2025-05-06'), open('2025-05-07')], close: [0.42, 0.45] });
  clock.advance(16_000);
  await month();
  await until(async () => (await month()).last === 0.45, 'the recovered closes');
  assert.deepEqual(await month(), { last: 0.45, stale: false, cacheControl: HISTORY_CACHE });
  assert.equal(provider.historyCalls, 3);
});

test('longer ranges stay fresh for an hour', async (t) => {
  const clock = testClock('2025-05-06T20:00:00Z');
  const provider = await startFakeStockProvider(t);
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url }, undefined, { clock: clock.now });
  for (const range of ['6mo', '1y', '5y']) {
    const first = await app.inject(`/api/stock/DCOP/history?range=${range}`);
    assert.equal(first.headers['cache-control'], HISTORY_CACHE, range);
  }
  clock.advance(59 * 60_000);
  for (const range of ['6mo', '1y', '5y']) assert.equal((await app.inject(`/api/stock/DCOP/history?range=${range}`)).statusCode, 200, range);
  assert.equal(provider.historyCalls, 3);
  clock.advance(60_000);
  await app.inject('/api/stock/DCOP/history?range=1y');
  await until(() => provider.historyCalls === 4, 'the refresh of the year');
});
