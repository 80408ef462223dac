import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import type { AdminArticle } from '../../src/shared/article.ts';
import type { AuditPage } from '../../src/shared/audit.ts';
import type { CompanyFactsState } from '../../src/shared/company-facts.ts';
import { openAdmin, adminJsonHeaders, openPage, type Site, startSite } from '../helpers/e2e.ts';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const form = (page: Page) => page.getByRole('region', { name: 'Create New Article' });
const QP_STATEMENT =
  'The scientific and technical information in this news release has been reviewed and approved by Jane Doe, P.Geo., an independent consultant, a Qualified Person as defined by National Instrument 43-101 Standards of Disclosure for Mineral Projects.';

async function loggedIn(t: Parameters<typeof openPage>[0], site: Site) {
  const opened = await openAdmin(t, site);
  await opened.page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
  return opened;
}

async function api<T>(site: Site, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${site.url}${path}`, { method, headers: await adminJsonHeaders(site), ...(body ? { body: JSON.stringify(body) } : {}) });
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`);
  return (await response.json()) as T;
}

/** Types HTML into the content through the editor's HTML view, then returns to rich text. */
async function typeHtml(scope: Locator, html: string) {
  await scope.getByRole('button', { name: 'HTML', exact: true }).click();
  await scope.getByLabel('Content HTML source', { exact: true }).fill(html);
  await scope.getByRole('button', { name: 'HTML', exact: true }).click();
}

async function fill(page: Page, title: string, html: string) {
  await form(page).getByLabel('Title', { exact: true }).fill(title);
  await form(page).getByLabel('Description', { exact: true }).fill(`About ${title}.`);
  await typeHtml(form(page), html);
}

async function stored(site: Site, slug: string): Promise<AdminArticle | undefined> {
  return (await api<AdminArticle[]>(site, 'GET', '/api/admin/articles')).find((a) => a.slug === slug);
}

