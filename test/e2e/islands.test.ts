import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../src/server/db/orm.ts';
import { insertArticles } from '../helpers/articles.ts';
import { ISLAND_DATA_ELEMENT_ID, type IslandData, PREFETCH_ELEMENT_ID } from '../../src/shared/island-data.ts';
import { jsonScriptIn } from '../../src/shared/json-script.ts';
import { SLIDE_INTERVAL_MS } from '../../src/web/pages/home/slideshow-index.ts';
import { SERVER_STYLES_ATTRIBUTE } from '../../src/web/styles/server-styles.ts';
import { FIRST_LOAD_JS_LIMIT } from '../../scripts/bench/bundle-sizes.ts';
import { openPage, sharedSite, startSite } from '../helpers/e2e.ts';
import { startFakeStockProvider } from '../helpers/fake-stock-provider.ts';
import type { StockQuote } from '../../src/shared/stock.ts';

const islandEntries = (html: string) => Object.values(jsonScriptIn<IslandData>(html, ISLAND_DATA_ELEMENT_ID)!.islands);
const islandsOf = (html: string) => islandEntries(html).map((island) => island.name).sort();
const islandModes = (html: string) => [...new Set(islandEntries(html).map((island) => island.wake))];
const scriptsOf = (html: string) => [...html.matchAll(/<script type="module" src="([^"]+)"|<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? m[2]!);

/** Waits until the page, once idle, has fetched every file it lists for later (run by nobody yet). */
const prefetched = (page: Page) => page.waitForSelector('html[data-prefetched]', { state: 'attached' });
/** Files the page loaded as scripts, with the bytes each took from the network (0: from the HTTP cache). */
const scriptTransfers = (page: Page, pattern: string) =>
  page.evaluate(
    (source) =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.initiatorType === 'script' && new RegExp(source).test(entry.name))
        .map((entry) => entry.transferSize),
    pattern,
  );
