import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { SITE_PAGES } from '../../src/shared/pages.ts';
import { SITE_SECTIONS } from '../../src/shared/site-sections.ts';
import { seriousAxeViolations } from '../helpers/axe.ts';
import { adminJsonHeaders, openPage, sharedSite } from '../helpers/e2e.ts';

const WIDTHS = [320, 375, 768, 1024, 1280, 1440];
const OVERFLOW_PAGES = [
  '/',
  '/corporate/management',
  '/projects',
  '/projects/copper-keg',
  '/investors',
  '/investors/stock-information',
  '/investors/media',
  '/corporate/corporate-directory',
];
const LONG_WORD = 'Copperporphyryexplorationdrillingupdatewithoutanyspacesatall';
const DRILL_TABLE = [
  '| Hole ID | From (m) | To (m) | Length (m) | Cu (%) | Au (g/t) |',
  '|---|---|---|---|---|---|',
  '| CK-26-01 | 100.0 | 212.5 | 112.5 | 0.42 | 0.105 |',
  '| CK-26-02 | 48.25 | 301.75 | 253.50 | 0.318 | 0.061 |',
  '| CK-26-03 | 12.0 | 96.0 | 84.0 | 1.07 | 0.230 |',
].join('\n');

/** Same-site page paths linked from a server-rendered document. */
function linkedPaths(html: string): Set<string> {
  const paths = new Set<string>();
  for (const [, href] of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"/g)) {
    if (!href!.startsWith('/') || href!.startsWith('//')) continue;
    paths.add(new URL(href!, 'http://site').pathname);
  }
  return paths;
}

