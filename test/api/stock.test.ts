import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/api.ts';
import { testClock } from '../helpers/clock.ts';
import { CHART_PATH, startFakeStockProvider } from '../helpers/fake-stock-provider.ts';
import { until } from '../helpers/until.ts';

const FAILED = { message: 'Failed to fetch stock data' };
const MARKET_TIME = Date.UTC(2025, 4, 6, 19, 59) / 1000;

test('a rise answers the full quote with a positive change, for both symbols from one upstream call', async (t) => {
  const provider = await startFakeStockProvider(t, { price: 0.42, previousClose: 0.4, marketTime: MARKET_TIME });
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });

  const dcop = await app.inject('/api/stock/DCOP');
  assert.equal(dcop.statusCode, 200);
  const body = dcop.json();
  assert.deepEqual(Object.keys(body).sort(), ['change', 'changePercent', 'currency', 'fetchedAt', 'lastUpdated', 'price', 'stale', 'symbol']);
  assert.equal(body.symbol, 'DCOP');
  assert.equal(body.price, 0.42);
  assert.equal(body.change, 0.02);
  assert.equal(body.changePercent, 5);
  assert.equal(body.currency, 'CAD');
  assert.equal(body.lastUpdated, new Date(MARKET_TIME * 1000).toISOString());
  assert.equal(body.stale, false);

  const venture = await app.inject('/api/stock/DCOP.V');
  assert.equal(venture.statusCode, 200);
  assert.equal(venture.json().symbol, 'DCOP.V');
  assert.equal(venture.json().price, 0.42);
  assert.deepEqual(provider.paths, [CHART_PATH]);
});

test('a fall answers a negative change and percent', async (t) => {
  const provider = await startFakeStockProvider(t, { price: 0.38, previousClose: 0.4, currency: 'CAD' });
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });
  const response = await app.inject('/api/stock/DCOP.V');
  assert.equal(response.statusCode, 200);
  const { price, change, changePercent, stale } = response.json();
  assert.deepEqual({ price, change, changePercent, stale }, { price: 0.38, change: -0.02, changePercent: -5, stale: false });
});

test('only the company symbols answer, in any letter case; anything else is 404 without asking the provider', async (t) => {
  const provider = await startFakeStockProvider(t);
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });

  for (const symbol of ['AAPL', 'DCOP.TO', 'DCOPV', 'DCOP.V.V', '..%2Fx', '%00']) {
    const response = await app.inject(`/api/stock/${symbol}`);
    assert.equal(response.statusCode, 404, symbol);
    assert.deepEqual(response.json(), { message: 'Unknown symbol' }, symbol);
  }
  // Longer than any symbol: refused by the route's schema (bounded input) before anything is looked up.
  for (const symbol of ['..%2F..%2Fv8%2Ffinance%2Fchart%2FAAPL', 'D'.repeat(250)]) {
    assert.equal((await app.inject(`/api/stock/${symbol}`)).statusCode, 400, symbol);
  }
  for (const url of ['/api/stock/../x', `/api/stock/${'D'.repeat(5_000)}`, '/api/stock/', '/api/stock/DCOP/extra']) {
    assert.equal((await app.inject(url)).statusCode, 404, url.slice(0, 40));
  }
  assert.equal(provider.calls, 0);

  for (const symbol of ['dcop', 'Dcop', 'dcop.v', 'DCOP.v']) {
    const response = await app.inject(`/api/stock/${symbol}`);
    assert.equal(response.statusCode, 200, symbol);
    assert.equal(response.json().symbol, symbol.toUpperCase());
  }
  assert.equal(provider.calls, 1);
});

test('1,000 concurrent requests on a cold cache make exactly one upstream call', async (t) => {
  const provider = await startFakeStockProvider(t, { delayMs: 200 });
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });
  const symbols = ['DCOP', 'DCOP.V', 'dcop'];
  const responses = await Promise.all(Array.from({ length: 1_000 }, (_, i) => app.inject(`/api/stock/${symbols[i % 3]}`)));
  assert.deepEqual(new Set(responses.map((r) => r.statusCode)), new Set([200]));
  assert.deepEqual(new Set(responses.map((r) => r.json().price)), new Set([0.42]));
  assert.equal(provider.calls, 1);
});

