import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatDay, parseDay } from '../../src/web/components/stock/price-chart/chart-format.ts';
import { quoteTones } from '../../src/web/components/stock/quote-tones.ts';
import { realisticHistory, startFakeStockProvider } from '../helpers/fake-stock-provider.ts';
import { openPage, startSite } from '../helpers/e2e.ts';

const STOCK_PAGE = '/investors/stock-information';

/** '#137333' as getComputedStyle reports it: 'rgb(19, 115, 51)'. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

test('with a live provider, the stock page charts the year and the hub shows six months', async (t) => {
  const provider = await startFakeStockProvider(t, { price: 0.42, previousClose: 0.4 });
  const site = await startSite(t, { env: { STOCK_API_URL: provider.url } });
  const year = await (await fetch(`${site.url}/api/stock/DCOP.V/history`)).json();
  const sixMonths = await (await fetch(`${site.url}/api/stock/DCOP.V/history?range=6mo`)).json();

  await t.test('without JavaScript the chart is in the HTML and the range buttons load their range', async (t) => {
    assert.equal((await fetch(`${site.url}/api/stock/DCOP.V/history?range=5y`)).status, 200);
    const { page } = await openPage(t, site, STOCK_PAGE, { javaScript: false });
    assert.equal(await page.getByTestId('price-line').count(), 1);
    assert.equal(await page.getByRole('button', { name: '1 year' }).getAttribute('aria-pressed'), 'true');
    await page.getByRole('button', { name: '5 years' }).click();
    await page.waitForURL(/range=5y#price-history$/);
    assert.equal(await page.getByRole('button', { name: '5 years' }).getAttribute('aria-pressed'), 'true');
    assert.match((await page.locator('#price-history').textContent()) ?? '', /5Y change/);
  });

  await t.test('range buttons redraw the line and the figures; the crosshair follows the keyboard', async (t) => {
    const { page, errors } = await openPage(t, site, STOCK_PAGE);
    const chart = page.locator('#price-history');
    const line = page.getByTestId('price-line');
    const plot = page.getByRole('slider', { name: 'DCOP.V closing price, 1 year' });
    const yearPath = await line.getAttribute('d');
    assert.ok(yearPath && yearPath.length > 1_000, 'a year of daily closes');
    const first = year.points[0];
    const up = year.points.at(-1).close >= first.close;
    assert.equal(
      await page.getByTestId('period-change').evaluate((el) => getComputedStyle(el).color),
      rgb(quoteTones.light[up ? 'up' : 'down']),
    );
    assert.match((await chart.textContent()) ?? '', /1Y change.*Period high\$0\.\d\d.*Period low\$0\.\d\d.*Last close\$0\.42May 6, 2025/s);
    assert.equal(await page.locator('#price-history table tbody tr').count(), 252);

    await plot.focus();
    const readout = page.getByTestId('price-readout');
    assert.equal(await readout.textContent(), 'May 6, 2025$0.42 CAD');
    await page.keyboard.press('ArrowLeft');
    const before = year.points.at(-2);
    assert.equal(await plot.getAttribute('aria-valuetext'), `${formatDay(before.date)}: $${before.close.toFixed(2)} CAD`);
    assert.equal(await readout.textContent(), `${formatDay(before.date)}$${before.close.toFixed(2)} CAD`);
    await page.keyboard.press('Home');
    assert.equal(await plot.getAttribute('aria-valuetext'), `${formatDay(first.date)}: $${first.close.toFixed(2)} CAD`);
    assert.equal(await plot.getAttribute('aria-valuenow'), '1');
    await page.keyboard.press('End');
    assert.equal(await plot.getAttribute('aria-valuenow'), '252');

    await page.getByRole('button', { name: '6 months' }).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.getByRole('button', { name: '6 months' }).click();
    await page.getByRole('button', { name: '6 months', pressed: true }).waitFor({ timeout: 3_000 });
    assert.equal(await page.getByRole('button', { name: '1 year' }).getAttribute('aria-pressed'), 'false');
    const sixMonthPath = await line.getAttribute('d');
    assert.notEqual(sixMonthPath, yearPath);
    assert.match(page.url(), /\?range=6mo$/);
    assert.equal(await page.locator('#price-history table tbody tr').count(), sixMonths.points.length);
    assert.match((await chart.textContent()) ?? '', /6M change/);
    assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'the page stays where it was');

    await page.getByRole('button', { name: '1 month' }).click();
    await page.getByRole('button', { name: '1 month', pressed: true }).waitFor({ timeout: 3_000 });
    const monthPath = await line.getAttribute('d');
    assert.ok(monthPath !== sixMonthPath && monthPath !== yearPath);
    await page.getByRole('slider', { name: 'DCOP.V closing price, 1 month' }).focus();
    await page.keyboard.press('Home');
    assert.equal(await readout.textContent(), `${formatDay(year.points.at(-21).date)}$${year.points.at(-21).close.toFixed(2)} CAD`);
    assert.deepEqual(errors, []);
  });

  await t.test('the crosshair follows the pointer over the plot, showing the day under it, and leaves with it', async (t) => {
    const month = await (await fetch(`${site.url}/api/stock/DCOP.V/history?range=1mo`)).json();
    const { page, errors } = await openPage(t, site, `${STOCK_PAGE}?range=1mo`);
    const plot = page.getByRole('slider', { name: 'DCOP.V closing price, 1 month' });
    const readout = page.getByTestId('price-readout');
    assert.equal(await readout.count(), 0, 'no crosshair before the pointer comes');
    await plot.scrollIntoViewIfNeeded();
    const box = (await plot.boundingBox())!;
    // The plot spans the first trading day to the last on a time axis.
    const start = parseDay(month.points[0].date).getTime();
    const span = parseDay(month.points.at(-1).date).getTime() - start;
    const shown: string[] = [];
    for (const index of [4, 15]) {
      const point = month.points[index];
      const fraction = (parseDay(point.date).getTime() - start) / span;
      await page.mouse.move(box.x + fraction * box.width, box.y + box.height / 2);
      const text = `${formatDay(point.date)}$${point.close.toFixed(2)} CAD`;
      await readout.filter({ hasText: formatDay(point.date) }).waitFor({ timeout: 3_000 });
      assert.equal(await readout.textContent(), text);
      assert.equal(await plot.getAttribute('aria-valuenow'), String(index + 1));
      shown.push(text);
    }
    assert.notEqual(shown[0], shown[1]);
    // Onto the date axis below the plot.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height + 12);
    await readout.waitFor({ state: 'detached', timeout: 3_000 });
    assert.deepEqual(errors, []);
  });

  await t.test('the hub quote shows the six-month sparkline and change, linking to the chart', async (t) => {
    const { page, errors } = await openPage(t, site, '/investors');
    const sparkline = page.getByTestId('live-quote').getByTestId('hub-sparkline');
    const change = ((sixMonths.points.at(-1).close - sixMonths.points[0].close) / sixMonths.points[0].close) * 100;
    const text = `${change >= 0 ? '+' : ''}${change.toFixed(2)}%`;
    assert.equal(await sparkline.locator(':scope > span:not(.visually-hidden)').allTextContents().then((t) => t.join('')), `6-month${text}`);
    assert.match((await sparkline.getAttribute('href')) ?? '', /\/investors\/stock-information$/);
    assert.equal(await sparkline.locator('path').count(), 1);
    await sparkline.click();
    await page.waitForURL(/\/investors\/stock-information$/);
    await page.getByTestId('price-line').waitFor();
    assert.deepEqual(errors, []);
  });
});

test('with the provider down and nothing cached, a one-line note takes the chart\'s place, without range buttons, and the rest of the page works', async (t) => {
  const site = await startSite(t);
  const { page, errors } = await openPage(t, site, STOCK_PAGE);
  // If the server had not yet heard back from the provider, the chart has work at once: it wakes at load,
  // and not before. (If it had, the chart says so from the server and waits for a tap: no request at all.)
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const react = performance.getEntriesByType('resource').find((entry) => /\/island-runtime-[\w-]+\.js$/.test(entry.name))?.startTime ?? -1;
    return { loaded: navigation.loadEventStart, react };
  });
  assert.ok(timing.loaded > 0 && (timing.react === -1 || timing.react >= timing.loaded), `React was requested at ${timing.react} ms, the page loaded at ${timing.loaded} ms`);
  const note = page.locator('#price-history').getByRole('status');
  await note.filter({ hasText: 'Price history unavailable' }).waitFor({ timeout: 3_000 });
  assert.equal(await note.textContent(), 'Price history unavailable. Please try again later.');
  assert.ok((await note.boundingBox())!.height < 60, 'a line, not an empty chart box');
  assert.equal(await page.getByTestId('price-line').count(), 0);
  assert.equal(await page.getByRole('group', { name: 'Chart range' }).count(), 0, 'no range to choose without prices');
  const panel = page.getByRole('region', { name: 'Live Market Data' });
  assert.match((await panel.textContent()) ?? '', /\$0\.30.*\$10\.2M CAD/s);
  assert.equal(await page.getByRole('table', { name: 'Share Structure' }).isVisible(), true);

  const hub = await openPage(t, site, '/investors');
  await hub.page.getByTestId('live-quote').filter({ hasText: 'Live data unavailable' }).waitFor({ timeout: 3_000 });
  assert.equal(await hub.page.getByTestId('hub-sparkline').count(), 0);
  assert.deepEqual(hub.errors, []);
  // The chart asks for its state, which is 200 even with the provider down: no failed request to report.
  assert.deepEqual(errors, []);
});

test('the period change is red for a fall and green when the period ends where it began', async (t) => {
  const walk = realisticHistory(0.42, Date.UTC(2025, 4, 6, 19, 59) / 1000);
  const provider = await startFakeStockProvider(t, {
    // Six months end at their first close; every other range falls from $0.60 to $0.42.
    history: (range, interval) => {
      const series = walk(range, interval);
      const close = [...series.close];
      close[0] = range === '6mo' ? close.at(-1)! : 0.6;
      return { ...series, close };
    },
  });
  const site = await startSite(t, { env: { STOCK_API_URL: provider.url } });
  const { page, errors } = await openPage(t, site, STOCK_PAGE);
  const change = page.getByTestId('period-change');
  const colour = () => change.evaluate((el) => getComputedStyle(el).color);
  assert.equal(await change.textContent(), '-30.00%');
  assert.equal(await colour(), rgb(quoteTones.light.down));

  await page.getByRole('button', { name: '6 months' }).click();
  await page.getByRole('button', { name: '6 months', pressed: true }).waitFor({ timeout: 3_000 });
  await change.filter({ hasText: '+0.00%' }).waitFor({ timeout: 3_000 });
  assert.equal(await colour(), rgb(quoteTones.light.up));
  assert.deepEqual(errors, []);
});
