import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, adminJsonHeaders, openPage, type Site, startSite } from '../helpers/e2e.ts';

async function logIn(page: Page) {
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
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
    const asked: string[] = [];
    page.once('dialog', (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await dialog.getByLabel('Title', { exact: true }).press('Escape');
    await page.waitForFunction(() => document.querySelector('[role="dialog"]') !== null);
    assert.deepEqual(asked, ['Discard your unsaved changes to this article?']);
    assert.equal(await dialog.getByLabel('Title', { exact: true }).inputValue(), 'Guarded Dialog Draft, Retitled', 'kept');

    page.once('dialog', (question) => {
      asked.push(question.message());
      void question.accept();
    });
    await page.mouse.click(5, 5);
    await dialog.waitFor({ state: 'detached' });
    assert.equal(asked.length, 2, 'a click outside asked too');
    assert.deepEqual(errors, []);
  });
});