test('a provider slower than the 2.5 s timeout gets a 503, not its late answer', async (t) => {
  const provider = await startFakeStockProvider(t, { delayMs: 10_000 });
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });
  const response = await app.inject('/api/stock/DCOP');
  assert.equal(response.statusCode, 503);
  assert.deepEqual(response.json(), FAILED);
  assert.equal(response.headers['cache-control'], 'no-store');
});

test('a provider down from the start gives 503, and the outage costs one upstream call per retry interval', async (t) => {
  for (const failure of [{ mode: 'http-error' }, { mode: 'reset' }, { price: 0 }] as const) {
    await t.test(JSON.stringify(failure), async (t) => {
      const provider = await startFakeStockProvider(t, failure);
      const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url });
      for (let i = 0; i < 3; i++) {
        const response = await app.inject('/api/stock/DCOP.V');
        assert.equal(response.statusCode, 503);
        assert.deepEqual(response.json(), FAILED);
        assert.equal(response.headers['cache-control'], 'no-store');
      }
      assert.equal(provider.calls, 1);
    });
  }
});

test('unreachable provider (the test default) gives 503 with the message', async (t) => {
  const { app } = await buildTestApp(t);
  const response = await app.inject('/api/stock/DCOP');
  assert.equal(response.statusCode, 503);
  assert.deepEqual(response.json(), FAILED);
});

test('Cache-Control follows freshness; after a provider failure the last value is served marked stale, then recovers', async (t) => {
  const clock = testClock('2025-05-06T20:00:00Z');
  const provider = await startFakeStockProvider(t, { price: 0.42, previousClose: 0.4 });
  const { app } = await buildTestApp(t, { STOCK_API_URL: provider.url }, undefined, { clock: clock.now });
  const quote = async () => {
    const response = await app.inject('/api/stock/DCOP');
    assert.equal(response.statusCode, 200);
    return { ...response.json(), cacheControl: response.headers['cache-control'] };
  };

  assert.deepEqual(await quote().then(({ price, stale, cacheControl }) => ({ price, stale, cacheControl })), {
    price: 0.42,
    stale: false,
    cacheControl: 'public, max-age=60, stale-while-revalidate=240',
  });
  clock.advance(20_000);
  assert.equal((await quote()).cacheControl, 'public, max-age=40, stale-while-revalidate=240');
  assert.equal(provider.calls, 1);

  provider.mode = 'http-error';
  clock.advance(41_000);
  // Past freshness the held value answers at once while one background refresh runs.
  const revalidating = await quote();
  assert.equal(revalidating.price, 0.42);
  assert.equal(revalidating.cacheControl, 'public, max-age=0, stale-while-revalidate=240');
  await until(() => provider.calls === 2, 'the background refresh');
  await until(async () => (await quote()).stale, 'the failed refresh to mark the value stale');
  const stale = await quote();
  assert.deepEqual({ price: stale.price, change: stale.change, stale: stale.stale }, { price: 0.42, change: 0.02, stale: true });
  assert.equal(stale.cacheControl, 'public, max-age=0, stale-while-revalidate=240');
  assert.equal(provider.calls, 2, 'a failure leaves the provider alone until the retry interval passes');

  // Long past freshness and revalidation, a failing provider still leaves the last value served, stale.
  clock.advance(10 * 60_000);
  const old = await quote();
  assert.deepEqual({ price: old.price, stale: old.stale }, { price: 0.42, stale: true });
  assert.equal(provider.calls, 3);

  provider.mode = 'ok';
  provider.price = 0.45;
  clock.advance(16_000);
  const recovered = await quote();
  assert.deepEqual({ price: recovered.price, stale: recovered.stale }, { price: 0.45, stale: false });
  assert.equal(recovered.cacheControl, 'public, max-age=60, stale-while-revalidate=240');
  assert.equal(provider.calls, 4);
});
