import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../../src/server/db/orm.ts';
import { insertArticles } from '../helpers/articles.ts';
import { openPage, startSite } from '../helpers/e2e.ts';
import { HTML_XSS_PAYLOADS, MARKDOWN_XSS_PAYLOADS } from '../helpers/xss-payloads.ts';

const MEDIA = '/investors/media';

test('news pages', async (t) => {
  // Uncached rendering, so articles written straight to the database show at once.
  const site = await startSite(t, { env: { HTML_CACHE: 'off' } });

  await t.test('with no articles the list says so', async (t) => {
    const { page, errors } = await openPage(t, site, MEDIA);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Press Releases & News');
    await page.getByRole('heading', { name: 'No Articles Found' }).waitFor();
    await page.getByText('No press releases are currently available.').waitFor();
    assert.deepEqual(errors, []);
  });

  const db = await openDatabase({ databaseUrl: site.databaseUrl, dataDir: '/nonexistent' });
  t.after(() => db.close());
  await insertArticles(db.orm, [
    {
      slug: 'copper-keg-update',
      title: 'District Copper Outlines Copper Keg Discoveries',
      category: 'Project Updates',
      date: new Date('2025-03-04T15:00:00Z'),
      description: 'Two mineralized zones discovered in 2024.',
      content: '<p>The 2024 program discovered <strong>two mineralized zones</strong>.</p>',
      featuredImage: '/og-image.jpg',
      published: true,
    },
    {
      slug: 'stony-lake-interest',
      title: 'Stony Lake Interest',
      date: new Date('2024-11-20T12:00:00Z'),
      description: 'A 25% interest.',
      content: 'First line\nsecond line\n\n| Property | Hectares |\n|---|---|\n| Stony Lake | ~~13,000~~ 13,625 |',
      includeDisclaimer: false,
      published: true,
    },
    { slug: 'xss-html', title: 'HTML payloads', date: new Date('2023-06-01T12:00:00Z'), content: HTML_XSS_PAYLOADS.join('\n'), published: true },
    { slug: 'xss-markdown', title: 'Markdown payloads', date: new Date('2023-05-01T12:00:00Z'), content: MARKDOWN_XSS_PAYLOADS.join('\n\n'), published: true },
    { slug: 'hidden-draft', title: 'Hidden draft', date: new Date('2025-06-01T12:00:00Z') },
    { slug: 'later-this-week', title: 'Later this week', date: new Date('2025-06-02T12:00:00Z'), scheduledDate: new Date(Date.now() + 3 * 86_400_000) },
  ]);

  await t.test('the list filters by year through links and ?year=, kept in the URL', async (t) => {
    const { page: noScript } = await openPage(t, site, `${MEDIA}?year=2024`, { javaScript: false });
    assert.deepEqual(await noScript.locator('article h2').allTextContents(), ['Stony Lake Interest'], 'server-rendered, filtered');
    await noScript.getByRole('group', { name: 'Filter by year' }).getByRole('link', { name: '2023' }).click();
    await noScript.waitForURL(`${site.url}${MEDIA}?year=2023`);
    assert.deepEqual(await noScript.locator('article h2').allTextContents(), ['HTML payloads', 'Markdown payloads'], 'the chips work without script');

    const html = await (await fetch(`${site.url}${MEDIA}`)).text();
    assert.equal(html.split('A 25% interest.').length - 1, 1, "each item's description is in the page once: the list is HTML, not an island's props");
    assert.doesNotMatch(html, /news-list/);

    const { page, errors } = await openPage(t, site, MEDIA);
    const filter = page.getByRole('group', { name: 'Filter by year' });
    assert.deepEqual(await filter.getByRole('link').allTextContents(), ['All Years', '2025', '2024', '2023']);
    assert.deepEqual(
      await filter.getByRole('link').evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('aria-current')])),
      [
        [MEDIA, 'page'],
        [`${MEDIA}?year=2025`, null],
        [`${MEDIA}?year=2024`, null],
        [`${MEDIA}?year=2023`, null],
      ],
    );
    const titles = () => page.locator('article h2').allTextContents();
    assert.deepEqual(await titles(), ['District Copper Outlines Copper Keg Discoveries', 'Stony Lake Interest', 'HTML payloads', 'Markdown payloads']);
    const first = page.locator('article').first();
    assert.ok((await first.textContent())!.includes('Project Updates'));
    assert.ok((await first.textContent())!.includes('March 4, 2025'));
    assert.ok((await first.textContent())!.includes('Two mineralized zones discovered in 2024.'));
    assert.ok((await first.textContent())!.includes('Source: Newsfile Corp.'));
    assert.equal(await first.getByRole('link', { name: /Read Article/ }).getAttribute('href'), '/articles/copper-keg-update');

    await filter.getByRole('link', { name: '2023' }).click();
    await page.waitForURL(`${site.url}${MEDIA}?year=2023`);
    await page.waitForFunction(() => document.querySelectorAll('article h2').length === 2);
    assert.deepEqual(await titles(), ['HTML payloads', 'Markdown payloads']);
    assert.equal(await filter.getByRole('link', { name: '2023' }).getAttribute('aria-current'), 'page');
    assert.equal(await filter.getByRole('link', { name: 'All Years' }).getAttribute('aria-current'), null);

    await filter.getByRole('link', { name: 'All Years' }).click();
    await page.waitForURL(`${site.url}${MEDIA}`);
    await page.waitForFunction(() => document.querySelectorAll('article h2').length === 4);
    assert.deepEqual(errors, []);
  });

  await t.test('a year without articles says so and offers all years', async (t) => {
    const { page, errors } = await openPage(t, site, `${MEDIA}?year=2019`);
    await page.getByRole('heading', { name: 'No Articles Found' }).waitFor();
    await page.getByText('No press releases found for 2019.').waitFor();
    await page.getByRole('link', { name: 'View all articles' }).click();
    await page.waitForURL(`${site.url}${MEDIA}`);
    await page.waitForFunction(() => document.querySelectorAll('article h2').length === 4);
    assert.deepEqual(errors, []);
  });

  await t.test('five placeholders show while the list reloads', async (t) => {
    const { page, errors } = await openPage(t, site, MEDIA);
    // The year's page is a document navigation. Cancelled once here, so the placeholders shown while it
    // loads stay on screen to be counted; the second press is let through. The cancelled click comes
    // without the pointer resting on the link or pressing it, so the browser has not prerendered the
    // page (speculation rules) and fetches it, where the route holds it.
    const yearPage = /\/investors\/media\?year=2024$/;
    await page.route(yearPage, (route) => route.abort('aborted'));
    const chip = page.getByRole('group', { name: 'Filter by year' }).getByRole('link', { name: '2024' });
    assert.equal(await page.getByTestId('news-skeleton').isVisible(), false, 'the placeholders wait hidden in the page');
    await chip.dispatchEvent('click');
    await page.getByTestId('news-skeleton').waitFor();
    assert.equal(await page.locator('[data-skeleton]').count(), 5);
    assert.equal(await page.locator('article').first().isVisible(), false, 'the list gives way to them');
    assert.equal(await chip.getAttribute('aria-current'), 'page', 'the chosen year shows as chosen at once');
    await page.unroute(yearPage);
    await chip.click();
    await page.waitForURL(`${site.url}${MEDIA}?year=2024`);
    await page.getByTestId('news-skeleton').waitFor({ state: 'hidden' });
    assert.deepEqual(await page.locator('article h2').allTextContents(), ['Stony Lake Interest']);
    assert.deepEqual(errors, []);
  });

  await t.test('an article shows its fields, long date, image, body and disclaimer', async (t) => {
    const response = await fetch(`${site.url}/articles/copper-keg-update`);
    assert.equal(response.status, 200);
    const html = await response.text();
    assert.ok(html.includes('<title>District Copper Outlines Copper Keg Discoveries | District Copper Corp.</title>'));
    assert.ok(html.includes('<meta property="og:type" content="article">'));
    assert.ok(html.includes(`<link rel="canonical" href="${site.url}/articles/copper-keg-update">`));
    assert.ok(html.includes('<meta name="twitter:card" content="summary_large_image">'));
    assert.ok(html.includes(`<meta property="og:image" content="${site.url}/og-image.jpg">`));
    const jsonLd = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    assert.equal(jsonLd['@type'], 'NewsArticle');
    assert.equal(jsonLd.headline, 'District Copper Outlines Copper Keg Discoveries');
    assert.equal(jsonLd.datePublished, '2025-03-04T00:00:00-08:00');
    assert.equal(jsonLd.dateModified, '2025-03-04T00:00:00-08:00');
    assert.equal(jsonLd.image, `${site.url}/og-image.jpg`);
    assert.equal(jsonLd.publisher.logo.url, `${site.url}/logo.svg`);
    assert.equal(jsonLd.mainEntityOfPage['@id'], `${site.url}/articles/copper-keg-update`);

    const { page, errors } = await openPage(t, site, '/articles/copper-keg-update');
    assert.equal(await page.title(), 'District Copper Outlines Copper Keg Discoveries | District Copper Corp.');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'District Copper Outlines Copper Keg Discoveries');
    const main = page.locator('main');
    for (const text of ['Project Updates', 'March 4, 2025', 'Source: Newsfile Corp.', 'Two mineralized zones discovered in 2024.']) {
      assert.ok((await main.textContent())!.includes(text), text);
    }
    assert.equal(await page.getByRole('link', { name: /Back to Media/ }).getAttribute('href'), MEDIA);
    assert.equal(await page.getByRole('img', { name: 'District Copper Outlines Copper Keg Discoveries' }).getAttribute('src'), '/og-image.jpg');
    assert.equal(await page.getByTestId('article-body').innerHTML(), '<p>The 2024 program discovered <strong>two mineralized zones</strong>.</p>');
    const disclaimer = await page.locator('aside').textContent();
    assert.ok(disclaimer!.includes('Neither TSX Venture Exchange nor its Regulation Services Provider'));
    assert.ok(disclaimer!.includes('This news release does not constitute an offer to sell or a solicitation of an offer to buy any of the securities in the United States'));
    assert.ok(disclaimer!.includes('Forward-Looking Statements'));
    assert.equal(await page.locator('aside a').getAttribute('href'), 'https://www.sedarplus.ca');
    await page.getByRole('heading', { name: 'More News & Press Releases' }).waitFor();
    await page.getByRole('link', { name: 'View All Articles' }).click();
    await page.waitForURL(`${site.url}${MEDIA}`);
    await page.getByRole('heading', { name: 'Press Releases & News' }).waitFor();
    assert.deepEqual(errors, []);
  });

  await t.test('a markdown article renders its table and strikethrough, without the disclaimer when opted out', async (t) => {
    const { page, errors } = await openPage(t, site, MEDIA);
    await page.locator('article', { hasText: 'Stony Lake Interest' }).getByRole('link', { name: /Read Article/ }).click();
    await page.waitForURL(`${site.url}/articles/stony-lake-interest`);
    await page.getByRole('heading', { level: 1, name: 'Stony Lake Interest' }).waitFor();
    assert.equal(await page.title(), 'Stony Lake Interest | District Copper Corp.');
    const body = page.getByTestId('article-body');
    assert.equal(await body.locator('table th').count(), 2);
    assert.equal(await body.locator('td del').textContent(), '13,000');
    assert.equal(await body.locator('p br').count(), 1);
    assert.ok((await page.locator('main').textContent())!.includes('November 20, 2024'));
    assert.equal(await page.locator('aside').count(), 0);
    assert.equal(await page.getByText('Neither TSX Venture Exchange').count(), 0);
    assert.deepEqual(errors, []);
  });

  await t.test('drafts, scheduled and unknown articles answer 404 with the not-found view', async (t) => {
    for (const slug of ['hidden-draft', 'later-this-week', 'no-such-article']) {
      const response = await fetch(`${site.url}/articles/${slug}`);
      assert.equal(response.status, 404, slug);
      const html = await response.text();
      assert.ok(html.includes('Article Not Found'), slug);
      assert.ok(!html.includes('Hidden draft') && !html.includes('Later this week'), slug);
    }
    const path = '/articles/hidden-draft';
    const { page, errors } = await openPage(t, site, path);
    await page.getByRole('heading', { level: 1, name: 'Article Not Found' }).waitFor();
    await page.getByText("The article you're looking for doesn't exist or has been removed.").waitFor();
    await page.getByRole('link', { name: /Back to Media/ }).click();
    await page.waitForURL(`${site.url}${MEDIA}`);
    const unexpected = errors.filter((e) => !(e.includes('404 (Not Found)') && e.endsWith(path)));
    assert.deepEqual(unexpected, []);
  });

  await t.test('no payload of the XSS corpus runs in the browser', async (t) => {
    for (const slug of ['xss-html', 'xss-markdown']) {
      const { page, errors } = await openPage(t, site, `/articles/${slug}`);
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.getByTestId('article-body').hover();
      await page.mouse.move(10, 10);
      // Error handlers of broken images are the payloads that fire late: wait until every image has settled.
      await page.waitForFunction(() => [...document.querySelectorAll('[data-testid="article-body"] img')].every((img) => (img as HTMLImageElement).complete));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      assert.deepEqual(dialogs, [], slug);
      assert.equal(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss), undefined, slug);
      assert.equal(await page.getByTestId('article-body').locator('script, iframe, svg, object, embed, style').count(), 0, slug);
      assert.deepEqual(errors, [], slug);
    }
  });
});
