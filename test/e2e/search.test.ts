import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { Article } from '../../src/server/db/entities/article.entity.ts';
import { openDatabase } from '../../src/server/db/orm.ts';
import { insertArticles } from '../helpers/articles.ts';
import { openPage, type Site, startSite, waitForFocus } from '../helpers/e2e.ts';

const ARTICLE = {
  slug: 'autumn-field-program-results',
  title: 'Autumn field program results',
  body: 'Mapping crews identified xenotime-bearing veins near the northern claims.',
};

async function seedArticle(site: Site): Promise<void> {
  const db = await openDatabase({ databaseUrl: site.databaseUrl, dataDir: mkdtempSync(join(tmpdir(), 'dcop-search-')) });
  try {
    const em = db.orm.em.fork();
    em.create(Article, {
      title: ARTICLE.title,
      slug: ARTICLE.slug,
      category: 'Project Updates',
      source: 'Newsfile Corp.',
      date: new Date('2025-05-06T12:00:00Z'),
      description: 'Highlights of the autumn program.',
      content: `<p>${ARTICLE.body}</p>`,
      published: true,
    });
    await em.flush();
  } finally {
    await db.close();
  }
}

test('site search: dialog, keyboard, shortcuts and the server-rendered results page', async (t) => {
  const site = await startSite(t);
  await seedArticle(site);

  await t.test('the icon opens the dialog, porphyry finds Copper Keg, Escape returns focus to the icon', async (t) => {
    const { page, errors } = await openPage(t, site, '/');
    const icon = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
    await icon.click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    const input = dialog.getByRole('combobox', { name: 'Search the site' });
    assert.equal(await input.evaluate((el) => el === document.activeElement), true, 'input focused');
    await input.fill('porphyry');
    const keg = dialog.getByRole('option', { name: /Copper Keg Project/ });
    await keg.waitFor();
    const listbox = dialog.getByRole('listbox', { name: 'Search results' });
    assert.equal(await input.getAttribute('aria-controls'), await listbox.getAttribute('id'));
    assert.ok(await dialog.getByRole('group', { name: 'Pages' }).isVisible());
    assert.match((await keg.innerHTML()) ?? '', /<mark>porphyry<\/mark>/i);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await waitForFocus(icon, 'focus back on the icon');
    assert.deepEqual(errors, []);
  });

  await t.test('Ctrl+K opens it, a word of an article body finds the article, ArrowDown + Enter opens a result', async (t) => {
    const { page, errors } = await openPage(t, site, '/investors');
    await page.locator('body').click({ position: { x: 5, y: 400 } });
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.waitFor();
    await page.keyboard.type('xenotime');
    const article = dialog.getByRole('group', { name: 'News' }).getByRole('option', { name: new RegExp(ARTICLE.title) });
    await article.waitFor();
    assert.equal(await article.getByRole('link').getAttribute('href'), `/articles/${ARTICLE.slug}`);
    assert.match(await article.innerHTML(), /<mark>xenotime<\/mark>/i);

    const input = dialog.getByRole('combobox');
    await input.fill('porphyry');
    const keg = dialog.getByRole('option', { name: /Copper Keg Project/ });
    await keg.waitFor();
    assert.equal(await input.getAttribute('aria-activedescendant'), null);
    const kegId = await keg.getAttribute('id');
    for (let i = 0; i < 10 && (await input.getAttribute('aria-activedescendant')) !== kegId; i++) {
      await page.keyboard.press('ArrowDown');
    }
    assert.equal(await input.getAttribute('aria-activedescendant'), kegId);
    assert.equal(await keg.getAttribute('aria-selected'), 'true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.url}/projects/copper-keg`);
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => document.title.startsWith('Copper Keg'));
    assert.deepEqual(errors, []);
  });

  await t.test("'/' opens search unless the visitor is typing in a field", async (t) => {
    const { page, errors } = await openPage(t, site, '/search');
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('a/b');
    assert.equal(await page.getByRole('dialog').count(), 0);
    await page.locator('h1').click();
    await page.keyboard.press('/');
    await page.getByRole('dialog', { name: 'Search' }).waitFor();
    assert.deepEqual(errors, []);
  });

  await t.test('/search?q=copper is rendered on the server and works with JavaScript disabled', async (t) => {
    const { page } = await openPage(t, site, '/search?q=copper', { javaScript: false });
    assert.equal(await page.title(), 'Search | District Copper Corp.');
    assert.equal(await page.locator('meta[name="robots"]').getAttribute('content').then((c) => /noindex/.test(c ?? '')), true);
    assert.equal(await page.locator('h1').textContent(), 'Search');
    const pages = page.getByRole('region', { name: 'Pages' });
    assert.ok(await pages.getByRole('link', { name: 'Copper Keg Project' }).isVisible());
    assert.ok((await page.getByRole('status').textContent())?.includes('for “copper”'));

    const field = page.getByRole('searchbox', { name: 'Search the site' });
    assert.equal(await field.inputValue(), 'copper');
    await field.fill('xenotime');
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`${site.url}/search?q=xenotime`);
    const news = page.getByRole('region', { name: 'News' });
    assert.ok(await news.getByRole('link', { name: ARTICLE.title }).isVisible());
    assert.ok((await news.textContent())?.includes('May 6, 2025'));
  });
});

test('the results page lists news newest first, each with a snippet of the text a visitor reads', async (t) => {
  const site = await startSite(t);
  const db = await openDatabase({ databaseUrl: site.databaseUrl, dataDir: mkdtempSync(join(tmpdir(), 'dcop-search-')) });
  t.after(() => db.close());
  await insertArticles(db.orm, [
    { slug: 'molybdenite-in-title', title: 'Molybdenite Confirmed at Copper Keg', date: new Date('2024-02-01T12:00:00Z'), published: true },
    {
      slug: 'markdown-update',
      title: 'Summer Program Update',
      date: new Date('2025-08-12T12:00:00Z'),
      published: true,
      description: 'Results of the summer program.',
      content: "**Highlights:**\n\n- the Company's crews logged molybdenite in three holes;\n- assays are pending.",
    },
    { slug: 'early-molybdenite', title: 'Early molybdenite showings', date: new Date('2023-05-02T12:00:00Z'), published: true },
  ]);
  const { page, errors } = await openPage(t, site, '/search?q=molybdenite');
  const items = page.getByRole('region', { name: 'News' }).getByRole('listitem');
  assert.deepEqual(await items.getByRole('link').allTextContents(), ['Summer Program Update', 'Molybdenite Confirmed at Copper Keg', 'Early molybdenite showings']);
  assert.equal(
    await items.first().locator('p').textContent(),
    "summer program. Highlights: the Company's crews logged molybdenite in three holes; assays are pending.",
  );
  assert.equal(await items.first().locator('p mark').textContent(), 'molybdenite');
  assert.deepEqual(errors, []);
});
