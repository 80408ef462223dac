import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isClosingPrice } from '../../src/shared/quote-format.ts';
import type { StockQuote } from '../../src/shared/stock.ts';
import { quoteView } from '../../src/web/components/stock/quote-view.ts';

const BASIS = { shares: 34_124_161, fallbackMarketCap: 10.2 };
// Last trade at 3:59 PM in Toronto on Friday, November 20, 2026 (EST).
const QUOTE: StockQuote = {
  symbol: 'DCOP.V',
  price: 0.42,
  change: 0.02,
  changePercent: 5,
  lastUpdated: '2026-11-20T20:59:00.000Z',
  currency: 'CAD',
  stale: false,
  fetchedAt: '2026-11-23T14:30:00.000Z',
};

test('a price is its day\'s close once the provider gave it after that session ended', () => {
  assert.equal(isClosingPrice(QUOTE), true, 'fetched the next trading day');
  assert.equal(isClosingPrice({ ...QUOTE, fetchedAt: '2026-11-20T21:05:00.000Z' }), true, 'fetched at 4:05 PM the same day');
  assert.equal(isClosingPrice({ ...QUOTE, lastUpdated: '2026-11-20T16:32:00.000Z', fetchedAt: '2026-11-20T16:33:00.000Z' }), false, 'during the session');
});

test('a live quote is dated by its last trade; a held one (kept while the provider fails, or from before a restart) by its close, with Live data unavailable and when it was received', () => {
  const live = quoteView(QUOTE, BASIS);
  assert.deepEqual(live.texts, {
    price: '$0.42',
    change: '+$0.02',
    changePercent: '+5.00%',
    marketCap: '$14.3M',
    updated: 'Last updated: Nov 20, 2026, 3:59 PM ET',
    checked: 'Quote checked 9:30 AM ET',
    status: 'Live data: price received Nov 23, 2026, 9:30 AM ET.',
  });
  assert.equal(live.shows.unavailable, false);

  const held = quoteView({ ...QUOTE, stale: true }, BASIS);
  assert.equal(held.texts.updated, 'Close of Nov 20, 2026');
  assert.equal(held.texts.marketCap, '$14.3M', 'its price times the shares, never the fallback');
  assert.equal(held.texts.status, 'Live data unavailable: last price received Nov 23, 2026, 9:30 AM ET.');
  assert.deepEqual(held.shows, { quote: true, unavailable: true, settled: true });

  const intraday = quoteView({ ...QUOTE, stale: true, lastUpdated: '2026-11-20T16:32:00.000Z', fetchedAt: '2026-11-20T16:33:00.000Z' }, BASIS);
  assert.equal(intraday.texts.updated, 'Last trade: Nov 20, 2026, 11:32 AM ET');
});

test("SPEC's fallbacks only when no quote was ever had, and Loading... before anyone asked", () => {
  const never = quoteView(null, BASIS);
  assert.equal(never.texts.price, '$0.30');
  assert.equal(never.texts.marketCap, '$10.2M');
  assert.equal(never.texts.updated, 'Last updated: not available');
  assert.equal(never.texts.status, 'Live data unavailable: no price received yet.');
  assert.deepEqual(never.shows, { quote: false, unavailable: true, settled: true });

  const pending = quoteView(undefined, BASIS);
  assert.equal(pending.texts.price, 'Loading...');
  assert.equal(pending.texts.marketCap, 'Loading...');
  assert.equal(pending.shows.settled, false);
  assert.equal(pending.texts.status, '');

  assert.equal(quoteView({ ...QUOTE, change: -0.02, changePercent: -5 }, BASIS).direction, 'down');
});
