import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminArticle, PublicArticle } from '../../src/shared/article.ts';
import type { AuditPage } from '../../src/shared/audit.ts';
import { instantToZonedInput } from '../../src/shared/company-time.ts';
import { FILED_ON_SEDAR, NEWSWIRE_MISSING } from '../../src/shared/newswire.ts';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/shared/time-zone.ts';
import { adminJsonHeaders, openAdmin, type Site, startSite } from '../helpers/e2e.ts';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const form = (page: Page) => page.getByRole('region', { name: 'Create New Article' });
const FILING = 'https://www.sedarplus.ca/csa-party/records/document.html?id=e2e';

async function api<T>(site: Site, path: string): Promise<T> {
  const response = await fetch(`${site.url}${path}`, { headers: await adminJsonHeaders(site) });
  assert.ok(response.ok, `${path}: ${response.status}`);
  return (await response.json()) as T;
}

test('a release morning: the release goes out, the wire crosses, the newswire time and the filing are added; then the review list', async (t) => {
  const site = await startSite(t);
  const { page, errors } = await openAdmin(t, site);
  await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();

  await t.test('held for the wire, the release stays off the site until Wire crossed', async () => {
    await form(page).getByLabel('Title', { exact: true }).fill('Copper Keg Option Signed');
    await form(page).getByLabel('Description', { exact: true }).fill('District Copper signs the Copper Keg option.');
    await form(page).getByRole('button', { name: 'HTML', exact: true }).click();
    await form(page).getByLabel('Content HTML source', { exact: true }).fill('<p>District Copper Corp. has signed an option on the Copper Keg property.</p>');
    await form(page).getByRole('button', { name: 'HTML', exact: true }).click();
    await form(page).getByRole('switch', { name: 'Publish Now' }).click();
    await form(page).getByText(NEWSWIRE_MISSING).waitFor();
    await form(page).getByRole('switch', { name: 'Held for the wire' }).click();
    await form(page).getByText(NEWSWIRE_MISSING).waitFor({ state: 'detached' });
    await form(page).getByRole('button', { name: 'Create Article' }).click();
    await toasts(page).getByText('Article created successfully').waitFor();
    assert.equal((await fetch(`${site.url}/api/articles/copper-keg-option-signed`)).status, 404, 'not before the wire');

    await page.getByRole('button', { name: 'Wire crossed for Copper Keg Option Signed' }).click();
    await toasts(page).getByText('Newswire time recorded').waitFor();
    const response = await fetch(`${site.url}/api/articles/copper-keg-option-signed`);
    assert.equal(response.status, 200);
    assert.ok(((await response.json()) as PublicArticle).disseminatedAt, 'the wire moment is its newswire time');
  });

  await t.test('a release published first gets its newswire time once the wire crosses: a metadata save, no correction asked', async () => {
    await form(page).getByLabel('Title', { exact: true }).fill('Eaglehead Field Season Begins');
    await form(page).getByLabel('Description', { exact: true }).fill('Crews return to Eaglehead.');
    await form(page).getByRole('button', { name: 'HTML', exact: true }).click();
    await form(page).getByLabel('Content HTML source', { exact: true }).fill('<p>Field crews have returned to the Eaglehead property for the season.</p>');
    await form(page).getByRole('button', { name: 'HTML', exact: true }).click();
    await form(page).getByRole('switch', { name: 'Publish Now' }).click();
    await form(page).getByRole('button', { name: 'Create Article' }).click();
    await toasts(page).getByText('Article created successfully').waitFor();

    const wire = instantToZonedInput(new Date(Date.now() - 10 * 60_000), DEFAULT_COMPANY_TIME_ZONE);
    await page.getByRole('button', { name: 'Edit Eaglehead Field Season Begins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await dialog.getByLabel('Newswire time', { exact: true }).fill(wire);
    await dialog.getByLabel('Filing on SEDAR+', { exact: true }).fill(FILING);
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await toasts(page).getByText('Article updated successfully').waitFor();
    assert.equal(await page.getByRole('dialog', { name: 'Before this save' }).count(), 0, 'no correction question');

    const stored = (await api<AdminArticle[]>(site, '/api/admin/articles')).find((a) => a.slug === 'eaglehead-field-season-begins')!;
    assert.deepEqual([stored.disseminatedLocal, stored.filingUrl], [wire, FILING]);
    const html = await (await fetch(`${site.url}/articles/eaglehead-field-season-begins`)).text();
    assert.match(html, /Disseminated by Newsfile Corp\. on /);
    assert.ok(html.includes(FILED_ON_SEDAR));
    const audit = await api<AuditPage>(site, '/api/admin/audit?action=newswire-details');
    assert.deepEqual(audit.entries.map((e) => e.articleSlug), ['eaglehead-field-season-begins']);
    assert.deepEqual(((await (await fetch(`${site.url}/api/articles/eaglehead-field-season-begins`)).json()) as PublicArticle).corrections, []);
  });

  await t.test('the review list: what was never confirmed is due, and "Still current" dates the page', async () => {
    await page.reload();
    const checklist = page.getByRole('region', { name: 'Launch checklist' });
    const due = checklist.getByRole('list', { name: 'Due for review' });
    await due.getByText('Stony Lake project figures: never confirmed; reviewed every 12 months').waitFor();
    await due.getByRole('button', { name: 'Still current: Stony Lake project figures' }).click();
    await due.getByText('Stony Lake project figures', { exact: false }).waitFor({ state: 'detached' });
    assert.match(await (await fetch(`${site.url}/projects/stony-lake`)).text(), /Information current as of /);
  });

  assert.deepEqual(errors, []);
});
