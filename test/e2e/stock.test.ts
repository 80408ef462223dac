import assert from 'node:assert/strict';
import { setTimeout as delay } from 'node:timers/promises';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { QUOTE_FRESH_MS, type StockQuote } from '../../src/shared/stock.ts';
import { quoteTones } from '../../src/web/components/stock/quote-tones.ts';
import { colors } from '../../src/ui/styles/theme.ts';
import { startFakeStockProvider } from '../helpers/fake-stock-provider.ts';
import { openPage, startSite } from '../helpers/e2e.ts';

const UNAVAILABLE_NOTICE = 'Unable to fetch real-time data. Showing last available information.';

/** '#137333' as getComputedStyle reports it: 'rgb(19, 115, 51)'. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const colorOf = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).color);

/** The visible text of the page's live quote panel once it shows `expected`, within 3 s (parts for other states are hidden). */
async function quoteText(page: Page, testId: string, expected: string): Promise<string> {
  const panel = page.getByTestId(testId);
  await page.waitForFunction(
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees; parts for other states are hidden
    ([id, text]) => (document.querySelector(`[data-testid="${id}"]`) as HTMLElement | null)?.innerText.includes(text),
    [testId, expected] as const,
    { timeout: 3_000 },
  );
  // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees; parts for other states are hidden
  return panel.innerText();
}