async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test('the header, its section menus and the mobile menu', async (t) => {
  const site = await sharedSite();

  await t.test('every public route is reachable from / within two clicks of server HTML', async () => {
    const html = async (path: string) => (await fetch(site.url + path)).text();
    const first = linkedPaths(await html('/'));
    const reached = new Set(['/', ...first]);
    for (const path of first) {
      if (!SITE_PAGES.some((p) => p.path === path)) continue;
      for (const next of linkedPaths(await html(path))) reached.add(next);
    }
    const missing = SITE_PAGES.map((p) => p.path).filter((path) => !reached.has(path));
    assert.equal(SITE_PAGES.length, 23);
    assert.deepEqual(missing, []);
  });

  await t.test('a header section menu works by keyboard: Enter opens, Tab enters, Escape closes and returns focus', async (t) => {
    const { page, errors } = await openPage(t, site, '/contact');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const trigger = nav.getByRole('button', { name: 'Projects pages' });
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    await trigger.focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Copper Keg' }).waitFor();
    assert.equal(await trigger.getAttribute('aria-expanded'), 'true');
    assert.deepEqual(
      await nav.locator(`[id="${await trigger.getAttribute('aria-controls')}"] a`).allTextContents(),
      SITE_SECTIONS.find((s) => s.id === 'projects')!.pages.map((p) => p.label),
    );
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Overview');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Copper Keg');
    await page.keyboard.press('Escape');
    await nav.getByRole('link', { name: 'Copper Keg' }).waitFor({ state: 'hidden' });
    assert.equal(await trigger.getAttribute('aria-expanded'), 'false');
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Projects pages');

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/projects/copper-keg`);
    await nav.getByRole('link', { name: 'Copper Keg' }).waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
  });

  await t.test('a header section menu opens and navigates by touch', async (t) => {
    const { page, errors } = await openPage(t, site, '/', { width: 1280, hasTouch: true });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Investors pages' }).tap();
    const stock = nav.getByRole('link', { name: 'Stock Information' });
    await stock.waitFor();
    // A second tap elsewhere (the hero's left edge, clear of the open menu) closes it; tapping again reopens it.
    await page.touchscreen.tap(20, 450);
    await stock.waitFor({ state: 'hidden' });
    await nav.getByRole('button', { name: 'Investors pages' }).tap();
    await stock.tap();
    await page.waitForURL(`${site.url}/investors/stock-information`);
    await page.waitForFunction(() => document.title.startsWith('Stock Information'));
    await stock.waitFor({ state: 'hidden' });
    assert.deepEqual(errors, []);
  });

  await t.test('the header links work without JavaScript', async (t) => {
    const { page } = await openPage(t, site, '/', { javaScript: false });
    const nav = page.getByRole('navigation', { name: 'Main' });
    assert.deepEqual(await nav.getByRole('link').allTextContents(), ['Home', 'About Us', 'Projects', 'Investors', 'News', 'Contact']);
    await nav.getByRole('link', { name: 'Investors' }).click();
    await page.waitForURL(`${site.url}/investors`);
  });

  await t.test("the mobile menu's sections expand to their pages; the current section starts open", async (t) => {
    const { page, errors } = await openPage(t, site, '/', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    const about = menu.getByRole('button', { name: 'About Us pages' });
    await about.waitFor();
    assert.equal(await about.getAttribute('aria-expanded'), 'false');
    await about.click();
    assert.equal(await about.getAttribute('aria-expanded'), 'true');
    assert.deepEqual(await menu.getByRole('link').allTextContents(), [
      'Home',
      'About Us',
      'Management',
      'Corporate Directory',
      'Corporate Governance',
      'Disclaimer',
      'Sources',
      'Projects',
      'Investors',
      'News',
      'Contact',
    ]);
    await menu.getByRole('link', { name: 'Corporate Governance' }).click();
    await page.waitForURL(`${site.url}/corporate/corporate-governance`);
    await menu.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Corporate Governance' }).waitFor();
    assert.equal(await menu.getByRole('link', { name: 'Corporate Governance' }).getAttribute('aria-current'), 'page');
    assert.equal(await menu.getByRole('button', { name: 'Investors pages' }).getAttribute('aria-expanded'), 'false');
    await menu.getByRole('button', { name: 'Investors pages' }).click();
    await menu.getByRole('link', { name: 'AGM & Events' }).click();
    await page.waitForURL(`${site.url}/investors/agm-events`);
    assert.deepEqual(errors, []);
  });

  await t.test('axe finds no serious or critical problems in the header menus, mobile menu and section navigation', async (t) => {
    const { page } = await openPage(t, site, '/projects/copper-keg', { bypassCSP: true });
    await page.getByRole('button', { name: 'Projects pages' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Maps' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(page, ['header', 'nav[aria-label="Projects section"]']), []);

    const phone = await openPage(t, site, '/projects/copper-keg', { width: 390, bypassCSP: true });
    await phone.page.getByRole('button', { name: 'Open menu' }).click();
    await phone.page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Maps' }).waitFor();
    assert.deepEqual(await seriousAxeViolations(phone.page, ['[role="dialog"]']), []);
  });
});

test('section pages', async (t) => {
  const site = await sharedSite();

  await t.test('each section page lists its section under the hero and marks only its own link current', async (t) => {
    for (const [path, section, current] of [
      ['/corporate/disclaimer', 'About Us', 'Disclaimer'],
      ['/projects/maps', 'Projects', 'Maps'],
      ['/investors/media', 'Investors', 'News'],
      ['/download-images', 'Investors', 'Download Images'],
    ] as const) {
      const { page, errors } = await openPage(t, site, path);
      const sectionNav = page.getByRole('navigation', { name: `${section} section` });
      const expected = SITE_SECTIONS.find((s) => s.label === section)!.pages.map((p) => p.label);
      assert.deepEqual(await sectionNav.getByRole('link').allTextContents(), expected, path);
      assert.deepEqual(await sectionNav.locator('[aria-current]').allTextContents(), [current], path);
      assert.equal(await sectionNav.locator('[aria-current]').getAttribute('aria-current'), 'page', path);
      // The bar sits right under the hero's banner.
      const heroBottom = await page.locator('main h1').evaluate((h1) => h1.closest('header')!.getBoundingClientRect().bottom);
      const navTop = (await sectionNav.boundingBox())!.y;
      assert.ok(Math.abs(navTop - heroBottom) < 1, `${path}: hero ends at ${heroBottom}, section nav starts at ${navTop}`);
      assert.deepEqual(errors, [], path);
    }
    for (const path of ['/contact', '/search']) {
      const { page } = await openPage(t, site, path);
      assert.equal(await page.getByRole('navigation', { name: /section$/ }).count(), 0, path);
    }
  });

  await t.test("on a phone the section bar starts with the current page's link in view", async (t) => {
    const { page } = await openPage(t, site, '/download-images', { width: 390, height: 844 });
    const row = page.getByRole('navigation', { name: 'Investors section' }).getByRole('list');
    assert.ok(await row.evaluate((list) => list.scrollWidth > list.clientWidth), 'the row scrolls sideways at 390 px');
    // The link is wholly inside the row's visible part.
    await page.waitForFunction(
      (list) => {
        const link = list!.querySelector('a[aria-current="page"]')!.getBoundingClientRect();
        const box = list!.getBoundingClientRect();
        return link.left >= box.left && link.right <= box.right;
      },
      await row.elementHandle(),
      { timeout: 5000 },
    );
  });

  await t.test('on /investors/media only News is the current header link; a page inside a section marks its section', async (t) => {
    const { page } = await openPage(t, site, '/investors/media');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // The six links themselves; the menus below them mark the page too.
    const current = nav.locator(':scope > ul > li > a[aria-current]');
    assert.deepEqual(await current.allTextContents(), ['News']);
    assert.equal(await nav.getByRole('link', { name: 'News' }).getAttribute('aria-current'), 'page');
    await page.goto(`${site.url}/investors/stock-information`);
    assert.deepEqual(await current.allTextContents(), ['Investors']);
    assert.equal(await nav.getByRole('link', { name: 'Investors' }).getAttribute('aria-current'), 'true');
  });

  await t.test('the Investors hub links to every investor page', async () => {
    const links = linkedPaths(await (await fetch(`${site.url}/investors`)).text());
    const investorPages = SITE_SECTIONS.find((s) => s.id === 'investors')!.pages.map((p) => p.path);
    assert.deepEqual(investorPages.filter((path) => !links.has(path)), []);
    const html = await (await fetch(`${site.url}/investors`)).text();
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    const cards = main.slice(main.indexOf('Investor Resources'));
    for (const path of investorPages.filter((p) => p !== '/investors')) assert.ok(cards.includes(`href="${path}"`), path);
  });

  await t.test('the header holds one row of the same height at 1024 and 1440 px', async (t) => {
    const heights: number[] = [];
    for (const width of [1024, 1440]) {
      const { page } = await openPage(t, site, '/investors/stock-information', { width });
      const header = page.getByRole('banner').first();
      heights.push((await header.boundingBox())!.height);
      const tops = await header.locator('a, button').evaluateAll((els) =>
        els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)),
      );
      assert.ok(Math.max(...tops) - Math.min(...tops) <= 2, `${width}: control centres ${tops.join(', ')}`);
      assert.equal(await pageOverflow(page), 0, `${width}`);
    }
    assert.equal(heights[0], heights[1]);
  });

  await t.test('on a phone the Stock Information page shows the price in the first screen', async (t) => {
    const { page } = await openPage(t, site, '/investors/stock-information', { width: 390, height: 844 });
    const price = page.getByRole('region', { name: 'Live Market Data' }).getByText('Price (CAD)');
    const box = (await price.boundingBox())!;
    assert.ok(box.y + box.height <= 844, `price label ends at ${box.y + box.height} px`);
  });

  await t.test('management biographies read left-aligned and footnote markers are 24 px targets', async (t) => {
    const { page } = await openPage(t, site, '/corporate/management', { width: 1280 });
    const aligns = await page.getByTestId('person').evaluateAll((els) => els.map((el) => getComputedStyle(el).textAlign));
    assert.equal(aligns.length, 4);
    for (const align of aligns) assert.ok(align === 'start' || align === 'left', align);
    const markers = await page.getByRole('link', { name: /^Source \d+$/ }).evaluateAll((els) =>
      els.map((el) => {
        const box = el.getBoundingClientRect();
        return { width: box.width, height: box.height };
      }),
    );
    assert.ok(markers.length > 0);
    for (const marker of markers) assert.ok(marker.width >= 24 && marker.height >= 24, JSON.stringify(marker));
    // The larger target does not make its line taller: the text block is as tall with the marker as without it.
    const heights = await page.getByRole('link', { name: /^Source \d+$/ }).first().evaluate((link) => {
      const block = link.closest('p, li, dd, div')!;
      const sup = link.closest('sup')!;
      const withMarker = block.getBoundingClientRect().height;
      sup.style.visibility = 'hidden';
      sup.style.position = 'absolute';
      const without = block.getBoundingClientRect().height;
      sup.removeAttribute('style');
      return { withMarker, without };
    });
    assert.ok(heights.withMarker - heights.without < 1, JSON.stringify(heights));
  });
});

test('responsive layout', async (t) => {
  const site = await sharedSite();
  const headers = await adminJsonHeaders(site);
  const created = await fetch(`${site.url}/api/admin/articles`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      title: `${LONG_WORD} Drill Results`,
      slug: 'drill-results-wide-table',
      category: 'Project Updates',
      source: 'Newsfile Corp.',
      date: '2026-01-15',
      description: `Assays from three holes: ${LONG_WORD}.`,
      content: `District Copper reports assays.\n\n${DRILL_TABLE}\n\nA ${LONG_WORD} in the body.`,
      published: true,
      // Sample disclosure for a layout test: the pre-publish checks are overridden, as the IR manager may.
      override: { reason: 'Layout test with sample results.' },
      includeDisclaimer: true,
    }),
  });
  assert.equal(created.status, 201, await created.clone().text());
  const articlePath = '/articles/drill-results-wide-table';

  await t.test('no page scrolls sideways at 320 to 1440 px, including an article with a wide table and a long word', async (t) => {
    // Each page is loaded once and the window resized through the widths, as a reader turning a tablet
    // does: a layout that fits only when loaded at its width would fail here too.
    const { page, errors } = await openPage(t, site, '/', { width: WIDTHS[0] });
    for (const path of [...OVERFLOW_PAGES, articlePath]) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(site.url + path, { waitUntil: 'load' });
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        // Two frames: what reacts to the resize (observers, listeners) has run and been laid out.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        assert.equal(await pageOverflow(page), 0, `${path} at ${width} px`);
      }
    }
    assert.deepEqual(errors, []);
  });

  await t.test('at 375 px the drill table scrolls in its own labelled region and every cell stays on one line', async (t) => {
    const { page, errors } = await openPage(t, site, articlePath, { width: 375, height: 800 });
    const region = page.getByRole('region', { name: 'Table (scrolls sideways)' });
    assert.equal(await region.getAttribute('tabindex'), '0');
    const scroll = await region.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
    assert.ok(scroll.scrollWidth > scroll.clientWidth, `the table is wider than the phone: ${JSON.stringify(scroll)}`);
    const cells = await region.locator('th, td').evaluateAll((els) =>
      els.map((el) => {
        const style = getComputedStyle(el);
        const content = el.clientHeight - Number.parseFloat(style.paddingTop) - Number.parseFloat(style.paddingBottom);
        return { text: el.textContent, content, line: Number.parseFloat(style.lineHeight) };
      }),
    );
    assert.equal(cells.length, 24);
    for (const cell of cells) assert.ok(cell.content < cell.line * 1.5, `"${cell.text}" is ${cell.content} px tall, one line is ${cell.line} px`);
    const title = await page.locator('h1').boundingBox();
    assert.ok(title!.x + title!.width <= 375, 'the long word in the title wraps');
    assert.deepEqual(errors, []);
  });

});
