import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminArticle } from '../../src/shared/article.ts';
import { adminJsonHeaders, fillContent, openAdmin, type Site, startSite } from '../helpers/e2e.ts';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const item = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });

const BODY = {
  category: 'Project Updates',
  source: 'Newsfile Corp.',
  date: '2025-06-01',
  description: 'Results from the summer programme.',
  content: '<p>Hole SL-25-04 cut porphyry copper along 148 metres of core.</p>',
  published: false,
  includeDisclaimer: true,
};

async function api(site: Site, method: string, path: string, body?: object) {
  const response = await fetch(`${site.url}${path}`, { method, headers: await adminJsonHeaders(site), ...(body ? { body: JSON.stringify(body) } : {}) });
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`);
  return response.status === 204 ? null : response.json();
}

test('publishing safety in the dashboard', async (t) => {
  const site = await startSite(t);

  await t.test('Preview opens the draft as its page will look, under a banner, without publishing it', async (t) => {
    await api(site, 'POST', '/api/admin/articles', { ...BODY, title: 'Stony Lake Assays Preview', slug: 'stony-lake-assays-preview' });
    const { page, errors } = await openAdmin(t, site);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Preview Stony Lake Assays Preview' }).click()]);
    const response = await tab.waitForResponse((r) => r.url().includes('/preview/'));
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['x-robots-tag'], 'noindex');
    assert.equal(response.headers()['cache-control'], 'no-store');
    await tab.getByText('Preview: not published').waitFor();
    await tab.getByRole('heading', { level: 1, name: 'Stony Lake Assays Preview' }).waitFor();
    await tab.getByText('148 metres').waitFor();
    await tab.waitForSelector('html[data-hydrated]', { state: 'attached' });
    assert.equal(await tab.locator('meta[name="robots"]').getAttribute('content'), 'noindex, nofollow');
    assert.equal((await fetch(`${site.url}/articles/stony-lake-assays-preview`)).status, 404, 'still not public');
    const tampered = await fetch(`${site.url}${new URL(tab.url()).pathname.slice(0, -2)}xx`);
    assert.equal(tampered.status, 404);
    assert.deepEqual(errors, []);
  });

  await t.test('Revoke preview links in the Edit dialog ends a link handed out before', async (t) => {
    const created = (await api(site, 'POST', '/api/admin/articles', { ...BODY, title: 'Cassiar Gold Option Signed', slug: 'cassiar-gold-option' })) as AdminArticle;
    const { url } = (await api(site, 'POST', `/api/admin/articles/${created.id}/preview`)) as { url: string };
    assert.equal((await fetch(site.url + url)).status, 200);
    const { page, errors } = await openAdmin(t, site);
    await page.getByRole('button', { name: 'Edit Cassiar Gold Option Signed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await dialog.getByRole('button', { name: 'Revoke preview links' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke preview links' });
    await confirm.getByText('Revoke every preview link made until now?', { exact: true }).waitFor();
    assert.equal((await fetch(site.url + url)).status, 200, 'nothing revoked before the confirmation');
    await confirm.getByRole('button', { name: 'Revoke preview links' }).click();
    await page.getByText('Preview links revoked', { exact: true }).waitFor();
    assert.equal((await fetch(site.url + url)).status, 404, 'the link handed out before is dead');
    assert.deepEqual(errors, []);
  });

  await t.test('History shows what changed and restores an earlier version', async (t) => {
    const created = (await api(site, 'POST', '/api/admin/articles', { ...BODY, title: 'Copper Keg Drilling Begins', slug: 'copper-keg-drilling' })) as AdminArticle;
    await api(site, 'PUT', `/api/admin/articles/${created.id}`, { ...BODY, title: 'Copper Keg Drilling Delayed', slug: 'copper-keg-drilling', version: created.version });
    const { page, errors } = await openAdmin(t, site);
    await page.getByRole('button', { name: 'History of Copper Keg Drilling Delayed' }).click();
    const dialog = page.getByRole('dialog', { name: 'History: Copper Keg Drilling Delayed' });
    await dialog.getByRole('button', { name: /Version 2 \(current\)/ }).waitFor();
    const title = dialog.getByRole('region', { name: 'Title' });
    assert.equal(await title.locator('del').textContent(), 'Delayed');
    assert.equal(await title.locator('ins').textContent(), 'Begins');
    await dialog.getByRole('button', { name: 'Restore version 1' }).click();
    const confirm = dialog.getByRole('alertdialog', { name: 'Confirm restore' });
    await confirm.getByText(/^Restore version 1 of .+ (PST|PDT)\? Its text replaces the current text/).waitFor();
    assert.equal(await item(page, 'Copper Keg Drilling Begins').count(), 0, 'nothing restored before the confirmation');
    await confirm.getByRole('button', { name: 'Yes, restore version 1' }).click();
    await toasts(page).getByText('Version restored').waitFor();
    await item(page, 'Copper Keg Drilling Begins').waitFor();
    const history = (await api(site, 'GET', `/api/admin/articles/${created.id}/revisions`)) as { version: number; title: string }[];
    assert.deepEqual(history.map((r) => [r.version, r.title]), [[3, 'Copper Keg Drilling Begins'], [2, 'Copper Keg Drilling Delayed'], [1, 'Copper Keg Drilling Begins']]);
    assert.deepEqual(errors, []);
  });

  await t.test('Delete names the article, and Undo in the toast brings it back', async (t) => {
    await api(site, 'POST', '/api/admin/articles', { ...BODY, title: 'Matachewan Claims Staked', slug: 'matachewan-claims', published: true });
    assert.equal((await fetch(`${site.url}/articles/matachewan-claims`)).status, 200, 'public, and now in the page cache');
    const { page, errors } = await openAdmin(t, site);
    await page.getByRole('button', { name: 'Delete Matachewan Claims Staked' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete article' });
    await confirm.getByText('Are you sure you want to delete this article?', { exact: true }).waitFor();
    await confirm.getByText('Matachewan Claims Staked', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toasts(page).getByText('Article deleted successfully').waitFor();
    await item(page, 'Matachewan Claims Staked').waitFor({ state: 'detached' });
    assert.equal((await fetch(`${site.url}/articles/matachewan-claims`)).status, 404, 'gone from the site at once: the cached page was dropped');
    assert.ok(!(await (await fetch(`${site.url}/investors/media`)).text()).includes('Matachewan Claims Staked'), 'and from the news list');

    await toasts(page).getByRole('button', { name: 'Undo' }).click();
    await toasts(page).getByText('Article restored').waitFor();
    await item(page, 'Matachewan Claims Staked').waitFor();
    assert.equal((await fetch(`${site.url}/articles/matachewan-claims`)).status, 200, 'public again');

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    await page.getByRole('cell', { name: 'Restored from trash' }).first().waitFor();
    await page.getByRole('cell', { name: 'Moved to trash' }).first().waitFor();
    assert.deepEqual(errors, []);
  });

  await t.test('a schedule typed in a browser in Tokyo is Vancouver time, shown with the zone named', async (t) => {
    const { page, errors } = await openAdmin(t, site, { timezoneId: 'Asia/Tokyo' });
    assert.equal(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), 'Asia/Tokyo');
    await page.getByText(/^Current time: .+ (PST|PDT)$/).waitFor();
    await page.getByText(/^Vancouver time \((PST|PDT)\)/).waitFor();
    await page.getByLabel('Title', { exact: true }).fill('Eaglehead Resource Update');
    await page.getByLabel('Date', { exact: true }).fill('2025-03-04');
    await page.getByLabel('Description', { exact: true }).fill('An update on the Eaglehead project.');
    await fillContent(page.getByLabel('Content', { exact: true }), '<p>The estimate grows.</p>');
    await page.getByLabel('Schedule Publication', { exact: true }).fill('2030-01-15T06:00');
    await page.getByText(/^Will go live Tuesday, January 15, 2030, 6:00 AM (PST|PDT)$/).waitFor();
    await page.getByRole('button', { name: 'Create Article' }).click();
    await toasts(page).getByText('Article created successfully').waitFor();
    const listed = (await item(page, 'Eaglehead Resource Update').textContent())!;
    assert.match(listed, /Scheduled for January 15, 2030 at 6:00 AM (PST|PDT)/);

    const [stored] = ((await api(site, 'GET', '/api/admin/articles')) as AdminArticle[]).filter((a) => a.slug === 'eaglehead-resource-update');
    const vancouver = await page.evaluate(
      (iso) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver', dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }).format(new Date(iso)),
      stored!.scheduledDate!,
    );
    assert.equal(vancouver, '2030-01-15, 06:00', `stored ${stored!.scheduledDate} is 06:00 in Vancouver`);
    assert.notEqual(stored!.scheduledDate, '2030-01-14T21:00:00.000Z', 'not Tokyo time');

    await page.getByRole('button', { name: 'Edit Eaglehead Resource Update' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    assert.equal(await dialog.getByLabel('Schedule Publication', { exact: true }).inputValue(), '2030-01-15T06:00');
    await dialog.getByLabel('Schedule Publication', { exact: true }).fill('2030-01-16T09:15');
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await toasts(page).getByText('Article updated successfully').waitFor();
    await item(page, 'Eaglehead Resource Update').getByText(/^Scheduled for January 16, 2030 at 9:15 AM (PST|PDT)$/).waitFor();
    assert.deepEqual(errors, []);
  });

  await t.test('the audit log shows its times in Vancouver time, with the zone named, to a browser in Tokyo', async (t) => {
    const created = (await api(site, 'POST', '/api/admin/articles', { ...BODY, title: 'Tatsamenie Lake Claims Acquired', slug: 'tatsamenie-lake-claims' })) as AdminArticle;
    const { entries } = (await api(site, 'GET', '/api/admin/audit?limit=200')) as { entries: { at: string; action: string; articleId: number | null }[] };
    const at = entries.find((e) => e.action === 'create' && e.articleId === created.id)!.at;

    const { page, errors } = await openAdmin(t, site, { timezoneId: 'Asia/Tokyo' });
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Tatsamenie Lake Claims Acquired' }).filter({ has: page.getByRole('cell', { name: 'Created', exact: true }) });
    const shown = (await row.locator(`time[datetime="${at}"]`).textContent())!;

    // The page's own format (long date, time, short zone name), worked out by the browser in both zones.
    const [vancouver, tokyo] = await page.evaluate(
      (iso) =>
        ['America/Vancouver', 'Asia/Tokyo'].map((timeZone) =>
          new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(new Date(iso)),
        ),
      at,
    );
    assert.equal(shown, vancouver);
    assert.match(shown, / (PST|PDT)$/);
    assert.notEqual(shown, tokyo);
    assert.deepEqual(errors, []);
  });
});
