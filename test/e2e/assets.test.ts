import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../src/server/db/orm.ts';
import { SITE_PAGES } from '../../src/shared/pages.ts';
import { isPlaceholder } from '../../src/shared/placeholders.ts';
import { insertArticles } from '../helpers/articles.ts';
import { browser, openPage, sharedSite, startSite } from '../helpers/e2e.ts';

const PHONE_IMAGE_LIMIT = 250 * 1024;

/** Every image candidate (src and srcset of <img> and <source>) and every internal link or download. */
async function collectUrls(page: Page): Promise<{ images: string[]; links: string[] }> {
  return page.evaluate(() => {
    const fromSrcset = (value: string | null) => (value ? value.split(',').map((part) => part.trim().split(/\s+/)[0]!) : []);
    const images = [...document.querySelectorAll('img, picture source')].flatMap((el) => [
      ...(el.getAttribute('src') ? [el.getAttribute('src')!] : []),
      ...fromSrcset(el.getAttribute('srcset')),
    ]);
    const links = [...document.querySelectorAll('a[href]')]
      .map((a) => (a as HTMLAnchorElement).href)
      .filter((href) => href.startsWith(location.origin));
    return { images: images.map((u) => new URL(u, location.href).href), links };
  });
}

/** Loads every lazy image now and returns what the browser actually chose on this viewport. */
async function servedImages(page: Page): Promise<{ src: string; alt: string | null; complete: boolean; width: number }[]> {
  await page.evaluate(async () => {
    const imgs = [...document.querySelectorAll('img')];
    for (const img of imgs) img.loading = 'eager';
    const settled = (img: HTMLImageElement) =>
      new Promise((resolve) => {
        img.addEventListener('load', resolve, { once: true });
        img.addEventListener('error', resolve, { once: true });
      });
    await Promise.all(imgs.map((img) => (img.complete ? null : settled(img))));
  });
  return page.evaluate(() =>
    [...document.querySelectorAll('img')].map((img) => ({ src: img.currentSrc, alt: img.getAttribute('alt'), complete: img.complete, width: img.naturalWidth })),
  );
}

/**
 * The page sweep: each public page is loaded once, on a phone, and everything a page owes a visitor is
 * checked there; the section files check what is particular to their pages.
 */
test('every public page at 375 px has its title and one h1, a heading in each section, no placeholder, its social card and feed links, no console error and no sideways scroll; its images load, each with an alt attribute and none over 250 KB; its links and downloads answer 200', async (t) => {
  const site = await sharedSite();
  const checked = new Map<string, { status: number; bytes: number }>();
  const fetchOnce = async (url: string) => {
    if (!checked.has(url)) {
      const response = await fetch(url.split('#')[0]!);
      const body = await response.arrayBuffer();
      checked.set(url, { status: response.status, bytes: body.byteLength });
    }
    return checked.get(url)!;
  };
  const problems: string[] = [];
  for (const { path, title } of SITE_PAGES) {
    const { page, errors } = await openPage(t, site, path, { width: 375, height: 812 });
    if ((await page.title()) !== title) problems.push(`${path}: title "${await page.title()}"`);
    const headings = await page.locator('h1').count();
    if (headings !== 1) problems.push(`${path}: ${headings} h1 elements`);
    // What social networks, feed readers and calendar apps read: a picture with its size and alt, the feed and the events.
    const head = await page.evaluate(() => ({
      image: ['og:image', 'og:image:width', 'og:image:height', 'og:image:alt'].every((property) => document.head.querySelector(`meta[property="${property}"]`)?.getAttribute('content')),
      feed: document.head.querySelector('link[rel="alternate"][type="application/rss+xml"]')?.getAttribute('href')?.endsWith('/feed.xml'),
      calendar: document.head.querySelector('link[rel="alternate"][type="text/calendar"]')?.getAttribute('href')?.endsWith('/events.ics'),
    }));
    if (!head.image || !head.feed || !head.calendar) problems.push(`${path}: its head lacks ${JSON.stringify(head)}`);
    const unheaded = await page.locator('section:not(:has(h1, h2, h3, h4, h5, h6))').count();
    if (unheaded > 0) problems.push(`${path}: ${unheaded} sections without a heading`);
    // A fresh install shows what is real: no bracketed stand-in, no number of zeros, in the text a visitor reads.
    // biome-ignore lint/performance/useDomNodeTextContent: the text a visitor sees, not hidden parts
    const shown = await page.evaluate(() => document.body.innerText);
    for (const line of shown.split('\n').filter(isPlaceholder)) problems.push(`${path}: shows the placeholder "${line.trim()}"`);
    const { images, links } = await collectUrls(page);
    for (const url of [...new Set([...images, ...links])]) {
      const { status } = await fetchOnce(url);
      if (status !== 200) problems.push(`${path}: ${url} answered ${status}`);
    }
    for (const img of await servedImages(page)) {
      if (!img.src) continue;
      if (!img.complete || img.width === 0) problems.push(`${path}: ${img.src} did not load`);
      // Decorative images say so with alt="".
      if (img.alt === null) problems.push(`${path}: ${img.src} has no alt attribute`);
      const { bytes } = await fetchOnce(img.src);
      if (bytes > PHONE_IMAGE_LIMIT) problems.push(`${path}: ${img.src} is ${Math.round(bytes / 1024)} KB on a phone`);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) problems.push(`${path}: scrolls sideways by ${overflow} px`);
    // Late errors too: what the loaded page fetches afterwards (island code, quotes).
    await page.waitForLoadState('networkidle');
    problems.push(...errors.map((error) => `${path}: ${error}`));
    await page.close();
  }
  assert.deepEqual(problems, []);
  assert.ok(checked.size > SITE_PAGES.length, 'the pages link to more than themselves');
});

