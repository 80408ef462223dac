import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminArticle } from '../../src/shared/article.ts';
import { adminJsonHeaders, fillContent, openAdmin, type Site, startSite, waitForFocus } from '../helpers/e2e.ts';

// The toast layer may be hidden from the accessibility tree for a moment while a dialog closes; what counts here is what the page shows.
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const form = (page: Page) => page.getByRole('region', { name: 'Create New Article' });

async function fill(page: Page, title: string) {
  await form(page).getByLabel('Title', { exact: true }).fill(title);
  await form(page).getByLabel('Description', { exact: true }).fill(`About ${title}.`);
  await fillContent(form(page).getByLabel('Content', { exact: true }), `<p>${title}: the company reports progress at Stony Lake.</p>`);
}

async function stored(site: Site, slug: string): Promise<AdminArticle | undefined> {
  const response = await fetch(`${site.url}/api/admin/articles`, { headers: await adminJsonHeaders(site) });
  return ((await response.json()) as AdminArticle[]).find((a) => a.slug === slug);
}

test('the publish controls say what Create will do and do it', async (t) => {
  const site = await startSite(t);

  await t.test('a half-filled schedule is refused at the field, never saved as a draft', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fill(page, 'Half Filled Schedule');
    const schedule = form(page).getByLabel('Schedule Publication', { exact: true });
    await schedule.click();
    await page.keyboard.type('11252030');
    await form(page).getByRole('button', { name: 'Create Article' }).click();
    await form(page).getByText('Enter both the date and the time, or remove the schedule', { exact: true }).waitFor();
    assert.equal(await schedule.getAttribute('aria-invalid'), 'true');
    await waitForFocus(schedule, 'focus is on the schedule');
    assert.equal(await stored(site, 'half-filled-schedule'), undefined, 'nothing saved');
    assert.equal(await toasts(page).getByText('Article created successfully').count(), 0);
    assert.deepEqual(errors, []);
  });

  await t.test('the three outcomes: the line under the controls and the toast agree, and the list shows the new release', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    const plan = form(page).getByRole('status').filter({ hasText: /^Will / });

    await fill(page, 'Toast Draft');
    await plan.getByText('Will be saved as a draft', { exact: true }).waitFor();
    await form(page).getByRole('button', { name: 'Create Article' }).click();
    await toasts(page).getByText('Article created successfully').waitFor();
    await toasts(page).getByText('Saved as draft', { exact: true }).waitFor();
    await page.locator(`#article-${(await stored(site, 'toast-draft'))!.id}`).waitFor();

    await fill(page, 'Toast Published');
    await form(page).getByRole('switch', { name: 'Publish Now' }).click();
    await plan.getByText('Will be published now', { exact: true }).waitFor();
    await form(page).getByRole('button', { name: 'Create Article' }).click();
    await toasts(page).getByText('Published', { exact: true }).waitFor();
    const published = (await stored(site, 'toast-published'))!;
    await page.locator(`#article-${published.id}`).waitFor();
    await page.waitForFunction((id) => {
      const rect = document.getElementById(id)!.getBoundingClientRect();
      return rect.top >= 0 && rect.bottom <= window.innerHeight;
    }, `article-${published.id}`);

    await fill(page, 'Toast Scheduled');
    await form(page).getByLabel('Schedule Publication', { exact: true }).fill('2030-01-15T06:00');
    await plan.getByText(/^Will go live Tuesday, January 15, 2030, 6:00 AM (PST|PDT)$/).waitFor();
    await form(page).getByRole('button', { name: 'Create Article' }).click();
    await toasts(page).getByText(/^Scheduled for Tuesday, January 15, 2030, 6:00 AM (PST|PDT)$/).waitFor();
    assert.equal((await stored(site, 'toast-scheduled'))!.published, false);
    assert.deepEqual(errors, []);
  });

  await t.test('a scheduled release takes its go-live day as its Date unless Date is set by hand, and its preview shows that date', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fill(page, 'Go Live Day');
    const date = form(page).getByLabel('Date', { exact: true });
    await form(page).getByLabel('Schedule Publication', { exact: true }).fill('2030-11-25T06:00');
    assert.equal(await date.inputValue(), '2030-11-25');
    await date.fill('2030-11-20');
    await form(page).getByText('The release goes live on November 25, 2030 but will show this date.').waitFor();
    await date.fill('2030-11-25');
    // Waited for, not counted at once: the line leaving moves the buttons below it, and a click aimed
    // before the move lands beside Preview (the preview tab then never opened, on a loaded machine).
    await form(page).getByText(/goes live on .* but will show this date/).waitFor({ state: 'detached' });

    const [tab] = await Promise.all([page.context().waitForEvent('page'), form(page).getByRole('button', { name: 'Preview', exact: true }).click()]);
    // The page is drawn by the server, whose time-zone data may place BC's permanent UTC-7 earlier than the browser's.
    await tab.getByText(/^Scheduled for Monday, November 25, 2030, \d{1,2}:00 AM (PST|PDT)$/).waitFor();
    await tab.getByRole('heading', { level: 1, name: 'Go Live Day' }).waitFor();
    await tab.getByText('November 25, 2030', { exact: true }).first().waitFor();
    await tab.close();

    await form(page).getByRole('button', { name: 'Create Article' }).click();
    await toasts(page).getByText('Article created successfully').waitFor();
    assert.equal((await stored(site, 'go-live-day'))!.date.slice(0, 10), '2030-11-25');
    assert.deepEqual(errors, []);
  });

  await t.test('the Checks panel updates as the release is typed', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    const checks = form(page).getByRole('region', { name: 'Checks' });
    await checks.locator('li[data-code="description-missing"]').getByText('The release has no description for lists and search results.').waitFor();
    await form(page).getByLabel('Description', { exact: true }).fill('Appointment of a new chief financial officer.');
    await checks.getByText('No disclosure, wording, accessibility or link problems found.').waitFor();
    await form(page).getByLabel('Title', { exact: true }).fill('A world-class discovery at Copper Keg');
    await fillContent(form(page).getByLabel('Content', { exact: true }), '<p>Hole DC-25-04 returned 0.62% Cu over 148 m.</p>');
    await checks.locator('li[data-level="error"][data-code="qp-missing"]').getByText('"0.62% Cu" is technical disclosure, and the Qualified Person is not yet confirmed in the company facts.').waitFor();
    await checks.locator('li[data-level="warning"][data-code="promotional-word"]').getByText(/^Promotional: "world-class"/).waitFor();
    assert.deepEqual(errors, []);
  });

  await t.test('Preview in the Edit dialog shows the unsaved text under a Draft banner, and saves nothing', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await fill(page, 'Unsaved Preview');
    await form(page).getByRole('button', { name: 'Create Article' }).click();
    await toasts(page).getByText('Article created successfully').waitFor();
    const before = (await stored(site, 'unsaved-preview'))!;
    await page.getByRole('button', { name: 'Edit Unsaved Preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await dialog.getByLabel('Title', { exact: true }).fill('Unsaved Preview Retitled');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), dialog.getByRole('button', { name: 'Preview', exact: true }).click()]);
    const response = await tab.waitForResponse((r) => r.url().includes('/preview/'));
    assert.equal(response.status(), 200);
    assert.equal(response.headers()['cache-control'], 'no-store');
    await tab.getByText('Preview: not published').waitFor();
    await tab.getByText('Draft', { exact: true }).waitFor();
    await tab.getByRole('heading', { level: 1, name: 'Unsaved Preview Retitled' }).waitFor();
    const after = (await stored(site, 'unsaved-preview'))!;
    assert.deepEqual([after.title, after.version], [before.title, before.version], 'nothing saved');
    assert.equal((await fetch(`${site.url}/articles/unsaved-preview`)).status, 404, 'still not public');
    assert.deepEqual(errors, []);
  });
});
