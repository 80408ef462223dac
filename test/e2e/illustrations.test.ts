import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminJsonHeaders, openPage, startSite } from '../helpers/e2e.ts';

// Until the company names its Qualified Person, the statement names nobody rather than a stand-in.
const QP = 'reviewed and approved by a Qualified Person as defined by National Instrument 43-101';
const TECHNICAL_PAGES = ['/projects/copper-keg', '/projects/stony-lake', '/projects/eaglehead', '/projects/matachewan', '/projects/reports', '/projects/maps'];

test('illustrations and company facts', async (t) => {
  const site = await startSite(t);

  await t.test('the gallery labels every card as an illustration and calls nothing a photograph', async (t) => {
    const { page, errors } = await openPage(t, site, '/projects/gallery');
    const cards = page.getByTestId('gallery-photo');
    assert.equal(await cards.count(), 4);
    for (const card of await cards.all()) {
      assert.equal(await card.locator('[data-illustration]').textContent(), 'Illustration, until the company supplies photographs');
      assert.match((await card.locator('img').getAttribute('alt')) ?? '', /^Illustration: /);
    }
    assert.doesNotMatch((await page.locator('main').textContent()) ?? '', /photographs show/i);
    assert.deepEqual(errors, []);
  });

  await t.test('project figures that depict scenes say they are illustrations', async (t) => {
    const { page, errors } = await openPage(t, site, '/projects/copper-keg');
    const program = page.locator('figure', { has: page.locator('img[src*="copper-keg-program"]') });
    assert.match((await program.locator('img').getAttribute('alt')) ?? '', /^Illustration: /);
    assert.equal(await program.locator('[data-illustration]').textContent(), 'Illustration, until the company supplies photographs');
    const eaglehead = (await openPage(t, site, '/projects/eaglehead')).page;
    const outcrop = eaglehead.locator('figure', { has: eaglehead.locator('img[src*="eaglehead-gallery-1"]') });
    assert.match((await outcrop.locator('figcaption').textContent()) ?? '', /Mineralized outcrop surface.*Illustration, until the company supplies photographs/);
    const overview = (await openPage(t, site, '/projects')).page;
    for (const alt of await overview.locator('img[src*="/images/project-"]').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).alt))) {
      assert.match(alt, /^Illustration: /);
    }
    assert.deepEqual(errors, []);
  });

  await t.test('every technical page carries the Qualified Person statement from the registry', async (t) => {
    for (const path of TECHNICAL_PAGES) {
      const { page } = await openPage(t, site, path, { javaScript: false });
      const statement = (await page.locator('[data-qualified-person]').textContent()) ?? '';
      assert.ok(statement.includes(QP), `${path}: ${statement}`);
    }
  });

  await t.test('no release has a statement appended: the writer includes it, and the checks ask for it', async (t) => {
    const headers = await adminJsonHeaders(site);
    const release = (category: string, slug: string) => ({
      title: `${category} release`,
      slug,
      category,
      source: 'Newsfile Corp.',
      date: '2025-05-01',
      description: 'A release.',
      content: 'Results from the program.',
      published: true,
    });
    for (const [category, slug] of [['Project Updates', 'qp-project-update'], ['Company News', 'qp-company-news']]) {
      const created = await fetch(`${site.url}/api/admin/articles`, { method: 'POST', headers, body: JSON.stringify(release(category!, slug!)) });
      assert.equal(created.status, 201, await created.clone().text());
      const { page } = await openPage(t, site, `/articles/${slug}`, { javaScript: false });
      assert.equal(await page.locator('[data-qualified-person]').count(), 0, slug);
    }
  });

  await t.test('production start-up warns once about the unconfirmed company facts', () => {
    const warnings = site.output().match(/company facts not confirmed/g) ?? [];
    assert.equal(warnings.length, 1);
    assert.match(site.output(), /qualifiedPerson: \[Qualified Person name\]/);
  });
});
