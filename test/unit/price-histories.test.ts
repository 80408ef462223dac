import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { HistoryRange } from '../../src/shared/stock-history.ts';
import { createHistoryCaches, renderedHistory } from '../../src/server/features/stock/price-histories.ts';

const HISTORY = { currency: 'CAD', points: [{ date: '2025-05-06', close: 0.42 }] };

test('a month is refetched after five minutes, longer ranges after an hour, each range on its own', async () => {
  let clock = 0;
  const asked: HistoryRange[] = [];
  const caches = createHistoryCaches({
    fetchHistory: async (range) => {
      asked.push(range);
      return HISTORY;
    },
    now: () => clock,
  });
  await caches['1mo'].get();
  await caches['1y'].get();
  assert.deepEqual(asked, ['1mo', '1y']);

  clock += 5 * 60_000 - 1;
  await caches['1mo'].get();
  clock += 1;
  await caches['1mo'].get();
  await caches['1y'].get();
  assert.deepEqual(asked, ['1mo', '1y', '1mo']);

  clock += 55 * 60_000;
  await caches['1y'].get();
  assert.deepEqual(asked, ['1mo', '1y', '1mo', '1y']);
});

test('the server renders what is held without waiting: pending before any call, unavailable after a failure, else the closes', async () => {
  let clock = 0;
  let failing = true;
  const caches = createHistoryCaches({
    fetchHistory: async () => {
      if (failing) throw new Error('down');
      return HISTORY;
    },
    now: () => clock,
  });
  assert.deepEqual(renderedHistory(caches, 'DCOP.V', '6mo'), { status: 'pending' });
  await assert.rejects(caches['6mo'].get(), /Failed to fetch stock data/);
  assert.deepEqual(renderedHistory(caches, 'DCOP.V', '6mo'), { status: 'unavailable' });

  failing = false;
  clock += 15_000;
  await caches['6mo'].get();
  assert.deepEqual(renderedHistory(caches, 'DCOP', '6mo'), {
    status: 'ready',
    history: { symbol: 'DCOP', currency: 'CAD', range: '6mo', points: HISTORY.points, stale: false },
  });
});
