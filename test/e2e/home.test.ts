import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SLIDE_INTERVAL_MS } from '../../src/web/pages/home/slideshow-index.ts';
import { sitePage } from '../../src/shared/pages.ts';
import type { Page } from 'playwright-core';
import { openDatabase } from '../../src/server/db/orm.ts';
import { insertArticles } from '../helpers/articles.ts';
import { adminJsonHeaders, openPage, startSite } from '../helpers/e2e.ts';

const HEADLINE = "Meeting North America's Copper and Critical Minerals Demand";
const ADVANTAGES = ['Infrastructure Gateway to the U.S.', 'Established Infrastructure', 'Supportive Governmental Policies', 'Geopolitical Stability'];
const TIMELINE_DATES = ['December 2023', 'March 2024', 'July 2024', 'February 2025'];

test('home page', async (t) => {
  const site = await startSite(t);

  await t.test('server HTML renders the first hero image eagerly with high priority, and only that one', async () => {
    const html = await (await fetch(site.url)).text();
    // The other slides wait in inert templates, which the browser neither renders nor fetches.
    const heroImages = html.replace(/<template>.*?<\/template>/gs, '').match(/<img[^>]*hero-\d-[^>]*>/g) ?? [];
    assert.equal(heroImages.length, 1);
    assert.match(heroImages[0]!, /hero-1-/);
    assert.match(heroImages[0]!, /fetchPriority="high"/i);
    assert.match(heroImages[0]!, /loading="eager"/);
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /<link rel="preload" as="image" type="image\/avif" imagesrcset="\/images\/hero-1-480\.avif 480w, [^"]*" imagesizes="100vw" fetchpriority="high">/);
  });

  await t.test('server HTML describes the company as structured data with absolute URLs', async () => {
    const html = await (await fetch(site.url)).text();
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    assert.deepEqual(jsonLd, {
      '@context': 'https://schema.org',
      '@type': 'Corporation',
      name: 'District Copper Corp.',
      url: `${site.url}/`,
      logo: `${site.url}/logo.svg`,
      tickerSymbol: 'XTSX DCOP',
      sameAs: [],
    });
    assert.ok(html.includes(`<link rel="canonical" href="${site.url}/">`));
  });

  await t.test('shows the title, headline and the eight sections in order without console errors', async (t) => {
    const { page, errors } = await openPage(t, site, '/');
    assert.equal(await page.title(), sitePage('/').title);
    assert.deepEqual(await page.locator('h1').allTextContents(), [HEADLINE]);
    assert.equal(await page.getByRole('link', { name: 'View Projects' }).getAttribute('href'), '/projects');
    assert.deepEqual(await page.getByTestId('advantage').locator('h3').allTextContents(), ADVANTAGES);
    assert.deepEqual(await page.getByTestId('policy-item').locator('time').allTextContents(), TIMELINE_DATES);
    const h2s = await page.locator('main h2').allTextContents();
    const order = [
      'Share price and latest news',
      'Our Competitive Advantages',
      'Corporate Presentation',
      'A District-Scale Strategy',
      'Governments Are Securing Copper Supply',
      'Explore Our Projects',
      'Newsletter',
      'Discovering the copper North America needs, in a district built to deliver it.',
    ];
    assert.deepEqual(h2s, order);
    const strategy = await page.locator('main').textContent();
    for (const figure of ['140,000', '60+', '$5.68/lb', '$12,500', '2 mineralized zones', '20 km']) assert.ok(strategy?.includes(figure), figure);
    const promo = page.getByTestId('projects-promo');
    assert.equal(await promo.getAttribute('href'), '/projects');
    assert.match((await promo.textContent()) ?? '', /Active Projects\s*2.*Hectares\s*20K\+.*Provinces\s*2/);
    // With no newsletter provider configured, the site's own sign-up form takes the frame's place.
    assert.ok(await page.locator('form[data-alert-signup]').getByRole('button', { name: 'Sign up' }).isVisible());
    await page.waitForLoadState('networkidle');
    assert.deepEqual(errors, []);
  });

  await t.test('the hero advances to the second image after about five seconds', async (t) => {
    const { page } = await openPage(t, site, '/');
    const slideshow = page.getByTestId('hero-slideshow');
    assert.equal(await slideshow.getAttribute('data-active'), '0');
    // The page's own clock when the second image showed: the timer starts at hydration, after navigation began.
    const shownAt = await page.waitForFunction(
      () => document.querySelector('[data-testid="hero-slideshow"]')?.getAttribute('data-active') === '1' && performance.now(),
      null,
      { timeout: 15_000, polling: 50 },
    );
    const elapsed = (await shownAt.jsonValue()) as number;
    assert.ok(elapsed >= SLIDE_INTERVAL_MS, `advanced ${Math.round(elapsed)} ms after navigation began`);
    assert.equal(await page.locator('[data-slide="hero-2"]').getAttribute('data-active'), 'true');
  });

  await t.test('with reduced motion the hero neither zooms nor fades', async (t) => {
    const { page } = await openPage(t, site, '/', { reducedMotion: true });
    const style = await page
      .locator('[data-slide="hero-1"]')
      .evaluate((el) => ({ transition: getComputedStyle(el).transitionDuration, zoom: getComputedStyle(el.querySelector('img')!).animationName }));
    assert.deepEqual(style, { transition: '0s', zoom: 'none' });
  });

  await t.test('the policy timeline cards are visible once scrolled into view', async (t) => {
    const { page } = await openPage(t, site, '/');
    await page.getByTestId('policy-item').first().scrollIntoViewIfNeeded();
    // The cards fade in with a stagger: wait until the last one has finished.
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="policy-item"]')].every((el) => getComputedStyle(el).opacity === '1'));
    const opacities = await page.getByTestId('policy-item').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    assert.deepEqual(opacities, ['1', '1', '1', '1']);
  });

  await t.test('content still waiting to scroll in is hidden on screen but printed', async (t) => {
    const { page } = await openPage(t, site, '/');
    const opacities = () => page.getByTestId('policy-item').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    // Half a screen below the fold: not yet in view.
    await page.evaluate(() => {
      const top = document.querySelector('[data-testid="policy-item"]')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - window.innerHeight * 1.5);
    });
    await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="policy-item"]')].every((el) => getComputedStyle(el).opacity === '0'));
    await page.emulateMedia({ media: 'print' });
    assert.deepEqual(await opacities(), ['1', '1', '1', '1']);
  });

  await t.test('with reduced motion nothing below the fold waits hidden', async (t) => {
    const { page } = await openPage(t, site, '/', { reducedMotion: true });
    assert.equal(await page.locator('[data-reveal]:not([data-reveal="static"])').count(), 0);
    await page.getByTestId('policy-item').first().scrollIntoViewIfNeeded();
    const opacities = await page.getByTestId('policy-item').evaluateAll((els) => els.map((el) => getComputedStyle(el).opacity));
    assert.deepEqual(opacities, ['1', '1', '1', '1']);
  });

  await t.test('reads fully with JavaScript disabled', async (t) => {
    const { page } = await openPage(t, site, '/', { javaScript: false });
    assert.deepEqual(await page.locator('h1').allTextContents(), [HEADLINE]);
    assert.equal(await page.getByTestId('advantage').count(), 4);
    assert.equal(await page.getByTestId('policy-item').count(), 4);
    assert.ok(await page.locator('[data-slide="hero-1"] img').isVisible());
    const hidden = await page.locator('main *').evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity === '0' && !el.closest('[aria-hidden="true"]')).length);
    assert.equal(hidden, 0);
  });

  await t.test('fits a 375 px screen without horizontal scrolling', async (t) => {
    const { page, errors } = await openPage(t, site, '/', { width: 375 });
    await page.waitForLoadState('networkidle');
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 375));
    assert.deepEqual(errors, []);
  });
});

