import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, fillContent, openPage, startSite } from '../helpers/e2e.ts';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
const item = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: title, exact: true }) });
const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('adminToken'));

async function logIn(page: Page, password: string = ADMIN.password) {
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

async function createArticle(page: Page, title: string, extra: (page: Page) => Promise<void> = async () => {}) {
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Date', { exact: true }).fill('2025-03-04');
  await page.getByLabel('Description', { exact: true }).fill(`About ${title}.`);
  await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
  await fillContent(page.getByRole('textbox', { name: 'Content', exact: true }), `${title} in full.`);
  await extra(page);
  await page.getByRole('button', { name: 'Create Article' }).click();
  await item(page, title).waitFor();
  await toasts(page).getByText('Article created successfully').waitFor();
  assert.equal(await page.getByLabel('Title', { exact: true }).inputValue(), '', 'the form is reset');
}

test('news admin', async (t) => {
  const site = await startSite(t, { env: { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password } });

  await t.test('logs in, creates, schedules, edits, deletes and logs out', async (t) => {
    const shell = await (await fetch(`${site.url}/admin`)).text();
    assert.ok(!shell.includes('Admin Login') && !shell.includes('News Admin Dashboard'), 'the server renders a neutral shell');

    const { page, errors } = await openPage(t, site, '/admin');
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();

    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Username is required').waitFor();
    await page.getByText('Password is required').waitFor();
    assert.equal(await page.getByLabel('Username', { exact: true }).getAttribute('aria-invalid'), 'true');

    await logIn(page, 'not-the-password');
    await toasts(page).getByText('Invalid credentials').waitFor();
    assert.ok((await toasts(page).textContent())!.includes('Error'));
    assert.equal(await storedToken(page), null);

    await logIn(page);
    await toasts(page).getByText('Logged in successfully').waitFor();
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'News Admin Dashboard');
    assert.ok(await storedToken(page), 'token kept under adminToken');
    await page.getByText('No articles yet. Create your first article!').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Analytics' }).getAttribute('href'), '/admin/analytics');
    assert.equal(await page.getByRole('link', { name: 'View Site' }).getAttribute('href'), '/');
    assert.equal(await page.getByLabel('Category', { exact: true }).inputValue(), 'Company News');
    assert.equal(await page.getByLabel('Source', { exact: true }).inputValue(), 'Newsfile Corp.');
    assert.equal(await page.getByRole('switch', { name: 'Include Disclaimer' }).getAttribute('aria-checked'), 'true');
    await page.getByText(/^Current time: /).waitFor();

    // Client validation, with the server's messages, before anything is sent.
    await page.getByRole('button', { name: 'Create Article' }).click();
    await page.getByText('Title is required').waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'create-title', 'focus moves to the first error');
    await page.getByLabel('Title', { exact: true }).fill('Hello, World! 2025');
    assert.equal(await page.getByLabel('Slug', { exact: true }).inputValue(), 'hello-world-2025');
    await page.getByLabel('Slug', { exact: true }).fill('Bad Slug');
    await page.getByRole('button', { name: 'Create Article' }).click();
    await page.getByText('Slug must be lowercase with hyphens only').waitFor();
    assert.equal(await page.getByLabel('Slug', { exact: true }).getAttribute('aria-invalid'), 'true');
    await page.getByLabel('Slug', { exact: true }).fill('');

    // Unsaved work blocks in-app navigation until confirmed in the admin's own dialog, and leaving for the public
    // site (another application, a full page load) until the browser's own leave prompt is answered.
    const nextDialog = () =>
      new Promise<{ type: string; message: string }>((resolve) =>
        page.once('dialog', async (dialog) => {
          resolve({ type: dialog.type(), message: dialog.message() });
          await dialog.dismiss();
        }),
      );
    await page.getByRole('link', { name: 'Documents' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave this page?' });
    await leave.getByText('You have unsaved changes in the new article. Leave this page and lose them?', { exact: true }).waitFor();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await leave.waitFor({ state: 'detached' });
    assert.equal(new URL(page.url()).pathname, '/admin');
    const leaving = nextDialog();
    await page.getByRole('link', { name: 'View Site' }).click();
    assert.equal((await leaving).type, 'beforeunload');
    assert.equal(new URL(page.url()).pathname, '/admin');
    await page.getByLabel('Title', { exact: true }).fill('');

    await createArticle(page, 'Copper Keg Draft Notes');
    await createArticle(page, 'Stony Lake Field Season', async (p) => {
      await p.getByLabel('Schedule Publication', { exact: true }).fill('2030-06-01T09:30');
    });
    await createArticle(page, 'District Copper Closes Financing', async (p) => {
      await p.getByLabel('Schedule Publication', { exact: true }).fill('2030-06-01T09:30');
      await p.getByRole('switch', { name: 'Publish Now' }).click();
      assert.equal(await p.getByLabel('Schedule Publication', { exact: true }).inputValue(), '', 'Publish Now clears the schedule');
      assert.ok(await p.getByLabel('Schedule Publication', { exact: true }).isDisabled());
    });

    assert.ok((await item(page, 'Copper Keg Draft Notes').textContent())!.includes('Draft'));
    const scheduled = (await item(page, 'Stony Lake Field Season').textContent())!;
    assert.ok(scheduled.includes('Scheduled') && scheduled.includes('Scheduled for June 1, 2030'), scheduled);
    const published = (await item(page, 'District Copper Closes Financing').textContent())!;
    assert.ok(published.includes('Published') && published.includes('March 4, 2025'), published);
    assert.ok(published.includes('Newsfile Corp.') && published.includes('Company News'), published);

    const visitor = await page.context().newPage();
    await visitor.goto(`${site.url}/investors/media`);
    assert.deepEqual(await visitor.locator('article h2').allTextContents(), ['District Copper Closes Financing']);
    await visitor.close();

    await page.getByRole('button', { name: 'Edit Copper Keg Draft Notes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await dialog.getByText('Update the article details below').waitFor();
    assert.equal(await dialog.getByLabel('Schedule Publication', { exact: true }).inputValue(), '', 'a draft has no schedule');
    assert.equal(await dialog.getByRole('switch', { name: 'Published', exact: true }).getAttribute('aria-checked'), 'false');
    assert.equal(await dialog.getByLabel('Date', { exact: true }).inputValue(), '2025-03-04');
    await dialog.getByLabel('Title', { exact: true }).fill('Copper Keg Program Notes');
    assert.equal(await dialog.getByLabel('Slug', { exact: true }).inputValue(), 'copper-keg-draft-notes', 'editing keeps the slug');
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await toasts(page).getByText('Article updated successfully').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await item(page, 'Copper Keg Program Notes').waitFor();

    await page.getByRole('button', { name: 'Edit Stony Lake Field Season' }).click();
    assert.equal(await dialog.getByLabel('Schedule Publication', { exact: true }).inputValue(), '2030-06-01T09:30', 'the schedule can be moved');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Delete Copper Keg Program Notes' }).click();
    const confirmation = page.getByRole('dialog', { name: 'Delete article' });
    await confirmation.getByText('Are you sure you want to delete this article?', { exact: true }).waitFor();
    await confirmation.getByText('Copper Keg Program Notes', { exact: true }).waitFor();
    await confirmation.getByRole('button', { name: 'Delete', exact: true }).click();
    await toasts(page).getByText('Article deleted successfully').waitFor();
    await item(page, 'Copper Keg Program Notes').waitFor({ state: 'detached' });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'News Admin Dashboard' }).waitFor();
    await item(page, 'Stony Lake Field Season').waitFor();

    await page.getByRole('button', { name: 'Logout' }).click();
    await toasts(page).getByText('Logged out successfully').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    assert.equal(await storedToken(page), null);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    // The wrong password is an expected 401 answer, which the browser logs as a failed resource.
    assert.deepEqual(
      errors.filter((e) => !(e.includes('401') && e.includes('/api/admin/login'))),
      [],
    );
  });

  await t.test('the Create form is drawn where it stays: a slow launch checklist does not push it down', async (t) => {
    const { page, errors } = await openPage(t, site, '/admin', {
      // The company facts answer late, as on a loaded server; the checklist they fill sits above the form.
      beforeLoad: async (page) => {
        await page.route('**/api/admin/company', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 800));
          await route.continue();
        });
      },
    });
    await logIn(page);
    const heading = page.getByRole('heading', { level: 2, name: 'Create New Article' });
    await heading.waitFor();
    const top = async () => (await heading.boundingBox())!.y;
    const first = await top();
    await page.getByRole('region', { name: 'Launch checklist' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Loading articles...' }).waitFor({ state: 'detached' });
    assert.equal(await top(), first, 'the form did not move');
    assert.deepEqual(errors, []);
  });

  await t.test('a rejected token returns to the login card; the dashboard fits a 375 px screen', async (t) => {
    const { page, errors } = await openPage(t, site, '/admin', { width: 375, height: 800 });
    await page.evaluate(() => window.localStorage.setItem('adminToken', 'revoked-or-forged'));
    await page.reload();
    await toasts(page).getByText('Session expired').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Admin Login' }).waitFor();
    assert.equal(await storedToken(page), null);

    await logIn(page);
    await item(page, 'Stony Lake Field Season').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `horizontal overflow of ${overflow}px`);
    // The expired-session toast is an expected 401 answer (to the articles, the launch checklist and the
    // navigation's unread count), which the browser logs as a failed resource.
    assert.deepEqual(
      errors.filter((e) => !(e.includes('401') && /\/api\/admin\/(articles|company|inbox|launch-checklist)\b/.test(e))),
      [],
    );
  });
});
