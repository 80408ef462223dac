import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage, startSite } from '../helpers/e2e.ts';

test('without GA_MEASUREMENT_ID no analytics script or request is made', async (t) => {
  const site = await startSite(t);
  const { page } = await openPage(t, site, '/');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.reload({ waitUntil: 'networkidle' });
  assert.equal(requests.filter((u) => /google/.test(u)).length, 0);
  assert.equal(await page.evaluate(() => typeof window.gtag), 'undefined');
});

test('with GA_MEASUREMENT_ID each page sends exactly one page view, after a click and when a prerendered page opens', async (t) => {
  const site = await startSite(t, { env: { GA_MEASUREMENT_ID: 'G-TEST1234' } });
  const { page } = await openPage(t, site, '/');
  const pageViews = async () => {
    await page.waitForFunction(() => Array.isArray(window.dataLayer) && window.dataLayer.some((e) => (e as unknown[])[1] === 'page_view'));
    return page.evaluate(() =>
      (window.dataLayer as unknown[][]).filter((e) => e[0] === 'event' && e[1] === 'page_view').map((e) => (e[2] as { page_path: string }).page_path),
    );
  };
  assert.deepEqual(await pageViews(), ['/']);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await page.waitForURL(`${site.url}/projects`);
  assert.deepEqual(await pageViews(), ['/projects']);

  // A press on a link prerenders its page (the speculation rules); releasing opens it.
  const investors = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Investors', exact: true });
  await investors.hover();
  await page.mouse.down();
  await page.waitForTimeout(1500);
  await page.mouse.up();
  await page.waitForURL(`${site.url}/investors`);
  const prerendered = await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming & { activationStart: number }).activationStart > 0);
  assert.ok(prerendered, 'the page opened from its prerender');
  assert.deepEqual(await pageViews(), ['/investors']);
});

declare global {
  interface Window {
    dataLayer: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}
