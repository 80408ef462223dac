import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { sitePage } from '../../src/shared/pages.ts';
import { SEED_COMPANY_FACTS } from '../../src/shared/company-facts.ts';
import { publicFacts } from '../../src/shared/placeholders.ts';
import { companyView } from '../../src/web/content/company.ts';

// A fresh install shows the seeded facts that are real: no placeholder (its phone numbers are zeros).
const company = companyView(publicFacts(SEED_COMPANY_FACTS));
import { openPage, startSite } from '../helpers/e2e.ts';

const SCRIPT_URL = 'http://127.0.0.1:9/embed.js';
const FORM_URL = 'http://127.0.0.1:9/contact';
/** Nothing listens on 127.0.0.1:9: the browser's failure to reach the embed is expected, nothing else is. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes('127.0.0.1:9/'));

const testIds = (page: Page, id: string) => page.getByTestId(id);

interface PageCase {
  path: string;
  h1: string;
  counts: Record<string, number>;
}

const PAGES: PageCase[] = [
  { path: '/corporate/management', h1: 'Copper Has No Viable Substitute', counts: { 'stat-card': 3, 'strategy-theme': 4, person: 4 } },
  { path: '/corporate/corporate-directory', h1: 'Corporate Directory', counts: { 'directory-card': 6 } },
  { path: '/corporate/corporate-governance', h1: 'Corporate Governance', counts: { 'governance-item': 3 } },
  { path: '/corporate/disclaimer', h1: 'Disclaimer', counts: { 'disclaimer-block': 2 } },
  { path: '/sources', h1: 'Sources and References', counts: { source: 17 } },
  { path: '/contact', h1: 'Contact Us', counts: {} },
];

async function assertCounts(page: Page, item: PageCase): Promise<void> {
  for (const [id, count] of Object.entries(item.counts)) assert.equal(await testIds(page, id).count(), count, `${item.path} ${id}`);
}

test('corporate pages', async (t) => {
  const site = await startSite(t, { env: { LEAD_FORM_SCRIPT_URL: SCRIPT_URL, CONTACT_FORM_URL: FORM_URL } });

  await t.test('each page has its title, one h1, its items, no console errors and no horizontal scroll at 375 px', async (t) => {
    for (const item of PAGES) {
      const { page, errors } = await openPage(t, site, item.path, { width: 375 });
      await page.waitForLoadState('networkidle');
      assert.equal(await page.title(), sitePage(item.path).title, item.path);
      assert.deepEqual(await page.locator('h1').allTextContents(), [item.h1], item.path);
      await assertCounts(page, item);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375), `${item.path} scrolls sideways`);
      assert.deepEqual(unexpected(errors), [], item.path);
    }
  });

  await t.test('each page reads with JavaScript disabled', async (t) => {
    for (const item of PAGES) {
      const { page } = await openPage(t, site, item.path, { javaScript: false });
      assert.deepEqual(await page.locator('h1').allTextContents(), [item.h1], item.path);
      await assertCounts(page, item);
      const hidden = await page.locator('main *').evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity === '0').length);
      assert.equal(hidden, 0, item.path);
    }
  });

  await t.test('management shows the strategy figures with footnotes and the team alternating sides', async (t) => {
    const { page, errors } = await openPage(t, site, '/corporate/management');
    assert.deepEqual(await testIds(page, 'stat-card').locator('strong').allTextContents(), ['13X', '3X', 'TOP']);
    assert.deepEqual(await testIds(page, 'strategy-theme').locator('h3').allTextContents(), [
      'Military and Defence',
      'Electrification Backbone',
      'Canada’s Strategic Advantage',
      'Supply Chain Vulnerabilities',
    ]);
    const quote = (await page.locator('blockquote').textContent()) ?? '';
    for (const figure of ['2.6% a year to 2035', '70% by 2050', '93,000 to 1.2 million']) assert.ok(quote.includes(figure), figure);
    const footnotes = await page.locator('main sup a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.ok(footnotes.length >= 6);
    for (const href of footnotes) assert.match(href ?? '', /^\/sources#source-([1-9]|1[0-7])$/);
    // No officer is named on a fresh install: each card shows its position alone, as its heading.
    assert.deepEqual(await testIds(page, 'person').locator('h3').first().textContent(), 'President & Chief Executive Officer');
    const sides = await testIds(page, 'person').evaluateAll((els) => els.map((el) => getComputedStyle(el).flexDirection));
    assert.deepEqual(sides, ['row', 'row-reverse', 'row', 'row-reverse']);

    await page.locator('blockquote sup a').first().click();
    await page.waitForURL(`${site.url}/sources#source-2`);
    await page.waitForFunction(() => {
      const box = document.getElementById('source-2')?.getBoundingClientRect();
      return box !== undefined && box.top >= 0 && box.top < window.innerHeight / 2;
    });
    assert.deepEqual(unexpected(errors), []);
  });

  await t.test('the directory lists six cards with the company e-mail, and a phone only once a real number is recorded', async (t) => {
    const { page } = await openPage(t, site, '/corporate/corporate-directory');
    assert.deepEqual(await testIds(page, 'directory-card').locator('h2').allTextContents(), [
      'Corporate Office',
      'Registered Office',
      'Legal Counsel',
      'Auditor',
      'Transfer Agent',
      'Contact Information',
    ]);
    const contact = testIds(page, 'directory-card').last();
    assert.equal(company.phone, '');
    assert.equal(await contact.getByRole('link', { name: /^Phone:/ }).count(), 0);
    assert.equal(await contact.getByRole('link', { name: `Email: ${company.email}` }).getAttribute('href'), `mailto:${company.email}`);
    assert.doesNotMatch((await page.locator('main').textContent()) ?? '', /000-000\d|\[[A-Za-z][^\]]*\]/);
  });

  await t.test('governance has three numbered items and the disclaimer two blocks', async (t) => {
    const governance = (await openPage(t, site, '/corporate/corporate-governance')).page;
    assert.deepEqual(await testIds(governance, 'governance-item').locator('h2').allTextContents(), [
      'Board of Directors',
      'Nomination of Directors',
      'Compensation of Directors',
    ]);
    const disclaimer = (await openPage(t, site, '/corporate/disclaimer')).page;
    assert.deepEqual(await testIds(disclaimer, 'disclaimer-block').locator('h2').allTextContents(), [
      'Forward-Looking Information',
      'Accuracy of Information',
    ]);
  });

  await t.test('sources are numbered anchors; sixteen open in a new tab and the placeholder seventh has no link', async (t) => {
    const { page } = await openPage(t, site, '/sources');
    const ids = await testIds(page, 'source').evaluateAll((els) => els.map((el) => el.id));
    assert.deepEqual(ids, Array.from({ length: 17 }, (_, i) => `source-${i + 1}`));
    const links = page.getByRole('link', { name: /^Visit Source/ });
    assert.equal(await links.count(), 16);
    for (const link of await links.all()) {
      assert.equal(await link.getAttribute('target'), '_blank');
      assert.equal(await link.getAttribute('rel'), 'noopener noreferrer');
      assert.match((await link.getAttribute('href')) ?? '', /^https:\/\//);
    }
    assert.equal(await page.locator('#source-7 a').count(), 0);
    assert.match((await page.locator('main').textContent()) ?? '', /Superscript numbers/);
  });

  await t.test('contact shows the details, the form frame and the map; its script is in the head only while on the page', async (t) => {
    const { page, errors } = await openPage(t, site, '/contact');
    const main = page.locator('main');
    assert.equal(await main.locator('a[href^="tel:"]').count(), 0, 'no phone link until a real number is recorded');
    assert.equal(await main.getByRole('link', { name: company.email }).getAttribute('href'), `mailto:${company.email}`);
    const text = (await main.textContent()) ?? '';
    assert.ok(text.includes('Monday - Friday: 9:00 AM - 5:00 PM (Pacific)'));
    assert.ok(text.includes('Saturday - Sunday: Closed'));
    for (const line of company.office.lines) assert.ok(text.includes(line), line);
    for (const station of company.officeDirections.transit) assert.ok(text.includes(station), station);
    assert.ok(text.includes(company.officeDirections.parking));
    const frame = page.locator('iframe[title="Contact Us"]');
    assert.equal(await frame.getAttribute('src'), FORM_URL);
    assert.equal(await frame.evaluate((el) => el.getBoundingClientRect().height), 600);
    assert.ok(await main.locator('img[src*="contact-map"]').isVisible());

    const script = `head script[src="${SCRIPT_URL}"]`;
    await page.waitForFunction((s) => document.querySelector(s) !== null, script);
    const hydrated = await page.evaluate(() => [...document.querySelectorAll('dc-island')].some((el) => Object.keys(el).some((k) => k.startsWith('__reactContainer'))));
    assert.equal(hydrated, false, 'the loader adds the script without React');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(`${site.url}/`);
    await page.locator('h1').filter({ hasText: 'Copper and Critical Minerals' }).waitFor();
    assert.equal(await page.locator(script).count(), 0);
    assert.deepEqual(unexpected(errors), []);
  });
});
