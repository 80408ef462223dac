import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminArticle } from '../../src/shared/article.ts';
import { ADMIN, adminJsonHeaders, fillContent, openPage, type Site, startSite } from '../helpers/e2e.ts';

async function logIn(page: Page) {
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
}

async function articles(site: Site): Promise<AdminArticle[]> {
  return (await (await fetch(`${site.url}/api/admin/articles`, { headers: await adminJsonHeaders(site) })).json()) as AdminArticle[];
}

async function createDraft(site: Site, title: string, slug: string) {
  const body = {
    title,
    slug,
    category: 'Company News',
    source: 'Newsfile Corp.',
    date: '2025-06-01',
    description: 'A draft.',
    content: '<p>Saved text.</p>',
    published: false,
    includeDisclaimer: true,
  };
  const response = await fetch(`${site.url}/api/admin/articles`, { method: 'POST', headers: await adminJsonHeaders(site), body: JSON.stringify(body) });
  assert.equal(response.status, 201);
}

test('nothing typed is lost', async (t) => {
  const site = await startSite(t);

  await t.test('the create form is offered back after a reload, and Discard forgets it', async (t) => {
    const { page, errors } = await openPage(t, site, '/admin');
    await logIn(page);
    const form = page.getByRole('region', { name: 'Create New Article' });
    await form.getByLabel('Title', { exact: true }).fill('Typed Before The Crash');
    await form.getByLabel('Description', { exact: true }).fill('Nearly finished.');
    await page.waitForFunction(() => localStorage.getItem('dc-admin-draft:create')?.includes('Typed Before The Crash'));
    page.once('dialog', (question) => void question.accept());
    await page.reload();
    await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
    const restore = form.getByRole('button', { name: /^Restore unsaved changes from .+ (PST|PDT)$/ });
    await restore.click();
    assert.equal(await form.getByLabel('Title', { exact: true }).inputValue(), 'Typed Before The Crash');
    assert.equal(await form.getByLabel('Slug', { exact: true }).inputValue(), 'typed-before-the-crash');
    assert.equal(await form.getByLabel('Description', { exact: true }).inputValue(), 'Nearly finished.');

    page.once('dialog', (question) => void question.accept());
    await page.reload();
    await form.getByRole('button', { name: 'Discard' }).click();
    assert.equal(await form.getByLabel('Title', { exact: true }).inputValue(), '');
    assert.equal(await page.evaluate(() => localStorage.getItem('dc-admin-draft:create')), null);
    assert.deepEqual(errors, []);
  });

  await t.test('Escape and a click outside ask before the Edit dialog drops typed changes', async (t) => {
    await createDraft(site, 'Guarded Dialog Draft', 'guarded-dialog-draft');
    const { page, errors } = await openPage(t, site, '/admin');
    await logIn(page);
    await page.getByRole('button', { name: 'Edit Guarded Dialog Draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Edit Guarded Dialog Draft' }).click();
    await dialog.getByLabel('Title', { exact: true }).fill('Guarded Dialog Draft, Retitled');
    // Asked in the admin's own dialog, never the browser's confirm().
    page.on('dialog', (question) => errors.push(`native ${question.type()}: ${question.message()}`));
    const discard = page.getByRole('dialog', { name: 'Discard changes' });
    await dialog.getByLabel('Title', { exact: true }).press('Escape');
    await discard.getByText('Discard your unsaved changes to this article?', { exact: true }).waitFor();
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await discard.waitFor({ state: 'detached' });
    assert.equal(await dialog.getByLabel('Title', { exact: true }).inputValue(), 'Guarded Dialog Draft, Retitled', 'kept');

    await page.mouse.click(5, 5);
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await dialog.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
  });

  await t.test('a save after the session expired asks to log in again in place, then saves the typed text', async (t) => {
    const { page, errors } = await openPage(t, site, '/admin');
    await logIn(page);
    const form = page.getByRole('region', { name: 'Create New Article' });
    await form.getByLabel('Title', { exact: true }).fill('Typed While Expiring');
    await form.getByLabel('Description', { exact: true }).fill('Written across a session expiry.');
    await fillContent(form.getByRole('textbox', { name: 'Content', exact: true }), 'Every word of this survives the login.');
    // The session ends on the server (as at its expiry): the token the page holds is refused from now on.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    assert.equal((await fetch(`${site.url}/api/admin/logout`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })).status, 204);

    await form.getByRole('button', { name: 'Create Article' }).click();
    const relogin = page.getByRole('dialog', { name: 'Session expired' });
    await relogin.getByText('Log in again to save your changes. Nothing you typed is lost.').waitFor();
    await relogin.getByLabel('Username', { exact: true }).fill(ADMIN.username);
    await relogin.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await relogin.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).getByText('Article created successfully').waitFor();
    await relogin.waitFor({ state: 'detached' });
    const saved = (await articles(site)).find((a) => a.slug === 'typed-while-expiring');
    assert.equal(saved?.content, '<p>Every word of this survives the login.</p>');
    assert.notEqual(await page.evaluate(() => localStorage.getItem('adminToken')), token, 'a new session');
    await page.getByRole('heading', { level: 1, name: 'News Admin Dashboard' }).waitFor();
    assert.deepEqual(errors.filter((e) => !(e.includes('status of 401') && e.endsWith('/api/admin/articles'))), [], 'only the refused save');
  });

  await t.test('a stale save shows the other version beside mine, field by field, and saves the choices on the new version', async (t) => {
    await createDraft(site, 'Two Editors Draft', 'two-editors-draft');
    const { page, errors } = await openPage(t, site, '/admin');
    await logIn(page);
    await page.getByRole('button', { name: 'Edit Two Editors Draft' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await dialog.getByLabel('Description', { exact: true }).fill('My description.');
    await fillContent(dialog.getByRole('textbox', { name: 'Content', exact: true }), 'My paragraph.');

    // Meanwhile another session saves a new title and body.
    const opened = (await articles(site)).find((a) => a.slug === 'two-editors-draft')!;
    const other = await fetch(`${site.url}/api/admin/articles/${opened.id}`, {
      method: 'PUT',
      headers: await adminJsonHeaders(site),
      body: JSON.stringify({ ...opened, title: 'Two Editors Draft, Their Title', content: '<p>Their paragraph.</p>' }),
    });
    assert.equal(other.status, 200);

    await dialog.getByRole('button', { name: 'Update Article' }).click();
    const comparison = dialog.getByRole('region', { name: 'Changed elsewhere' });
    const title = comparison.getByRole('region', { name: 'Title: yours and theirs' });
    assert.equal(await title.getByLabel('Your version').inputValue(), 'Two Editors Draft');
    assert.equal(await title.getByLabel('Their version').inputValue(), 'Two Editors Draft, Their Title');
    const content = comparison.getByRole('region', { name: 'Content: yours and theirs' });
    assert.equal(await content.getByLabel('Their version').inputValue(), 'Their paragraph.');
    assert.equal(await content.getByLabel('Your version').inputValue(), 'My paragraph.');
    assert.equal(await comparison.getByRole('region', { name: 'Description: yours and theirs' }).count(), 1, 'my new description differs from theirs');

    // Copy across: their words are selectable text, here copied into my paragraph.
    const theirWords = await content.getByLabel('Their version').evaluate((area: HTMLTextAreaElement) => {
      area.select();
      return area.value.slice(area.selectionStart, area.selectionEnd);
    });
    await comparison.getByLabel('Take their title').check();
    await comparison.getByRole('button', { name: 'Use these choices' }).click();
    await comparison.waitFor({ state: 'detached' });
    assert.equal(await dialog.getByLabel('Title', { exact: true }).inputValue(), 'Two Editors Draft, Their Title');
    await dialog.getByRole('textbox', { name: 'Content', exact: true }).press('End');
    await dialog.getByRole('textbox', { name: 'Content', exact: true }).pressSequentially(` ${theirWords}`);
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    await page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true }).getByText('Article updated successfully').waitFor();

    const saved = (await articles(site)).find((a) => a.slug === 'two-editors-draft')!;
    assert.deepEqual([saved.title, saved.description, saved.content, saved.version], ['Two Editors Draft, Their Title', 'My description.', '<p>My paragraph. Their paragraph.</p>', 3]);
    assert.deepEqual(errors.filter((e) => !(e.includes('status of 409') && e.endsWith(`/api/admin/articles/${opened.id}`))), [], 'only the stale save');
  });
});