/** The font files a page downloaded, by name without the build hash. */
async function fontsLoaded(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name.match(/\/assets\/([a-z]+-\d+-(?:core|latin))-[\w-]+\.woff2$/)?.[1])
      .filter((name): name is string => name !== undefined)
      .sort(),
  );
}

test('pages are set in the preloaded core font subsets; the full Latin file loads only for other characters', async (t) => {
  const site = await startSite(t, { env: { HTML_CACHE: 'off' } });
  const db = await openDatabase({ databaseUrl: site.databaseUrl, dataDir: '/nonexistent' });
  t.after(() => db.close());
  await insertArticles(db.orm, [
    { slug: 'zurich-listing', title: 'District Copper Presents in Zurich', content: '<p>Meetings with investors in Zürich.</p>', published: true },
  ]);

  const core = ['inter-400-core', 'inter-600-core', 'montserrat-700-core'];
  for (const path of ['/', '/investors']) {
    const { page } = await openPage(t, site, path);
    const head = await page.evaluate(() => [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((l) => l.getAttribute('href')));
    assert.equal(head.length, 3, `${path} preloads three fonts`);
    assert.ok(head.every((href) => /-core-[\w-]+\.woff2$/.test(href ?? '')), `${path} preloads the core files: ${head.join(', ')}`);
    assert.deepEqual(await fontsLoaded(page), core, path);
    const faces = await page.evaluate(() =>
      [...document.fonts]
        .filter((face) => face.status === 'loaded' && !face.family.includes('Fallback'))
        .map((face) => `${face.family.replace(/"/g, '')} ${face.weight}`),
    );
    assert.deepEqual(faces.sort(), ['Inter 400', 'Inter 600', 'Montserrat 700'], `${path} decoded faces`);
  }

  const { page } = await openPage(t, site, '/articles/zurich-listing');
  await page.getByText('Meetings with investors in Zürich.').waitFor();
  assert.ok((await fontsLoaded(page)).includes('inter-400-latin'), 'the article with "ü" loads the full Latin file');
});

test('text laid out in the reshaped fallback does not move when the web fonts arrive late', async (t) => {
  const site = await sharedSite();
  const context = await (await browser()).newContext({ viewport: { width: 412, height: 823 } });
  t.after(() => context.close());
  const page = await context.newPage();
  // Fonts held back 800 ms: the first paint uses the local fallback, then the swap happens in view.
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/projects/gallery', '/corporate/management', '/investors/media']) {
    await page.goto(site.url + path, { waitUntil: 'load' });
    // fonts.ready can settle before layout has asked for a face, so wait for the swap itself.
    await page.waitForFunction(
      () => [...document.fonts].filter((face) => face.status === 'loaded' && /^"?(Inter|Montserrat)"?$/.test(face.family)).length === 3,
      undefined,
      { timeout: 15_000 },
    );
    const shift = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    assert.ok(shift < 0.01, `${path} layout shift ${shift}`);
  }
});