/** Island roots React has attached to: it marks a root's container with a __reactContainer$ property. */
const attachedIslands = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('dc-island')].filter((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer'))).length);

test('a static page loads a small loader and no React, no page code; an article body appears once', async (t) => {
  const site = await sharedSite();
  const disclaimer = await (await fetch(`${site.url}/corporate/disclaimer`)).text();
  assert.deepEqual(islandsOf(disclaimer), [
    'components/embeds/presentation-request',
    'components/layout/desktop-nav',
    'components/layout/mobile-menu',
    'components/layout/search-button',
  ]);
  assert.deepEqual(islandModes(disclaimer), ['use'], 'the header controls wait for a visitor');
  const scripts = scriptsOf(disclaimer);
  assert.equal(scripts.filter((file) => /\/islands-[\w-]+\.js$/.test(file)).length, 1, 'the islands entry is the one script');
  assert.deepEqual(scripts.filter((file) => /-page-[\w-]+\.js$/.test(file)), [], 'no page module is loaded');
  assert.deepEqual(scripts.filter((file) => /island-runtime|\.island-/.test(file)), [], 'neither React nor an island is preloaded');
  const later = jsonScriptIn<string[]>(disclaimer, PREFETCH_ELEMENT_ID)!;
  assert.ok(later.some((file) => /^\/assets\/island-runtime-[\w-]+\.js$/.test(file)), 'React is listed for a prefetch when idle, not linked');
  assert.doesNotMatch(disclaimer, /rel="prefetch"/, 'nothing is fetched for later while the page loads');
  assert.doesNotMatch(disclaimer, /id="page-state"/);

  const home = await (await fetch(`${site.url}/`)).text();
  assert.deepEqual(
    islandsOf(home).filter((name) => !islandsOf(disclaimer).includes(name)),
    [],
    "besides the presentation button (one island, as in the header), / has no island: its slideshow, scroll reveals and newsletter embed are plain DOM",
  );
  assert.ok(!islandModes(home).includes('load'), 'nothing on / hydrates unasked');
  assert.equal(home.match(/<img[^>]*hero-2-/g)?.length, 1, 'the next slide waits in the HTML');
  const statements = await (await fetch(`${site.url}/investors/financial-statements`)).text();
  assert.ok(islandsOf(statements).includes('pages/investors/components/statement-browser'));
  assert.deepEqual(islandModes(statements), ['use'], 'tabs and year chips wait for a visitor');

  const db = await openDatabase({ databaseUrl: site.databaseUrl, dataDir: '/nonexistent' });
  t.after(() => db.close());
  const sentence = 'Step-out hole CK-26-07 returned 41.3 m of 1.12% copper.';
  await insertArticles(db.orm, [{ slug: 'once', title: 'Once only', content: `<p>${sentence}</p>`, published: true, date: new Date('2026-01-05T12:00:00Z') }]);
  const article = await (await fetch(`${site.url}/articles/once`)).text();
  assert.equal(article.split(sentence).length - 1, 1, 'the body is in the HTML exactly once');
});

test('with a live quote provider', async (t) => {
  // One provider and one server for both: neither writes, and the second holds every price it needs itself.
  const provider = await startFakeStockProvider(t, { price: 0.42, previousClose: 0.4 });
  const site = await startSite(t, { env: { STOCK_API_URL: provider.url } });

  await t.test('the home page runs no React by itself: its slideshow is plain DOM, and a fresh stock page runs none either', async (t) => {
    const { page, errors } = await openPage(t, site, '/');
    await page.waitForFunction(() => document.querySelector('[data-testid="hero-slideshow"]')?.getAttribute('data-active') === '1', null, {
      timeout: 15_000,
    });
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      const second = performance.getEntriesByType('resource').find((entry) => /\/images\/hero-2-/.test(entry.name))?.startTime ?? -1;
      return { loaded: navigation.loadEventStart, second };
    });
    assert.ok(timing.loaded > 0, 'the page has loaded');
    // The slideshow's first work is to fetch the next image, half a slide before it shows.
    const due = timing.loaded + SLIDE_INTERVAL_MS / 2;
    assert.ok(timing.second >= due, `the second image was requested at ${timing.second} ms, before ${due} ms`);
    assert.equal(await attachedIslands(page), 0, 'the slide turned without React');
    assert.deepEqual(errors, []);

    // A fresh quote and a drawn chart have nothing to do until used: the stock page runs no React at all.
    const stock = await openPage(t, site, '/investors/stock-information');
    await prefetched(stock.page);
    assert.equal(await attachedIslands(stock.page), 0);
    assert.match(await stock.page.locator('#island-prefetch').textContent() ?? '', /\/price-chart\.island-/, "the chart's code is fetched ahead of its first use");
    await stock.page.evaluate(() => document.documentElement.setAttribute('data-before-tap', ''));
    await stock.page.getByRole('button', { name: '1 month' }).click();
    await stock.page.getByRole('slider', { name: 'DCOP.V closing price, 1 month' }).waitFor();
    assert.equal(await attachedIslands(stock.page), 1, 'a range tap wakes the chart alone');
    assert.equal(await stock.page.locator('html[data-before-tap]').count(), 1, 'in place, without a navigation');
    assert.deepEqual(stock.errors, []);
  });

  await t.test("a quote older than the page is refreshed without React or a date formatter on the page's thread, and no public page loads more than 10 KB of script by itself", async (t) => {
    // Every price the pages draw is held, so only the quote's age is in play.
    for (const range of ['6mo', '1y']) assert.equal((await fetch(`${site.url}/api/stock/DCOP/history?range=${range}`)).status, 200);
    const held = (await (await fetch(`${site.url}/api/stock/DCOP`)).json()) as StockQuote;
    const cases = [
      { path: '/', text: '$0.45' },
      { path: '/investors', text: '$15.4M' },
      { path: '/projects', text: '$9.6M' },
      { path: '/investors/stock-information', text: '$15.4M CAD' },
    ];
    for (const { path, text } of cases) {
      const asked: string[] = [];
      const { page, errors } = await openPage(t, site, path, {
        beforeLoad: async (p) => {
          // Counts the date formatters the page's own thread makes (a worker has an Intl of its own): the first
          // one costs a phone tens of milliseconds, enough to hold up a tap.
          await p.addInitScript(() => {
            const counted = window as unknown as { dateFormats: number };
            counted.dateFormats = 0;
            const made = (target: typeof Intl.DateTimeFormat, args: unknown[]) => {
              counted.dateFormats++;
              return Reflect.construct(target, args);
            };
            Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, { construct: made, apply: (target, _, args) => made(target, args) });
          });
          // Ten minutes later in the browser: the quote in the page is older than a cached page can be.
          await p.clock.install({ time: Date.now() + 10 * 60_000 });
          await p.route('**/api/stock/*', (route) => {
            asked.push(new URL(route.request().url()).pathname);
            return route.fulfill({ json: { ...held, price: 0.45, change: 0.05, changePercent: 12.5, fetchedAt: new Date(Date.now() + 10 * 60_000).toISOString() } });
          });
        },
      });
      // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees; parts for other states are hidden
      await page.waitForFunction((expected) => document.body.innerText.includes(expected), text, { timeout: 5_000 });
      await page.waitForLoadState('networkidle');
      assert.equal(asked.length, 1, `${path} asked for the quote once: ${asked}`);
      assert.equal(await attachedIslands(page), 0, `${path} ran no React`);
      assert.equal(await page.evaluate(() => (window as unknown as { dateFormats: number }).dateFormats), 0, `${path} made no date formatter on its thread`);
      const scripts = await page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry as PerformanceResourceTiming)
          .filter((entry) => /\.js(\?|$)/.test(entry.name))
          .map((entry) => ({ name: entry.name, bytes: entry.encodedBodySize })),
      );
      assert.ok(!scripts.some((s) => /island-runtime|\.island-/.test(s.name)), `${path} loaded island code: ${scripts.map((s) => s.name)}`);
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      assert.ok(total <= FIRST_LOAD_JS_LIMIT, `${path} loaded ${total} bytes of script`);
      assert.deepEqual(errors, [], path);
    }
  });
});