/** The visible text of a page as the server sends it (no JavaScript), without styles and scripts. */
async function serverText(url: string): Promise<string> {
  const response = await fetch(url);
  assert.equal(response.status, 200, url);
  const body = (await response.text()).split('<div id="root">')[1] ?? '';
  return body
    .replace(/<(style|script)\b[^>]*>[\s\S]*?<\/\1>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

function assertHas(text: string, expected: string, label: string) {
  const at = text.indexOf('Share price');
  assert.ok(text.includes(expected), `${label}: no "${expected}" near "${text.slice(Math.max(0, at), at + 160)}"`);
}

test('with the provider unreachable, quotes fall back to the figures each page publishes', async (t) => {
  const site = await startSite(t);

  for (const path of ['/investors', '/projects']) {
    const { page, errors } = await openPage(t, site, path);
    const text = await quoteText(page, 'live-quote', 'Live data unavailable');
    assert.match(text, /\$0\.30/, path);
    assert.match(text, /\$6\.4M/, path);
    assert.equal(await page.getByTestId('quote-change').isVisible(), false, path);
    assert.deepEqual(errors, [], path);
  }

  const { page, errors } = await openPage(t, site, '/investors/stock-information');
  await page.getByRole('status').filter({ hasText: UNAVAILABLE_NOTICE }).waitFor({ timeout: 3_000 });
  const panel = page.getByRole('region', { name: 'Live Market Data' });
  // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees; parts for other states are hidden
  const shown = await panel.innerText();
  assert.match(shown, /\$0\.30.*\$10\.2M CAD/s);
  assert.match(shown, /Last updated: not available/);
  assert.ok(shown.includes('Live data unavailable: no price received yet.'), shown);
  assert.doesNotMatch(shown, /Change/, 'no empty change tiles');
  assert.deepEqual(errors, [], 'console errors on the stock information page');

  // The fallback is in the server's HTML, so it reads the same without JavaScript.
  assertHas(await serverText(`${site.url}/investors`), 'Live data unavailable', '/investors HTML');
});

test('with a live provider, quotes show the price, the signed change and the market cap', async (t) => {
  // Held at first, so the first page is rendered before the start-up fetch of the quote returns.
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const provider = await startFakeStockProvider(t, { price: 0.42, previousClose: 0.4, gate });
  const site = await startSite(t, { env: { STOCK_API_URL: provider.url } });

  await t.test('the server renders the held quote into the HTML, even right after rendering a page without it', async () => {
    assertHas(await serverText(`${site.url}/investors`), 'Loading...', '/investors HTML before the quote arrived');
    release();
    assert.equal((await fetch(`${site.url}/api/stock/DCOP`)).status, 200);
    const investors = await serverText(`${site.url}/investors`);
    for (const expected of ['$0.42', '+5.00%', '$14.3M']) assertHas(investors, expected, '/investors HTML');
    assertHas(await serverText(`${site.url}/projects`), '$8.9M', '/projects HTML');
    assertHas(await serverText(`${site.url}/investors/stock-information`), '$14.3M CAD', '/investors/stock-information HTML');
    assert.equal(provider.calls, 1);
  });

  await t.test('the heroes show the rise in the up colour and the market cap from their share counts', async (t) => {
    for (const [path, cap] of [
      ['/investors', '$14.3M'],
      ['/projects', '$8.9M'],
    ] as const) {
      const { page, errors } = await openPage(t, site, path);
      const text = await quoteText(page, 'live-quote', '+5.00%');
      assert.match(text, /\$0\.42/, path);
      assert.ok(text.includes(cap), `${path}: ${text}`);
      assert.ok(text.includes('Last updated: May 6, 2025, 3:59 PM ET'), `${path} dates its price: ${text}`);
      assert.doesNotMatch(text, /Live data unavailable/, path);
      assert.equal(await colorOf(page.getByTestId('quote-change')), rgb(quoteTones.dark.up), path);
      assert.deepEqual(errors, [], path);
    }
  });

  await t.test('a fall fetched by the five-minute refresh turns the hero percent red', async (t) => {
    const { page, errors } = await openPage(t, site, '/investors');
    const falling = await (await fetch(`${site.url}/api/stock/DCOP`)).json();
    Object.assign(falling, { price: 0.38, change: -0.02, changePercent: -5, fetchedAt: new Date().toISOString() });
    await page.route('**/api/stock/**', (route) => route.fulfill({ json: falling }));
    await page.clock.install();
    await page.reload();
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    await page.clock.runFor('05:01');
    const text = await quoteText(page, 'live-quote', '-5.00%');
    assert.match(text, /\$0\.38/);
    assert.match(text, /\$13\.0M/);
    assert.equal(await colorOf(page.getByTestId('quote-change')), rgb(quoteTones.dark.down));
    assert.deepEqual(errors, []);
  });

  await t.test('the stock information panel shows the quote, disables refresh while loading and colours a fall red', async (t) => {
    const { page, errors } = await openPage(t, site, '/investors/stock-information');
    const panel = page.getByRole('region', { name: 'Live Market Data' });
    const refresh = panel.getByRole('button', { name: 'Refresh' });
    assert.match((await panel.textContent()) ?? '', /\$0\.42.*\+\$0\.02.*\+5\.00%.*\$14\.3M CAD/s);
    assert.equal(await colorOf(panel.getByTestId('quote-change')), rgb(colors.positive));
    assert.equal(await page.getByText(UNAVAILABLE_NOTICE).isVisible(), false);

    const falling = await (await fetch(`${site.url}/api/stock/DCOP.V`)).json();
    Object.assign(falling, { price: 0.38, change: -0.02, changePercent: -5 });
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/stock/**', async (route) => {
      await held;
      await route.fulfill({ json: falling });
    });
    assert.equal(await refresh.isEnabled(), true);
    await refresh.click();
    await panel.getByRole('button', { name: 'Refresh', disabled: true }).waitFor({ timeout: 3_000 });
    answer();
    await panel.filter({ hasText: '-5.00%' }).waitFor({ timeout: 3_000 });
    assert.equal(await refresh.isEnabled(), true);
    assert.match((await panel.textContent()) ?? '', /\$0\.38.*-\$0\.02.*-5\.00%.*\$13\.0M CAD/s);
    assert.equal(await colorOf(panel.getByTestId('quote-change')), rgb(colors.negative));
    assert.deepEqual(errors, []);
  });

  await t.test('beside Refresh, the panel says it is refreshing, then when the quote was last checked', async (t) => {
    const { page, errors } = await openPage(t, site, '/investors/stock-information');
    const panel = page.getByRole('region', { name: 'Live Market Data' });
    const status = panel.getByTestId('refresh-status');
    assert.match((await status.textContent()) ?? '', /^Quote checked \d{1,2}:\d{2} [AP]M ET$/);

    // Checked at 7:59:30 PM UTC in May: 3:59 PM in Toronto (EDT).
    const checked = { ...(await (await fetch(`${site.url}/api/stock/DCOP.V`)).json()), fetchedAt: '2025-05-06T19:59:30.000Z' };
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/api/stock/DCOP.V', async (route) => {
      await held;
      await route.fulfill({ json: checked });
    });
    await panel.getByRole('button', { name: 'Refresh' }).click();
    await status.filter({ hasText: 'Refreshing quote…' }).waitFor({ timeout: 3_000 });
    assert.equal(await status.getAttribute('role'), 'status');
    answer();
    await status.filter({ hasText: 'Quote checked 3:59 PM ET' }).waitFor({ timeout: 3_000 });
    assert.equal(await status.textContent(), 'Quote checked 3:59 PM ET');
    assert.deepEqual(errors, []);
  });
});

/** Polls the quote API until the server's held quote is marked stale (the provider failed since it was taken). */
async function heldQuoteGoesStale(url: string): Promise<void> {
  // The first request past freshness starts a refresh in the background; once it has failed, answers say so.
  const deadline = Date.now() + 30_000;
  while (!((await (await fetch(`${url}/api/stock/DCOP.V`)).json()) as StockQuote).stale) {
    if (Date.now() > deadline) throw new Error('the held quote never went stale');
    await delay(100);
  }
}

test('with the provider down after one good quote, pages show that close with its date and Live data unavailable, never the fallbacks', async (t) => {
  // The close of Friday, November 20, 2026: its last trade at 3:59 PM in Toronto.
  const provider = await startFakeStockProvider(t, { price: 0.42, previousClose: 0.4, marketTime: Date.UTC(2026, 10, 20, 20, 59) / 1000 });
  const site = await startSite(t, { env: { STOCK_API_URL: provider.url }, clock: Date.now() });
  assert.equal((await fetch(`${site.url}/api/stock/DCOP.V`)).status, 200);
  provider.mode = 'http-error';
  // The good quote is fresh for a minute (QUOTE_FRESH_MS): the server's clock moves past it instead of the test waiting.
  const serverNow = await site.advanceClock(QUOTE_FRESH_MS);
  await heldQuoteGoesStale(site.url);
  // The browser lives at the server's time too, so a page's quote is as old to it as to the server (over a minute).
  const atServerTime = { beforeLoad: (page: Page) => page.clock.install({ time: serverNow }) };

  const { page, errors } = await openPage(t, site, '/investors/stock-information', { width: 390, height: 844, ...atServerTime });
  await page.waitForLoadState('load');
  const panel = page.getByRole('region', { name: 'Live Market Data' });
  await panel.getByText('Close of Nov 20, 2026').waitFor({ timeout: 3_000 });
  // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees; parts for other states are hidden
  const shown = await panel.innerText();
  assert.match(shown, /\$0\.42.*\+\$0\.02.*\+5\.00%.*\$14\.3M CAD/s);
  assert.ok(shown.includes(UNAVAILABLE_NOTICE), shown);
  assert.match(shown, /Live data unavailable: last price received [A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M ET\./);
  assert.doesNotMatch(shown, /not available|\$0\.30|\$10\.2M/);
  const box = (await panel.boundingBox())!;
  assert.ok(box.height <= 844 - 72, `the panel is ${box.height} px high on a phone: more than a screen`);
  assert.deepEqual(errors, []);

  for (const [path, cap] of [
    ['/investors', '$14.3M'],
    ['/projects', '$8.9M'],
  ] as const) {
    const hero = await openPage(t, site, path, atServerTime);
    const text = await quoteText(hero.page, 'live-quote', 'Close of Nov 20, 2026');
    assert.ok(text.includes('$0.42') && text.includes(cap) && text.includes('Live data unavailable'), `${path}: ${text}`);
    assert.deepEqual(hero.errors, [], path);
  }
});
