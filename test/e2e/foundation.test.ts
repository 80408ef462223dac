import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SITE_PAGES } from '../../src/shared/pages.ts';
import { openPage, sharedSite } from '../helpers/e2e.ts';

test('every public route answers 200 with its title, and server HTML carries header, footer and h1', async () => {
  const site = await sharedSite();
  for (const { path, title } of SITE_PAGES) {
    const response = await fetch(site.url + path);
    assert.equal(response.status, 200, `${path}\n${site.output()}`);
    const html = await response.text();
    const escaped = title.replace(/&/g, '&amp;');
    assert.ok(html.includes(`<title>${escaped}</title>`), `${path} title`);
    assert.match(html, /<header/, `${path} header`);
    assert.match(html, /<footer/, `${path} footer`);
    assert.match(html, /<h1/, `${path} h1`);
    // One script, the islands entry; each chunk it imports is preloaded once, and no page module is among them.
    assert.equal(html.match(/<script type="module"/g)?.length, 1, `${path} has one module script`);
    assert.match(html, /<script type="module" src="\/assets\/islands-[\w-]+\.js">/, `${path} loads the islands entry`);
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
    assert.equal(new Set(preloads).size, preloads.length, `${path} preloads each chunk once`);
    assert.ok(!preloads.some((href) => /-page-[\w-]+\.js$/.test(href)), `${path} loads no page module`);
  }
  const admin = await fetch(`${site.url}/admin`);
  assert.equal(admin.status, 200);
});

test('an unknown path answers 404 with the 404 page', async () => {
  const site = await sharedSite();
  const response = await fetch(`${site.url}/no-such-page`);
  assert.equal(response.status, 404);
  const html = await response.text();
  assert.ok(html.includes('404 - Page Not Found'));
  assert.ok(html.includes('Return Home'));
});

test('home, investors and the 404 page hydrate without console errors or hydration warnings', async (t) => {
  const site = await sharedSite();
  for (const path of ['/', '/investors', '/no-such-page']) {
    const { page, errors } = await openPage(t, site, path);
    await page.waitForLoadState('networkidle');
    // The browser reports the 404 document itself as a failed resource; that one is the point of the page.
    const unexpected = errors.filter((e) => !(path === '/no-such-page' && e.includes('404 (Not Found)') && e.endsWith(path)));
    assert.deepEqual(unexpected, [], path);
  }
});

test('the header links open their page, with its title', async (t) => {
  const site = await sharedSite();
  const { page, errors } = await openPage(t, site, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
  await page.waitForURL(`${site.url}/contact`);
  await page.waitForFunction(() => document.title.startsWith('Contact'));
  assert.equal(await page.title(), 'Contact | District Copper Corp.');
  assert.deepEqual(errors, []);
});

test('below the large breakpoint the menu slides out with the six links', async (t) => {
  const site = await sharedSite();
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
  const site = await sharedSite();
  const { page } = await openPage(t, site, '/corporate/disclaimer');
  await page.getByRole('banner').getByRole('button', { name: 'Download Presentation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate Presentation Request' });
  await dialog.waitFor();
  assert.ok((await dialog.textContent())?.includes('Fill out the form below to access our corporate presentation materials'));
});