test('publishing with confidence: checks, inserts, overrides and visible corrections', async (t) => {
  const site = await startSite(t);

  await t.test('publishing with errors asks for a reason in the save dialog, a refusal by the server asks there too, and the reason is audited', async (t) => {
    const { page, errors } = await loggedIn(t, site);
    const checks = form(page).getByRole('region', { name: 'Checks' });
    const ask = page.getByRole('dialog', { name: 'Before this save' });
    const reason = ask.getByLabel('Reason for publishing despite the errors', { exact: true });
    await fill(page, 'Map Link Release', '<p>See the <a href="/projects/nowhere">claim map</a>.</p>');
    await checks.locator('li[data-level="error"][data-code="broken-link"]').getByText('The link to /projects/nowhere leads to no page of this site.').waitFor();
    await form(page).getByRole('switch', { name: 'Publish Now' }).click();
    await form(page).getByRole('button', { name: 'Create Article' }).click();
    await reason.waitFor();
    await ask.getByText('The link to /projects/nowhere leads to no page of this site.').waitFor();
    assert.equal(await stored(site, 'map-link-release'), undefined, 'nothing saved yet');

    await ask.getByRole('button', { name: 'Save', exact: true }).click();
    await ask.getByText('Override reason is required', { exact: true }).waitFor();
    await reason.fill('The map page goes up with the release; approved by the CEO.');
    await ask.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).getByText('Article created successfully').waitFor();
    assert.equal((await stored(site, 'map-link-release'))?.published, true);
    const audit = await api<AuditPage>(site, 'GET', '/api/admin/audit?action=checks-override');
    assert.deepEqual(audit.entries.map((e) => [e.articleSlug, e.note]), [['map-link-release', 'The map page goes up with the release; approved by the CEO.']]);

    // The browser takes every /articles/ link as valid; only the server knows this one leads nowhere.
    await fill(page, 'Earlier Release Link', '<p>As announced in <a href="/articles/no-such-release">our earlier release</a>.</p>');
    await checks.getByText('No disclosure, wording, accessibility or link problems found.').waitFor();
    await form(page).getByRole('switch', { name: 'Publish Now' }).click();
    await form(page).getByRole('button', { name: 'Create Article' }).click();
    await ask.getByText('The checks found errors: fix them, or give a reason to publish despite them', { exact: true }).waitFor();
    await ask.getByText('The link to /articles/no-such-release leads to no page of this site.').waitFor();
    await reason.fill('The earlier release is restored from the trash next.');
    await ask.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).getByText('Article created successfully').waitFor();
    assert.match((await stored(site, 'earlier-release-link'))!.content, /no-such-release/);
    assert.deepEqual(errors.filter((e) => !(e.includes('status of 422') && e.endsWith('/api/admin/articles'))), [], 'only the refused save');
  });

  await t.test('one click inserts the QP statement naming the confirmed Qualified Person, and the cautionary paragraph', async (t) => {
    const company = await api<CompanyFactsState>(site, 'GET', '/api/admin/company');
    const facts = { ...company.facts, qualifiedPerson: { value: { name: 'Jane Doe', designation: 'P.Geo.', relationship: 'an independent consultant' }, confirmed: true } };
    await api(site, 'PUT', '/api/admin/company', { version: company.version, facts });

    const { page, errors } = await loggedIn(t, site);
    const checks = form(page).getByRole('region', { name: 'Checks' });
    await fill(page, 'Copper Keg Step Out', '<p>Hole DC-25-04 returned 0.62% Cu over 148 m. Drilling will resume in May.</p>');
    await checks.locator('li[data-code="qp-missing"]').getByText('"0.62% Cu" is technical disclosure: add the statement naming the Qualified Person, Jane Doe.').waitFor();
    await checks.locator('li[data-code="fls-caution-missing"]').waitFor();

    await checks.getByRole('button', { name: 'Insert QP statement' }).click();
    await checks.locator('li[data-code="qp-missing"]').waitFor({ state: 'detached' });
    await checks.getByRole('button', { name: 'Insert cautionary paragraph' }).click();
    await checks.getByText('No disclosure, wording, accessibility or link problems found.').waitFor();
    const editor = form(page).getByRole('textbox', { name: 'Content', exact: true });
    assert.equal(await editor.locator('p').nth(1).textContent(), QP_STATEMENT, 'the statement follows the text');
    await editor.getByRole('heading', { name: 'Cautionary Statement Regarding Forward-Looking Statements' }).waitFor();

    await form(page).getByRole('switch', { name: 'Publish Now' }).click();
    await form(page).getByRole('button', { name: 'Create Article' }).click();
    await toasts(page).getByText('Article created successfully').waitFor();
    const { content } = (await stored(site, 'copper-keg-step-out'))!;
    assert.ok(content.startsWith(`<p>Hole DC-25-04 returned 0.62% Cu over 148 m. Drilling will resume in May.</p><p>${QP_STATEMENT}</p><h3>`), content);
    assert.deepEqual(errors, []);
  });

  await t.test('saving a public release asks once whether it is a correction; a correction note appears under the date on its page', async (t) => {
    await api(site, 'POST', '/api/admin/articles', {
      title: 'Stony Lake Field Season',
      slug: 'stony-lake-field-season',
      category: 'Company News',
      source: 'Newsfile Corp.',
      date: '2025-06-01',
      description: 'The field season begins.',
      content: '<p>Crews arrive at Stony Lake on June 12.</p>',
      published: true,
      includeDisclaimer: true,
    });
    const { page, errors } = await loggedIn(t, site);
    await page.getByRole('button', { name: 'Edit Stony Lake Field Season' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Article' });
    await dialog.getByLabel('Description', { exact: true }).fill('The field season begins on June 21.');
    await dialog.getByRole('button', { name: 'Update Article' }).click();
    const ask = page.getByRole('dialog', { name: 'Before this save' });
    await ask.getByRole('button', { name: 'Save', exact: true }).click();
    await ask.getByText('Choose whether this change is a correction or a minor edit', { exact: true }).waitFor();
    await ask.getByLabel('Correction (shown publicly)').check();
    await ask.getByRole('button', { name: 'Save', exact: true }).click();
    await ask.getByText('Correction note is required', { exact: true }).waitFor();
    await ask.getByLabel('Correction note', { exact: true }).fill('The season starts on June 21, not June 12.');
    await ask.getByRole('button', { name: 'Save', exact: true }).click();
    await toasts(page).getByText('Article updated successfully').waitFor();

    const visitor = (await openPage(t, site, '/articles/stony-lake-field-season', { javaScript: false })).page;
    const line = (await visitor.locator('[data-correction]').textContent()) ?? '';
    assert.match(line, /^Updated [A-Z][a-z]+ \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M P[SD]T: The season starts on June 21, not June 12\.$/);
    await visitor.getByText('The field season begins on June 21.').first().waitFor();
    const history = await api<{ version: number }[]>(site, 'GET', `/api/admin/articles/${(await stored(site, 'stony-lake-field-season'))!.id}/revisions`);
    assert.deepEqual(history.map((r) => r.version), [2, 1], 'both versions are kept');
    assert.deepEqual(errors, []);
  });
});