test("header controls hydrate on the first tap, and that tap is not lost nor spent restyling the page", async (t) => {
  const site = await sharedSite();
  const { page, errors } = await openPage(t, site, '/corporate/disclaimer', { width: 390, height: 844, httpCache: true });
  assert.equal(await attachedIslands(page), 0, 'nothing is hydrated before a visitor reaches for a control');
  // Once loaded and idle, the page prefetches the listed code without running it.
  await prefetched(page);
  assert.equal(await attachedIslands(page), 0);
  assert.deepEqual(await scriptTransfers(page, 'island-runtime-'), [], 'fetched, not run');
  // A bare click, with no pointer movement before it to start hydration early: it must be held and replayed.
  await page.getByRole('button', { name: 'Open menu' }).dispatchEvent('click');
  await page.getByRole('dialog').getByRole('link', { name: 'Contact' }).waitFor();
  assert.equal(await attachedIslands(page), 1, 'the menu hydrates alone');
  const styles = await page.evaluate((attribute) => {
    const server = document.querySelector<HTMLStyleElement>(`style[${attribute}]`);
    const rules = (sheet: CSSStyleSheet) => [...sheet.cssRules].map((rule) => rule.cssText);
    const served = new Set(server?.sheet ? rules(server.sheet) : []);
    const added = [...document.styleSheets].filter((sheet) => sheet.ownerNode !== server).flatMap(rules);
    return { kept: Boolean(server?.isConnected) && served.size > 0, repeated: added.filter((rule) => served.has(rule)) };
  }, SERVER_STYLES_ATTRIBUTE);
  assert.ok(styles.kept, "the server's styles stay where they were");
  assert.deepEqual(styles.repeated, [], 'hydrating added no rule the page already had');
  const transfers = await scriptTransfers(page, 'island-runtime-|\\.island-');
  assert.ok(transfers.length >= 2, 'React and the menu ran');
  assert.deepEqual(transfers.filter((bytes) => bytes > 0), [], 'all from the cache the prefetch filled');
  assert.deepEqual(errors, []);
});

test('a search shortcut pressed before anything has hydrated opens search', async (t) => {
  const site = await sharedSite();
  const { page, errors } = await openPage(t, site, '/corporate/disclaimer');
  assert.equal(await attachedIslands(page), 0);
  await page.keyboard.press('/');
  await page.getByRole('dialog').getByRole('combobox').waitFor();
  assert.deepEqual(errors, []);
});

test('a tap on an island whose code is still on its way is replayed once it has hydrated', async (t) => {
  const site = await sharedSite();
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = () => {};
  const asked = new Promise<void>((resolve) => {
    requested = resolve;
  });
  const { page, errors } = await openPage(t, site, '/investors/media', {
    waitForHydration: false,
    // The presentation button's chunk arrives only when the test says so, as on a slow phone.
    beforeLoad: async (p) => {
      await p.route(/\/presentation-request\.island-[\w-]+\.js$/, async (route) => {
        requested();
        await held;
        await route.continue();
      });
    },
  });
  await page.getByRole('banner').getByRole('button', { name: 'Download Presentation' }).click();
  // The tap woke the island: its code is on its way.
  await asked;
  assert.equal(await page.getByRole('dialog').count(), 0, 'nothing opens while the island is not there');
  release();
  await page.getByRole('dialog', { name: 'Corporate Presentation Request' }).waitFor();
  assert.deepEqual(errors, []);
});

test('each presentation button brings its own dialog, and hydrating it reports no mismatch', async (t) => {
  const site = await sharedSite();
  const { page, errors } = await openPage(t, site, '/investors');
  await page.getByRole('main').getByRole('button', { name: 'Download Presentation' }).first().click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
});

test('public pages name speculation rules in a header, as JSON of the right type; the admin does not', async () => {
  const site = await sharedSite();
  const home = await fetch(`${site.url}/`);
  assert.equal(home.headers.get('speculation-rules'), '"/speculation-rules.json"');
  const rules = await fetch(`${site.url}/speculation-rules.json`);
  assert.match(rules.headers.get('content-type') ?? '', /^application\/speculationrules\+json(;|$)/);
  const body = (await rules.json()) as { prefetch: { eagerness: string }[]; prerender: { eagerness: string }[] };
  assert.equal(body.prefetch[0]!.eagerness, 'moderate');
  assert.equal(body.prerender[0]!.eagerness, 'conservative');
  assert.equal((await fetch(`${site.url}/admin`)).headers.get('speculation-rules'), null);
  // The cross-fade between pages is declared only for visitors who have not asked for reduced motion.
  assert.match(await home.text(), /@media \(prefers-reduced-motion: ?no-preference\) ?\{@view-transition ?\{navigation: ?auto;?\}\}/);
});
