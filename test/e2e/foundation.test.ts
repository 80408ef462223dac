import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SITE_PAGES } from '../../src/shared/pages.ts';
import { browser, openPage, startSite } from '../helpers/e2e.ts';

test('every public route answers 200 with its title, and server HTML carries header, footer and h1', async (t) => {
  const site = await startSite(t);
  for (const { path, title } of SITE_PAGES) {
    const response = await fetch(site.url + path);
    assert.equal(response.status, 200, `${path}\n${site.output()}`);
    const html = await response.text();
    const escaped = title.replace(/&/g, '&amp;');
    assert.ok(html.includes(`<title>${escaped}</title>`), `${path} title`);
    assert.match(html, /<header/, `${path} header`);
    assert.match(html, /<footer/, `${path} footer`);
    assert.match(html, /<h1/, `${path} h1`);
    // Hydration code is listed for the boot script, not fetched by the HTML itself before the first paint.
    const listed = html.match(/<script type="application\/json" id="page-chunks">([^<]*)<\/script>/);
    assert.ok(listed, `${path} lists its chunks`);
    const chunks = JSON.parse(listed[1]!) as string[];
    assert.ok(chunks.some((href) => /\/entry-client-[\w-]+\.js$/.test(href)), `${path} lists the hydration entry`);
    assert.ok(chunks.some((href) => /-page-[\w-]+\.js$/.test(href)), `${path} lists its page chunk`);
    assert.equal(new Set(chunks).size, chunks.length, `${path} lists each chunk once`);
    assert.equal(html.match(/<script type="module"/g)?.length, 1, `${path} has one module script, the boot`);
    for (const href of chunks) assert.ok(!html.includes(`href="${href}"`), `${path} does not fetch ${href} from the HTML`);
  }
  const admin = await fetch(`${site.url}/admin`);
  assert.equal(admin.status, 200);
});

test('an unknown path answers 404 with the 404 page', async (t) => {
  const site = await startSite(t);
  const response = await fetch(`${site.url}/no-such-page`);
  assert.equal(response.status, 404);
  const html = await response.text();
  assert.ok(html.includes('404 - Page Not Found'));
  assert.ok(html.includes('Return Home'));
});

test('home, investors and the 404 page hydrate without console errors or hydration warnings', async (t) => {
  const site = await startSite(t);
  for (const path of ['/', '/investors', '/no-such-page']) {
    const { page, errors } = await openPage(t, site, path);
    await page.waitForLoadState('networkidle');
    // The browser reports the 404 document itself as a failed resource; that one is the point of the page.
    const unexpected = errors.filter((e) => !(path === '/no-such-page' && e.includes('404 (Not Found)') && e.endsWith(path)));
    assert.deepEqual(unexpected, [], path);
  }
});

test('hydration code is requested only after the first contentful paint and the hero image', async (t) => {
  const site = await startSite(t);
  const context = await (await browser()).newContext({ viewport: { width: 412, height: 823 } });
  t.after(() => context.close());
  const page = await context.newPage();
  // Hero images held back 700 ms, so a boot that did not wait for them would fetch the entry first.
  await page.route(/\/images\/(hero|map)-/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  for (const [path, hero] of [
    ['/', /\/images\/hero-1-\d+\./],
    ['/projects/maps', /\/images\/map-copper-keg-01-\d+\./],
    ['/projects/eaglehead', null],
  ] as const) {
    await page.goto(site.url + path, { waitUntil: 'load' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    const timing = await page.evaluate((heroPattern) => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const entry = resources.find((r) => /\/entry-client-[\w-]+\.js$/.test(r.name));
      const image = heroPattern ? resources.find((r) => new RegExp(heroPattern).test(r.name)) : undefined;
      return { paint: paint?.startTime, entry: entry?.startTime, heroLoaded: image?.responseEnd };
    }, hero?.source ?? null);
    assert.ok(timing.paint !== undefined && timing.entry !== undefined, `${path} ${JSON.stringify(timing)}`);
    assert.ok(timing.entry >= timing.paint, `${path} entry requested at ${timing.entry} ms, first paint at ${timing.paint} ms`);
    if (hero) {
      assert.ok(timing.heroLoaded !== undefined, `${path} loads its hero image`);
      assert.ok(timing.entry >= timing.heroLoaded, `${path} entry requested at ${timing.entry} ms, hero loaded at ${timing.heroLoaded} ms`);
    }
  }
});

test('the header links navigate client-side and set the title', async (t) => {
  const site = await startSite(t);
  const { page, errors } = await openPage(t, site, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await page.waitForURL(`${site.url}/contact`);
  await page.waitForFunction(() => document.title.startsWith('Contact'));
  assert.equal(await page.title(), 'Contact | District Copper Corp.');
  assert.deepEqual(errors, []);
});

test('below the large breakpoint the menu slides out with the six links', async (t) => {
  const site = await startSite(t);
  const { page } = await openPage(t, site, '/', { width: 375 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Contact' }).waitFor();
  const links = await menu.getByRole('link').allTextContents();
  assert.deepEqual(links, ['Home', 'About Us', 'Projects', 'Investors', 'News', 'Contact']);
  const box = await menu.boundingBox();
  assert.equal(Math.round(box!.width), 300);
});

test('the Download Presentation button opens the request dialog', async (t) => {
  const site = await startSite(t);
  const { page } = await openPage(t, site, '/corporate/disclaimer');
  await page.getByRole('banner').getByRole('button', { name: 'Download Presentation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate Presentation Request' });
  await dialog.waitFor();
  assert.ok((await dialog.textContent())?.includes('Fill out the form below to access our corporate presentation materials'));
});
