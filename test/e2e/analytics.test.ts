import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openPage, sharedSite, startSite } from '../helpers/e2e.ts';

test('without GA_MEASUREMENT_ID no analytics script or request is made', async (t) => {
  const site = await startSite(t);
  const { page } = await openPage(t, site, '/');
  const requests: string[] = [];
  page.on('request', (r) => requests.push(r.url()));
  await page.reload({ waitUntil: 'networkidle' });
  assert.equal(requests.filter((u) => /google/.test(u)).length, 0);
  assert.equal(await page.evaluate(() => typeof window.gtag), 'undefined');
});

test('with GA_MEASUREMENT_ID each page sends exactly one page view, on the first load and after each click', async (t) => {
  const site = await sharedSite({ GA_MEASUREMENT_ID: 'G-TEST1234' });
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

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Investors', exact: true }).click();
  await page.waitForURL(`${site.url}/investors`);
  assert.deepEqual(await pageViews(), ['/investors']);
});

test('a prerendered page sends its page view when it is opened, not while it waits unseen', async (t) => {
  const site = await sharedSite({ GA_MEASUREMENT_ID: 'G-TEST1234' });
  const { page } = await openPage(t, site, '/');
  // The document as the browser prerenders it: `prerendering` until the visitor activates it.
  await page.addInitScript(() => {
    let prerendering = true;
    Object.defineProperty(document, 'prerendering', { get: () => prerendering });
    Object.assign(window, {
      activate: () => {
        prerendering = false;
        document.dispatchEvent(new Event('prerenderingchange'));
      },
    });
  });
  await page.goto(`${site.url}/projects`, { waitUntil: 'load' });
  await page.waitForFunction(() => Array.isArray(window.dataLayer) && window.dataLayer.some((e) => (e as unknown[])[0] === 'config'));
  const count = () => page.evaluate(() => (window.dataLayer as unknown[][]).filter((e) => e[0] === 'event' && e[1] === 'page_view').length);
  assert.equal(await count(), 0, 'no page view while prerendered');
  await page.evaluate(() => (window as unknown as { activate: () => void }).activate());
  assert.equal(await count(), 1);
});

declare global {
  interface Window {
    dataLayer: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}
