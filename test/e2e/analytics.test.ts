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

test('with GA_MEASUREMENT_ID a page view is sent on the first load and on every route change', async (t) => {
  const site = await startSite(t, { env: { GA_MEASUREMENT_ID: 'G-TEST1234' } });
  const { page } = await openPage(t, site, '/');
  await page.waitForFunction(() => Array.isArray(window.dataLayer) && window.dataLayer.length > 0);
  const pageViews = () =>
    page.evaluate(() =>
      (window.dataLayer as unknown[][]).filter((e) => e[0] === 'event' && e[1] === 'page_view').map((e) => (e[2] as { page_path: string }).page_path),
    );
  await page.waitForFunction(() => (window.dataLayer as unknown[][]).some((e) => e[1] === 'page_view'));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click();
  await page.waitForURL(`${site.url}/projects`);
  await page.waitForFunction(() => (window.dataLayer as unknown[][]).filter((e) => e[1] === 'page_view').length >= 2);
  assert.deepEqual(await pageViews(), ['/', '/projects']);
});

declare global {
  interface Window {
    dataLayer: unknown[];
  }
}
