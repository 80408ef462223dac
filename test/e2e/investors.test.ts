import assert from 'node:assert/strict';
import { test } from 'node:test';
import yauzl from 'yauzl';
import { IMAGES_ZIP_PATH, QUARTERS, STATEMENT_YEARS, statementFile } from '../../src/shared/documents.ts';
import { adminJsonHeaders, openPage, servedPage, startSite, waitForFocus } from '../helpers/e2e.ts';

const PAGES = [
  { path: '/investors', title: 'Investors | District Copper Corp.', h1: 'Investors' },
  { path: '/investors/financial-statements', title: 'Financial Statements | District Copper Corp.', h1: 'Financial Statements' },
  { path: '/investors/corporate-presentation', title: 'Corporate Presentation | District Copper Corp.', h1: 'Corporate Presentation' },
  { path: '/investors/sustainability', title: 'Sustainability | District Copper Corp.', h1: 'Sustainability' },
  { path: '/investors/agm-events', title: 'AGM and Upcoming Events | District Copper Corp.', h1: 'AGM and Upcoming Events' },
  { path: '/download-images', title: 'Download Images | District Copper Corp.', h1: 'Download Images' },
];

const statementHrefs = (kind: 'MDA' | 'FS', year: number) => QUARTERS.map((q) => `/assets/${statementFile(year, q, kind)}`);

function zipFileCount(buffer: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error);
      let files = 0;
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.endsWith('/')) files += 1;
        zip.readEntry();
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

