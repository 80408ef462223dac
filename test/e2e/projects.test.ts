import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sitePage } from '../../src/shared/pages.ts';
import { formatBytes } from '../../src/shared/format-bytes.ts';
import { openPage, servedPage, startSite } from '../helpers/e2e.ts';

const PAGES = {
  '/projects': 'OUR STRATEGIC PROJECTS',
  '/projects/copper-keg': 'Copper Keg Project',
  '/projects/stony-lake': 'Stony Lake Gold Project',
  '/projects/eaglehead': 'Eaglehead Project',
  '/projects/matachewan': 'Matachewan Gold Project',
  '/projects/reports': 'Technical Reports',
  '/projects/maps': 'Project Maps',
  '/projects/gallery': 'Project Gallery',
} as const;

const PATHS = Object.keys(PAGES) as (keyof typeof PAGES)[];

function expectedType(href: string): RegExp {
  if (href.endsWith('.pdf')) return /^application\/pdf/;
  if (href.endsWith('.jpg')) return /^image\/jpeg/;
  throw new Error(`Unexpected download ${href}`);
}

test('the projects section', async (t) => {
  const site = await startSite(t);

  // In the browser, every page is loaded at 375 px by the page sweep (assets.test.ts): images load, no errors, no sideways scroll.
  await t.test('every page is served with its title, its one h1 and alt text on every image', async () => {
    for (const path of PATHS) {
      const { title, h1, images } = await servedPage(site, path);
      assert.equal(title, sitePage(path).title, path);
      assert.deepEqual(h1, [PAGES[path]], path);
      for (const img of images) assert.match(img, /\balt="[^"]*\S[^"]*"/, `${path}: ${img}`);
    }
  });

  await t.test('every download and full-size link answers 200 with the right content type', async (t) => {
    const links = new Set<string>();
    for (const path of PATHS) {
      const { page } = await openPage(t, site, path, { javaScript: false });
      const hrefs = await page.locator('a[download], a[target="_blank"][href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
      for (const href of hrefs) links.add(href);
    }
    assert.ok(links.size >= 15 + 4 + 1, `found only ${links.size} links`);
    for (const href of links) {
      const response = await fetch(site.url + href);
      assert.equal(response.status, 200, href);
      assert.match(response.headers.get('content-type') ?? '', expectedType(href), href);
      await response.arrayBuffer();
    }
  });

  await t.test('the overview shows two project cards, ten copper facts and the Stony Lake East report', async (t) => {
    const { page } = await openPage(t, site, '/projects');
    const cards = page.getByTestId('project-card');
    assert.equal(await cards.count(), 2);
    assert.deepEqual(await cards.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))), [
      '/projects/copper-keg',
      '/projects/stony-lake',
    ]);
    const cardText = await cards.allTextContents();
    assert.ok(cardText[0]!.includes('British Columbia') && cardText[1]!.includes('Newfoundland'));
    const facts = page.getByTestId('copper-fact');
    assert.equal(await facts.count(), 10);
    for (const fact of await facts.allTextContents()) assert.match(fact, /Source: \S/);
    const report = page.getByTestId('report-card');
    assert.ok((await report.textContent())?.includes('Stony Lake East'));
    const reportHref = await report.getByRole('link').getAttribute('href');
    assert.equal(reportHref, '/assets/documents/stony-lake-east-technical-report-2018.pdf');
    const bytes = (await (await fetch(site.url + reportHref)).arrayBuffer()).byteLength;
    assert.ok((await report.textContent())?.includes(formatBytes(bytes)), `report card states the real size ${formatBytes(bytes)}`);
    await page.getByRole('button', { name: 'DOWNLOAD PRESENTATION', exact: true }).click();
    await page.getByRole('dialog', { name: 'Corporate Presentation Request' }).waitFor();
  });

  await t.test('the project pages state their published figures and name the qualified person', async () => {
    const expectations: Record<string, string[]> = {
      '/projects/copper-keg': ['23', '6,628.12', 'about 20 km', 'Detailed geological and alteration mapping', '48-element rock characterization'],
      '/projects/stony-lake': ['25%', '13,625', '27 km', '18', '286 samples', 'US$2,000/oz', '2.0%', '3.0%'],
      '/projects/eaglehead': ['15,956', '$1.2 million', '$212,000', '11,409 ha', '5% purchasable for CDN 2,000,000', '2,130 ha', '2,416 ha', '1.5% purchasable for CDN 1,000,000', 'about 8 km'],
      '/projects/matachewan': ['50:50', '86', '1,328'],
      '/projects/reports': ['September 18, 2018', 'NI 43-101', 'Available', 'Important Notice'],
    };
    for (const [path, texts] of Object.entries(expectations)) {
      const html = await (await fetch(site.url + path)).text();
      for (const text of texts) assert.ok(html.includes(text), `${path} lacks ${text}`);
      if (path !== '/projects/reports') {
        assert.ok(html.includes('Qualified Person'), `${path} names no qualified person`);
        assert.ok(html.includes('conceptual in nature'), `${path} lacks the conceptual-target caution`);
      }
    }
  });

  await t.test('project figures open full size in a new tab', async (t) => {
    const { page } = await openPage(t, site, '/projects/copper-keg', { javaScript: false });
    const links = page.locator('a[target="_blank"]:has(img)');
    assert.equal(await links.count(), 4);
    for (const rel of await links.evaluateAll((as) => as.map((a) => a.getAttribute('rel')))) assert.equal(rel, 'noopener noreferrer');
  });

  await t.test('the maps page groups fifteen maps 10, 3 and 2, each with a download', async (t) => {
    const { page } = await openPage(t, site, '/projects/maps');
    const groups = page.getByTestId('map-group');
    assert.deepEqual(await groups.locator('h2').allTextContents(), ['Copper Keg Project', 'Eaglehead Project', 'Stony Lake Gold Project']);
    const counts = await groups.evaluateAll((gs) => gs.map((g) => g.querySelectorAll('[data-testid="map-card"]').length));
    assert.deepEqual(counts, [10, 3, 2]);
    const downloads = page.getByTestId('map-card').locator('a[download]');
    assert.equal(await downloads.count(), 15);
    assert.equal(new Set(await downloads.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).size, 15);
  });

  await t.test('a phone loads each map at the size its column needs, not one size up', async (t) => {
    // Lighthouse's phone: 412 px at 1.75 device pixels, so a map 372 px wide needs 651 device pixels.
    const { page } = await openPage(t, site, '/projects/maps', { width: 412, height: 823, deviceScaleFactor: 1.75 });
    const first = page.getByTestId('map-card').first().locator('img');
    await first.evaluate((img: HTMLImageElement) => img.decode());
    assert.match(await first.evaluate((img: HTMLImageElement) => img.currentSrc), /-720\.avif$/);
  });

  await t.test('the gallery shows four photos and the portfolio figures', async (t) => {
    const { page } = await openPage(t, site, '/projects/gallery');
    assert.equal(await page.getByTestId('gallery-photo').count(), 4);
    const categories = await page.getByTestId('gallery-photo').evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
    for (const [i, category] of ['Exploration Camp', 'Landscape', 'Core Samples', 'Operations'].entries()) {
      assert.ok(categories[i]!.includes(category), category);
    }
    const stats = await page
      .locator('section[aria-labelledby="gallery-stats"] dl > div')
      .evaluateAll((items) => items.map((item) => `${item.querySelector('dd')?.textContent} ${item.querySelector('dt')?.textContent}`));
    assert.deepEqual(stats, ['4 Active Projects', '2 Provinces', '33,227 Total Hectares']);
  });
});
