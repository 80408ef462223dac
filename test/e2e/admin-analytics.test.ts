import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, startSite } from '../helpers/e2e.ts';

const GA_ID = 'G-TEST1234';

const headingLevels = (page: Page) =>
  page.locator('main').evaluate((main) => [...main.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1])));

test('the Analytics Dashboard shows the tracking banner, static cards, report lists and tracked items', async (t) => {
  const site = await startSite(t, { env: { GA_MEASUREMENT_ID: GA_ID } });
  const { page, errors } = await openPage(t, site, '/admin/analytics');

  assert.equal(await page.title(), 'Analytics Dashboard | District Copper Corp.');
  assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Analytics Dashboard');
  assert.match((await page.locator('meta[name="robots"]').getAttribute('content')) ?? '', /noindex/);

  const banner = page.getByTestId('tracking-banner');
  assert.match((await banner.textContent()) ?? '', /Tracking is active/);
  assert.match((await banner.textContent()) ?? '', /Measurement ID: G-TEST1234/);

  const cards = page.getByTestId('metric-card');
  assert.deepEqual(await cards.locator('h3').allTextContents(), ['Total Visitors', 'Page Views', 'Bounce Rate', 'Avg. Session']);
  for (const card of await cards.all()) assert.match((await card.textContent()) ?? '', /Track in GA/);

  const lists = {
    'Top Traffic Sources': ['Direct Traffic', 'Organic Search', 'Social Media', 'Referral Sites'],
    'Most Viewed Pages': ['/', '/investors', '/projects', '/projects/copper-keg'],
    'Device Breakdown': ['Desktop', 'Mobile', 'Tablet'],
    'Geographic Data': ['Canada', 'United States', 'Other Countries'],
  };
  for (const [title, labels] of Object.entries(lists)) {
    const items = page.getByRole('list', { name: title, exact: true }).getByRole('listitem');
    assert.deepEqual(await items.allTextContents(), labels.map((label) => `${label}View in GA`), title);
  }

  const tracked = page.getByRole('list', { name: "What's Being Tracked" }).getByRole('listitem');
  assert.deepEqual(await tracked.locator('h3').allTextContents(), ['Page Views', 'Traffic Sources', 'User Behavior', 'Device & Location']);
  for (const description of await tracked.locator('p').allTextContents()) assert.ok(description.length > 20, description);

  const levels = await headingLevels(page);
  assert.equal(levels.filter((l) => l === 1).length, 1);
  assert.equal(levels[0], 1);
  for (let i = 1; i < levels.length; i++) assert.ok(levels[i]! <= levels[i - 1]! + 1, `heading levels ${levels.join(',')}`);
  assert.ok((await page.locator('main h2').allTextContents()).includes("What's Being Tracked"));

  const external = page.getByRole('link', { name: /^Open Google Analytics/ });
  assert.equal(await external.getAttribute('href'), 'https://analytics.google.com/analytics/web/');
  assert.equal(await external.getAttribute('target'), '_blank');
  assert.match((await external.getAttribute('rel')) ?? '', /\bnoopener\b/);
  assert.match((await external.getAttribute('rel')) ?? '', /\bnoreferrer\b/);

  // Checked before leaving: what /admin logs is that page's concern, not this one's.
  await page.waitForLoadState('networkidle');
  assert.deepEqual(errors, []);

  await page.getByRole('link', { name: 'Back to admin', exact: true }).click();
  await page.waitForURL(`${site.url}/admin`);

  const narrow = await openPage(t, site, '/admin/analytics', { width: 375 });
  const overflow = await narrow.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.equal(overflow, 0);
  assert.deepEqual(narrow.errors, []);
});
