import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ResponseCache } from '../../src/server/http/response-cache.ts';
import { createProviderCache } from '../../src/server/features/stock/provider-cache.ts';
import type { ProviderQuote } from '../../src/server/features/stock/yahoo-provider.ts';
import { QUOTE_FRESH_MS, QUOTE_REVALIDATE_MS } from '../../src/shared/stock.ts';

const QUOTE: ProviderQuote = { price: 0.42, change: 0.02, changePercent: 5, lastUpdated: '2025-05-06T19:59:00.000Z', currency: 'CAD' };

test('onFirstReading fires once, on the first reading even after failures, and never again', async () => {
  let clock = 0;
  let failing = true;
  let firstReadings = 0;
  const cache = createProviderCache({
    load: async () => {
      if (failing) throw new Error('down');
      return QUOTE;
    },
    freshMs: QUOTE_FRESH_MS,
    revalidateMs: QUOTE_REVALIDATE_MS,
    now: () => clock,
    onFirstReading: () => firstReadings++,
  });

  await assert.rejects(cache.get(), /Failed to fetch stock data/);
  failing = false;
  clock += 15_000;
  assert.equal((await cache.get()).value.price, 0.42);
  assert.equal(firstReadings, 1);

  clock += 60_000;
  cache.peek();
  clock += 300_000;
  await cache.get();
  assert.equal(firstReadings, 1);
});

test('a reading kept from before a restart is served stale until the provider gives one, which counts as the first', async () => {
  let clock = 10 * 60_000;
  let failing = true;
  let firstReadings = 0;
  const cache = createProviderCache({
    load: async () => {
      if (failing) throw new Error('down');
      return { ...QUOTE, price: 0.45 };
    },
    restored: { value: QUOTE, at: 0 },
    freshMs: QUOTE_FRESH_MS,
    revalidateMs: QUOTE_REVALIDATE_MS,
    now: () => clock,
    onFirstReading: () => firstReadings++,
  });

  const held = await cache.get();
  assert.deepEqual({ price: held.value.price, stale: held.stale, fetchedAt: held.fetchedAt }, { price: 0.42, stale: true, fetchedAt: 0 });
  assert.equal(cache.peek()?.stale, true);
  failing = false;
  clock += 15_000;
  const live = await cache.get();
  assert.deepEqual({ price: live.value.price, stale: live.stale }, { price: 0.45, stale: false }, 'asked at once, not after the restored one\'s freshness');
  assert.equal(firstReadings, 1, 'the pages showing the restored price as not live are dropped');
});

test('dropAll empties the page cache and keeps a render begun before it from being stored', async () => {
  const pages = new ResponseCache({ headers: {}, now: () => Date.now(), nextPublication: async () => null });
  const loading = { status: 200, type: 'text/html; charset=utf-8', body: Buffer.from('<p>Loading...</p>') };
  const stored = pages.claim('/investors')!;
  await stored.store(loading);
  stored.release();
  const inFlight = pages.claim('/projects')!;

  pages.dropAll();
  await inFlight.store(loading);
  inFlight.release();
  assert.equal(pages.get('/investors'), undefined);
  assert.equal(pages.get('/projects'), undefined);
});
