import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { AdminArticle } from '../../src/shared/article.ts';
import type { AdminDocument } from '../../src/shared/document-library.ts';
import type { AdminEvent } from '../../src/shared/events.ts';
import type { TrashedItem } from '../../src/shared/trash.ts';
import { pdfFile } from '../helpers/documents.ts';
import { adminJsonHeaders, openAdmin, type Site, startSite } from '../helpers/e2e.ts';

// The toast layer may be hidden from the accessibility tree for a moment while a dialog closes; what counts is what the page shows.
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });

async function api<T>(site: Site, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${site.url}${path}`, { method, headers: await adminJsonHeaders(site), ...(body ? { body: JSON.stringify(body) } : {}) });
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`);
  return (response.status === 204 ? null : await response.json()) as T;
}

test('the admin asks once, in its own dialogs, and every change says what happened', async (t) => {
  const site = await startSite(t);
  const release = await api<AdminArticle>(site, 'POST', '/api/admin/articles', {
    title: 'Stony Lake Field Season',
    slug: 'stony-lake-field-season',
    category: 'Company News',
    source: 'Newsfile Corp.',
    date: '2026-06-01',
    description: 'The field season begins.',
    content: '<p>Crews arrive at Stony Lake on June 12.</p>',
    published: true,
    includeDisclaimer: true,
  });
  const event = await api<AdminEvent>(site, 'POST', '/api/admin/events', { title: 'Vancouver Resource Investment Conference', kind: 'conference', location: 'Vancouver' });
  const { page, errors } = await openAdmin(t, site);

  await t.test('a correction to a public release, with a new address and a checks error, is asked about in one step', async () => {
    await page.getByRole('button', { name: `Edit ${release.title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Article' });
    // Published through the API a moment ago: public since then, in the company's zone.
    await edit.getByRole('status').getByText(/^Public since \w+day, \w+ \d+, 20\d\d, \d+:\d\d [AP]M P[DS]T: visitors see this version$/).waitFor();
    await edit.getByText('Published', { exact: true }).first().waitFor();
    await edit.getByLabel('Slug', { exact: true }).fill('stony-lake-field-season-2026');
    await edit.getByLabel('Description', { exact: true }).fill('The field season begins on June 21; see the claim map.');
    await edit.getByRole('button', { name: 'HTML', exact: true }).click();
    await edit.getByLabel('Content HTML source', { exact: true }).fill('<p>Crews arrive at Stony Lake on June 21. See the <a href="/projects/nowhere">claim map</a>.</p>');
    await edit.getByRole('button', { name: 'HTML', exact: true }).click();
    await edit.getByRole('status').getByText('Public and changed: Update Article makes your changes public at once', { exact: true }).waitFor();
    await edit.getByRole('button', { name: 'Update Article' }).click();

    // Everything the save needs, in one dialog: the address change, correction or minor edit with its note, and the override reason.
    const ask = page.getByRole('dialog', { name: 'Before this save' });
    await ask.getByText('The address changes', { exact: true }).waitFor();
    await ask.getByText('The old address will redirect to the new one', { exact: false }).waitFor();
    await ask.getByText('The link to /projects/nowhere leads to no page of this site.').waitFor();
    await ask.getByLabel('Correction (shown publicly)').check();
    await ask.getByLabel('Correction note', { exact: true }).fill('The season starts on June 21, not June 12.');
    await ask.getByLabel('Reason for publishing despite the errors', { exact: true }).fill('The claim map page goes up this afternoon.');
    await ask.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).getByText('Article updated successfully').waitFor();
    await edit.waitFor({ state: 'detached' });
    await ask.waitFor({ state: 'detached' });

    const saved = (await api<AdminArticle[]>(site, 'GET', '/api/admin/articles')).find((a) => a.id === release.id)!;
    assert.equal(saved.slug, 'stony-lake-field-season-2026');
    assert.equal(saved.published, true);
    const visitor = await (await fetch(`${site.url}/articles/stony-lake-field-season-2026`)).text();
    assert.match(visitor, /The season starts on June 21, not June 12\./, 'the correction note is on the page');
  });

  await t.test('the old address answers 301 to the new one', async () => {
    const old = await fetch(`${site.url}/articles/stony-lake-field-season`, { redirect: 'manual' });
    assert.equal(old.status, 301);
    assert.equal(old.headers.get('location'), '/articles/stony-lake-field-season-2026');
  });

  await t.test('Replace file on a public document asks first, then says where the new file is live', async (t) => {
    const deck = (await api<AdminDocument[]>(site, 'GET', '/api/admin/documents')).find((d) => d.kind === 'presentation' && d.status === 'published')!;
    const path = join(tmpdir(), `${process.pid}-ask-once-deck.pdf`);
    await writeFile(path, await pdfFile(6, 'Corporate Presentation December 2026'));
    t.after(() => rm(path, { force: true }));
    await page.getByRole('link', { name: 'Documents' }).click();
    const item = page.locator(`[data-document="${deck.id}"]`);
    await item.getByLabel(`Replace the file of ${deck.title}`).setInputFiles(path);
    const confirm = page.getByRole('dialog', { name: 'Replace file' });
    await confirm.getByText('This replaces the public file at once.', { exact: true }).waitFor();
    assert.equal((await api<AdminDocument[]>(site, 'GET', '/api/admin/documents')).find((d) => d.id === deck.id)!.pages, deck.pages, 'nothing replaced before the confirmation');
    await confirm.getByRole('button', { name: 'Replace file' }).click();
    const message = toasts(page).getByText(/^Replaced: the new file is live at /);
    await message.waitFor();
    const replaced = (await api<AdminDocument[]>(site, 'GET', '/api/admin/documents')).find((d) => d.id === deck.id)!;
    assert.equal(await message.textContent(), `Replaced: the new file is live at ${replaced.url}`);
    assert.equal(replaced.pages, 6);
  });

  await t.test('deleting an event asks first; it waits in the Trash and comes back from there', async () => {
    await page.getByRole('link', { name: 'Events' }).click();
    await page.getByRole('button', { name: `Delete ${event.title}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete event' });
    await confirm.getByText('Are you sure you want to delete this event?', { exact: true }).waitFor();
    assert.ok((await api<AdminEvent[]>(site, 'GET', '/api/admin/events')).some((e) => e.id === event.id), 'nothing deleted before the confirmation');
    await confirm.getByRole('button', { name: 'Delete event' }).click();
    await toasts(page).getByText('Event moved to the trash').waitFor();
    assert.ok(!(await api<AdminEvent[]>(site, 'GET', '/api/admin/events')).some((e) => e.id === event.id));

    await page.getByRole('link', { name: 'Trash' }).click();
    const card = page.locator(`[data-trashed="event:${event.id}"]`);
    await card.getByText('Event', { exact: true }).waitFor();
    assert.match((await card.locator('p').textContent()) ?? '', /^Deleted .+ · deleted permanently after [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M\s\S+$/, 'the purge date, in the company\'s zone and named');
    await card.getByRole('button', { name: `Restore ${event.title}` }).click();
    await toasts(page).getByText('Event restored').waitFor();
    await card.waitFor({ state: 'detached' });
    assert.ok((await api<AdminEvent[]>(site, 'GET', '/api/admin/events')).some((e) => e.id === event.id), 'back in the events');
    assert.ok(!(await api<TrashedItem[]>(site, 'GET', '/api/admin/trash')).some((i) => i.kind === 'event'), 'and out of the trash');
  });

  assert.deepEqual(errors, []);
});