test("the hero's strip lists the three latest releases, each linking to its page, and follows a new one", async (t) => {
  const site = await startSite(t);
  const db = await openDatabase({ databaseUrl: site.databaseUrl, dataDir: '/nonexistent' });
  t.after(() => db.close());
  await insertArticles(db.orm, [
    { slug: 'oldest-release', title: 'Stony Lake Interest Confirmed', date: new Date('2025-01-10T12:00:00Z'), published: true },
    { slug: 'copper-keg-assays', title: 'Copper Keg Assays Extend the Mineralized Zone', date: new Date('2025-06-16T12:00:00Z'), published: true },
    { slug: 'updated-presentation', title: 'District Copper Releases Updated Corporate Presentation', date: new Date('2025-05-06T12:00:00Z'), published: true },
    { slug: 'eaglehead-terms', title: 'Acquisition Terms for the Eaglehead Project', date: new Date('2025-03-18T12:00:00Z'), published: true },
    { slug: 'draft-release', title: 'An Unpublished Draft', date: new Date('2025-07-01T12:00:00Z'), published: false },
  ]);

  const latest = async (page: Page) =>
    page
      .getByTestId('latest-releases')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => [a.querySelector('time')?.textContent, a.querySelector('span')?.textContent, a.getAttribute('href')]));

  for (const width of [390, 1440]) {
    const { page, errors } = await openPage(t, site, '/', { width });
    assert.deepEqual(await latest(page), [
      ['June 16, 2025', 'Copper Keg Assays Extend the Mineralized Zone', '/articles/copper-keg-assays'],
      ['May 6, 2025', 'District Copper Releases Updated Corporate Presentation', '/articles/updated-presentation'],
      ['March 18, 2025', 'Acquisition Terms for the Eaglehead Project', '/articles/eaglehead-terms'],
    ]);
    // Along the hero's lower edge: inside the hero, before the first of the other sections.
    const strip = (await page.getByTestId('hero-strip').boundingBox())!;
    const advantages = (await page.locator('#competitive-advantages').boundingBox())!;
    assert.ok(Math.abs(strip.y + strip.height - advantages.y) < 1, `the strip ends at ${strip.y + strip.height}, the next section starts at ${advantages.y}`);
    assert.deepEqual(errors, [], String(width));
  }

  const { page } = await openPage(t, site, '/');
  await page.getByTestId('latest-releases').getByRole('link', { name: 'District Copper Releases Updated Corporate Presentation' }).click();
  await page.waitForURL(`${site.url}/articles/updated-presentation`);
  assert.equal(await page.locator('h1').textContent(), 'District Copper Releases Updated Corporate Presentation');

  // A release published from the admin shows on the home page at once, though the page was cached.
  const created = await fetch(`${site.url}/api/admin/articles`, {
    method: 'POST',
    headers: await adminJsonHeaders(site),
    body: JSON.stringify({
      title: 'Matachewan Joint Venture Formed',
      slug: 'matachewan-joint-venture',
      category: 'Company News',
      source: 'Newsfile Corp.',
      date: '2025-07-02',
      description: 'A 50:50 joint venture.',
      content: '<p>The joint venture covers 86 cells.</p>',
      published: true,
      includeDisclaimer: true,
    }),
  });
  assert.equal(created.status, 201);
  const html = await (await fetch(`${site.url}/`)).text();
  assert.ok(html.indexOf('Matachewan Joint Venture Formed') < html.indexOf('Copper Keg Assays Extend the Mineralized Zone'), 'the new release comes first');
  assert.doesNotMatch(html, /Acquisition Terms for the Eaglehead Project/, 'three releases, no more');
});