test('investor pages', async (t) => {
  const site = await startSite(t);

  // In the browser, every page is loaded at 375 px by the page sweep (assets.test.ts): no errors, no sideways scroll.
  await t.test('each page is served with its title and its one h1', async () => {
    for (const { path, title, h1 } of PAGES) {
      const served = await servedPage(site, path);
      assert.equal(served.title, title, path);
      assert.deepEqual(served.h1, [h1], path);
    }
  });

  await t.test('financial statements switch tab and year independently, and the query reproduces the view', async (t) => {
    const { page, errors } = await openPage(t, site, '/investors/financial-statements');
    const links = () =>
      page.getByRole('tabpanel').getByRole('link', { name: /^Download/ }).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.equal(await page.getByRole('tab', { selected: true }).textContent(), 'MD&A');
    assert.equal(await page.getByRole('group', { name: 'Fiscal year' }).locator('[aria-current="true"]').textContent(), '2023');
    assert.deepEqual(await links(), statementHrefs('MDA', 2023));
    assert.deepEqual(await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allTextContents(), [
      'Quarterly Report',
      'Quarterly Report',
      'Quarterly Report',
      'Annual Report',
    ]);

    await page.getByRole('tab', { name: 'Financial Statements' }).click();
    await page.waitForURL(/tab=fs/);
    // The router commits the render in a transition, after the URL: wait for the view, not the address.
    await page.getByRole('tab', { name: 'Financial Statements', selected: true }).waitFor();
    assert.deepEqual(await links(), statementHrefs('FS', 2023));
    await page.getByRole('group', { name: 'Fiscal year' }).getByRole('link', { name: '2021' }).click();
    await page.waitForURL(/year=2021/);
    await page.getByRole('group', { name: 'Fiscal year' }).locator('[aria-current="true"]', { hasText: '2021' }).waitFor();
    assert.deepEqual(await links(), statementHrefs('FS', 2021));
    assert.equal(await page.getByRole('tab', { selected: true }).textContent(), 'Financial Statements');
    assert.deepEqual(await page.getByRole('tabpanel').getByRole('heading', { level: 3 }).allTextContents(), [
      'Interim Financial Statements',
      'Interim Financial Statements',
      'Interim Financial Statements',
      'Audited Financial Statements',
    ]);
    const link = page.getByRole('tabpanel').getByRole('link').first();
    assert.equal(await link.getAttribute('target'), '_blank');

    await page.reload();
    assert.equal(await page.getByRole('tab', { selected: true }).textContent(), 'Financial Statements');
    assert.equal(await page.getByRole('group', { name: 'Fiscal year' }).locator('[aria-current="true"]').textContent(), '2021');
    assert.deepEqual(await links(), statementHrefs('FS', 2021));
    assert.deepEqual(errors, []);

    const { page: noJs } = await openPage(t, site, '/investors/financial-statements?tab=mda&year=2019', { javaScript: false });
    const ssrLinks = () => noJs.getByRole('tabpanel').getByRole('link', { name: /^Download/ }).evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    assert.deepEqual(await ssrLinks(), statementHrefs('MDA', 2019));
    // Without JavaScript the tabs and years are links to the views the server renders: every statement is reachable.
    await noJs.getByRole('tab', { name: 'Financial Statements' }).click();
    await noJs.waitForURL(/tab=fs&year=2019/);
    assert.deepEqual(await ssrLinks(), statementHrefs('FS', 2019));
    await noJs.getByRole('group', { name: 'Fiscal year' }).getByRole('link', { name: '2022' }).click();
    await noJs.waitForURL(/tab=fs&year=2022/);
    assert.deepEqual(await ssrLinks(), statementHrefs('FS', 2022));
  });

  await t.test('the AGM page keeps its event cards apart and links the events calendar where a visitor sees it', async (t) => {
    const created = await fetch(`${site.url}/api/admin/events`, {
      method: 'POST',
      headers: await adminJsonHeaders(site),
      body: JSON.stringify({ title: 'Copper Keg site tour', kind: 'other', startsAt: '2099-07-14T16:00:00Z', location: 'Copper Keg, British Columbia' }),
    });
    assert.equal(created.status, 201, await created.text());
    const { page, errors } = await openPage(t, site, '/investors/agm-events', { width: 390, height: 844 });
    const cards = await page.getByTestId('event-list').first().locator(':scope > *').evaluateAll((all) => all.map((card) => card.getBoundingClientRect()));
    assert.equal(cards.length, 2, 'the new event and the AGM');
    assert.ok(cards[1]!.top - cards[0]!.bottom >= 16, `the cards are ${cards[1]!.top - cards[0]!.bottom} px apart`);
    const calendar = page.getByRole('link', { name: 'subscribe to the events calendar' });
    assert.ok(await calendar.isVisible());
    assert.equal(await calendar.getAttribute('href'), '/events.ics');
    assert.deepEqual(errors, []);
  });

  await t.test('the presentation cover, first screen on a phone, loads eagerly at high priority', async () => {
    const html = await (await fetch(`${site.url}/investors/corporate-presentation`)).text();
    const cover = /<img[^>]*presentation-cover-[^>]*>/.exec(html)?.[0] ?? '';
    assert.match(cover, /loading="eager"/);
    assert.match(cover, /fetchPriority="high"/i);
  });

  await t.test('all 48 statement documents answer 200 application/pdf', async () => {
    for (const year of STATEMENT_YEARS) {
      for (const kind of ['MDA', 'FS'] as const) {
        for (const href of statementHrefs(kind, year)) {
          const response = await fetch(site.url + href);
          assert.equal(response.status, 200, href);
          assert.equal(response.headers.get('content-type'), 'application/pdf', href);
          assert.equal(Buffer.from(await response.arrayBuffer()).subarray(0, 5).toString(), '%PDF-', href);
        }
      }
    }
  });

  await t.test('the AGM cards: two work, the greyed ones cannot be focused or activated', async (t) => {
    const { page, errors } = await openPage(t, site, '/investors');
    assert.equal(await page.getByRole('link', { name: /Our financial statements/ }).getAttribute('href'), '/investors/financial-statements');
    const notice = page.getByRole('link', { name: /Notice of meeting/ });
    assert.equal(await notice.getAttribute('target'), '_blank');
    assert.match((await notice.getAttribute('href')) ?? '', /notice-of-meeting.*\.pdf$/);
    const pdf = await fetch(site.url + (await notice.getAttribute('href')));
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');

    const greyed = page.locator('[aria-disabled="true"]', { hasText: /Form of proxy|Information circular/ });
    assert.equal(await greyed.count(), 2);
    assert.equal(await page.getByRole('link', { name: /Form of proxy|Information circular/ }).count(), 0);

    const focused = new Set<string>();
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest('[aria-disabled="true"]')));
      focused.add(String(inside));
    }
    assert.ok(!focused.has('true'), 'a greyed card received keyboard focus');

    let popups = 0;
    page.context().on('page', () => popups++);
    const before = page.url();
    for (let i = 0; i < 2; i++) {
      // A real mouse click at the card's centre (Playwright's locator.click refuses aria-disabled targets),
      // in view: the Tab walk may have scrolled it away, and a click on nothing would leave focus on a link.
      await greyed.nth(i).scrollIntoViewIfNeeded();
      const box = (await greyed.nth(i).boundingBox())!;
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      assert.equal(await greyed.nth(i).evaluate((el) => el === document.activeElement || el.contains(document.activeElement)), false);
      await page.keyboard.press('Enter');
    }
    // Two frames let any click handler run; the round trip then delivers any popup or navigation it started.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    assert.equal(page.url(), before);
    assert.equal(popups, 0);
    assert.deepEqual(errors, []);
  });

  await t.test('the newsletter modal opens with its title and text, closes with Escape and returns focus', async (t) => {
    const { page, errors } = await openPage(t, site, '/investors');
    const opener = page.getByRole('button', { name: 'Get News Alerts' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Get News Alerts' });
    await dialog.waitFor();
    assert.equal(await dialog.getByRole('heading', { name: 'Get News Alerts' }).count(), 1);
    assert.ok((await dialog.textContent())?.includes('Sign up to get District Copper updates sent to your email.'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(opener, 'focus back on the opener');
    assert.deepEqual(errors, []);
  });

  await t.test('the image ZIP is a real archive holding as many images as the page states', async (t) => {
    const { page, errors } = await openPage(t, site, '/download-images');
    const link = page.getByRole('link', { name: 'Download ZIP File' });
    assert.equal(await link.getAttribute('href'), IMAGES_ZIP_PATH);
    assert.notEqual(await link.getAttribute('download'), null);
    const stated = Number(await page.locator('dt', { hasText: /^Images$/ }).locator('xpath=following-sibling::dd').textContent());
    const response = await fetch(site.url + IMAGES_ZIP_PATH);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/zip');
    const zip = Buffer.from(await response.arrayBuffer());
    assert.equal(await zipFileCount(zip), stated);
    const size = await page.locator('dt', { hasText: /^ZIP archive$/ }).locator('xpath=following-sibling::dd').textContent();
    assert.equal(size, `${(zip.length / 1e6).toFixed(1)} MB`);
    assert.deepEqual(errors, []);
  });
});
