import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import type { Download, Page } from 'playwright-core';
import type { AdminArticle } from '../../src/shared/article.ts';
import type { CompanyFactsState } from '../../src/shared/company-facts.ts';
import type { DrillProgram } from '../../src/shared/drilling.ts';
import { STALE_ESTIMATE } from '../../src/admin/drilling/estimate-values.ts';
import { RESOURCE_CAUTION_TEXT, type ResourceEstimate } from '../../src/shared/resource-estimate.ts';
import { adminJsonHeaders, openAdmin, openPage, type Site, startSite } from '../helpers/e2e.ts';
import { ARTICLE } from '../helpers/publishing.ts';
import { until } from '../helpers/until.ts';

const FILES = ['collars', 'surveys', 'intervals'] as const;
const EXAMPLE = Object.fromEntries(FILES.map((file) => [file, readFileSync(`content/drilling-example/${file}.csv`, 'utf8')])) as Record<(typeof FILES)[number], string>;
/** Row 7 of the intervals claims a true width wider than its 36 m of core. */
const BAD_INTERVALS = EXAMPLE.intervals.replace('EX-CK-04,8.0,44.0,25.2,', 'EX-CK-04,8.0,44.0,52.5,');
const PROGRAM = 'Copper Keg 2026 (example)';
const ESTIMATE = 'Copper Keg Mineral Resource Estimate (example)';
const RELEASE = { title: 'Copper Keg Example Drilling Results', slug: 'copper-keg-example-drilling-results' };
const QP_STATEMENT =
  'The scientific and technical information in this news release has been reviewed and approved by Jane Doe, P.Geo., an independent consultant, a Qualified Person as defined by National Instrument 43-101 Standards of Disclosure for Mineral Projects.';
const release = (grade: string) => `<p>Hole EX-CK-01 intersected 136.0 m of ${grade}% Cu from 12.0 m, including 48.5 m of 0.68% Cu.</p><p>${QP_STATEMENT}</p>`;

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const csvFile = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
/** A download's text (the browser runs remotely: its file is read through a stream). */
async function downloaded(download: Download): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function api<T>(site: Site, method: string, path: string, body?: object): Promise<T> {
  const response = await fetch(`${site.url}${path}`, { method, headers: await adminJsonHeaders(site), ...(body ? { body: JSON.stringify(body) } : {}) });
  assert.ok(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`);
  return (await response.json()) as T;
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: join(tmpdir(), `dcop-drilling-${name}.png`), fullPage: true });
}

async function importFiles(page: Page, files: Record<(typeof FILES)[number], string>) {
  const form = page.getByRole('form', { name: 'Import drill results' });
  for (const file of FILES) await form.getByLabel(file === 'surveys' ? 'Surveys (optional)' : file[0]!.toUpperCase() + file.slice(1), { exact: true }).setInputFiles(csvFile(`${file}.csv`, files[file]));
  await form.getByRole('button', { name: 'Import files' }).click();
  return form;
}

test('the IR manager imports drill results, attaches them to a release and publishes; an investor on a phone reads, downloads and maps them', { timeout: 180_000 }, async (t) => {
  const site = await startSite(t);
  const company = await api<CompanyFactsState>(site, 'GET', '/api/admin/company');
  await api(site, 'PUT', '/api/admin/company', {
    version: company.version,
    facts: { ...company.facts, qualifiedPerson: { value: { name: 'Jane Doe', designation: 'P.Geo.', relationship: 'an independent consultant' }, confirmed: true } },
  });
  const { page, errors } = await openAdmin(t, site, { width: 1440 });

  // A program: the API's field errors show at their fields.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Drilling' }).click();
  await page.getByRole('heading', { level: 1, name: 'Drilling' }).waitFor();
  const create = page.getByRole('form', { name: 'New drill program' });
  await create.getByRole('button', { name: 'Create program' }).click();
  await create.getByText('Name is required', { exact: true }).first().waitFor();
  assert.equal(await create.getByLabel('Name', { exact: true }).first().getAttribute('aria-invalid'), 'true');
  await create.getByLabel('Project', { exact: true }).selectOption({ label: 'Copper Keg' });
  await create.getByLabel('Name', { exact: true }).first().fill(PROGRAM);
  await create.getByLabel('Coordinate system of the collars', { exact: true }).selectOption({ label: 'NAD83 / UTM zone 10N (EPSG:26910)' });
  const group = (name: string) => create.getByRole('group', { name, exact: true });
  await group('Laboratory').getByLabel('Name', { exact: true }).fill('Example Laboratories Ltd.');
  await group('Laboratory').getByLabel('Location', { exact: true }).fill('Kamloops, BC');
  await group('Laboratory').getByLabel('Accreditation', { exact: true }).fill('ISO/IEC 17025');
  await group('Laboratory').getByLabel('Independence from the company', { exact: true }).fill('Independent of the company');
  await create.getByLabel('Analytical methods', { exact: true }).fill('Four-acid digestion with ICP-AES finish; gold by fire assay.');
  await group('QA/QC').getByLabel('Standards', { exact: true }).fill('One certified standard every 20 samples');
  await group('QA/QC').getByLabel('Blanks', { exact: true }).fill('One blank every 20 samples');
  await group('QA/QC').getByLabel('Duplicates', { exact: true }).fill('One duplicate every 40 samples');
  await group('Compositing').getByLabel('Cut-off grade', { exact: true }).fill('0.2% Cu');
  await create.getByRole('button', { name: 'Create program' }).click();
  await page.getByRole('heading', { level: 2, name: PROGRAM }).waitFor();

  // A file with a bad row: the row is named, nothing is saved.
  const form = await importFiles(page, { ...EXAMPLE, intervals: BAD_INTERVALS });
  const problems = form.getByRole('region', { name: 'Import errors' });
  await problems.waitFor();
  assert.deepEqual(await problems.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent))), [['intervals', '7', 'true_width']]);
  assert.match((await problems.locator('tbody tr').getAttribute('aria-label'))!, /^intervals, row 7, true_width: /);
  await form.getByText('The files have errors: nothing was imported.').waitFor();
  await page.getByText('No holes yet: import the collars and intervals files.').waitFor();
  await shoot(page, 'import-errors-1440');
  const [program] = await api<DrillProgram[]>(site, 'GET', '/api/admin/drill-programs');
  assert.deepEqual([program!.name, program!.holes, program!.intervals], [PROGRAM, 0, 0]);

  // The example set: counts, holes with NSI and withheld, intervals.
  await importFiles(page, EXAMPLE);
  await form.getByRole('status').getByText('Imported 5 holes and 7 intervals.').waitFor();
  const holes = page.getByRole('region', { name: 'Holes', exact: true });
  await holes.getByRole('rowheader', { name: 'EX-CK-05' }).waitFor();
  assert.deepEqual(await holes.locator('tbody tr').evaluateAll((rows) => rows.map((row) => [row.querySelector('th')?.textContent, row.querySelectorAll('td')[8]?.textContent])), [
    ['EX-CK-01', '4 intervals'],
    ['EX-CK-02', '2 intervals'],
    ['EX-CK-03', 'NSI'],
    ['EX-CK-04', '1 interval'],
    ['EX-CK-05', 'Withheld'],
  ]);
  await page.getByRole('region', { name: 'Intervals', exact: true }).getByRole('rowheader', { name: 'including (EX-CK-01)' }).first().waitFor();
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export collars.csv' }).click();
  const collars = await downloaded(await exported);
  assert.equal(collars.split('\r\n')[0], 'hole_id,easting,northing,elevation,azimuth,dip,length,type,status,underground,withheld_reason');
  assert.equal(collars.trim().split('\r\n').length, 6);
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Example intervals.csv' }).click();
  assert.equal(await downloaded(await template), EXAMPLE.intervals);
  await shoot(page, 'program-1440');

  // Deleting asks first, in the admin's own dialog.
  await page.getByRole('button', { name: 'Delete program' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete program' });
  await confirm.getByText('Are you sure you want to delete this drill program?').waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await page.getByRole('link', { name: '← All programs' }).click();
  await page.getByRole('link', { name: PROGRAM }).waitFor();
  await shoot(page, 'programs-1440');

  // A resource estimate: the API's errors under their fields, the caution fixed, then listed under its project.
  await page.getByRole('link', { name: 'New estimate' }).click();
  const estimate = page.getByRole('form', { name: 'New resource estimate' });
  await estimate.getByText(RESOURCE_CAUTION_TEXT, { exact: true }).waitFor();
  await estimate.getByRole('button', { name: 'Create estimate' }).click();
  await estimate.locator('#estimate-name-error').getByText('Name is required', { exact: true }).waitFor();
  assert.equal(await estimate.getByLabel('Name', { exact: true }).getAttribute('aria-invalid'), 'true');
  await estimate.getByLabel('Name', { exact: true }).fill(ESTIMATE);
  await estimate.getByLabel('Effective date', { exact: true }).fill('2026-06-30');
  await estimate.getByLabel('Cut-off grade', { exact: true }).fill('0.2% Cu');
  await estimate.getByLabel('Metal prices', { exact: true }).fill('US$4.00/lb Cu, US$2,000/oz Au');
  await estimate.getByLabel('Key assumptions', { exact: true }).fill('Open-pit constrained; 88% Cu and 70% Au recovery.');
  await estimate.getByLabel('Qualified Person', { exact: true }).fill('Jane Doe, P.Geo.');
  for (const [row, figures] of [['Row 1: Indicated', ['70', '0.31', '478.4', '0.12', '270']], ['Row 2: Inferred', ['40', '0.27', '238.1', '0.1', '128.6']]] as const) {
    const labels = ['Tonnes (Mt)', 'Cu grade (%)', 'Contained Cu (Mlb)', 'Au grade (g/t)', 'Contained Au (koz)'];
    for (const [i, label] of labels.entries()) await estimate.getByRole('group', { name: row }).getByLabel(label, { exact: true }).fill(figures[i]!);
  }
  await estimate.getByRole('button', { name: 'Create estimate' }).click();
  await toasts(page).getByText('Resource estimate created').waitFor();
  const listed = page.getByRole('region', { name: 'Copper Keg' }).getByRole('listitem').filter({ hasText: ESTIMATE });
  await listed.getByText('Not attached to a release: not public').waitFor();
  assert.deepEqual(await listed.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.textContent)), ['Indicated700.310.12478.4270', 'Inferred400.270.1238.1128.6']);
  await shoot(page, 'estimates-1440');

  // The release: the program chosen, its checks shown, then published.
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Articles' }).click();
  const article = page.getByRole('region', { name: 'Create New Article' });
  await article.getByRole('toolbar', { name: 'Formatting' }).waitFor();
  await article.getByLabel('Title', { exact: true }).fill(RELEASE.title);
  await article.getByLabel('Description', { exact: true }).fill('Example results of the Copper Keg 2026 program.');
  await article.getByRole('button', { name: 'HTML', exact: true }).click();
  await article.getByLabel('Content HTML source', { exact: true }).fill(release('0.52'));
  await article.getByRole('button', { name: 'HTML', exact: true }).click();
  await article.getByRole('group', { name: 'Drill results' }).getByRole('checkbox', { name: new RegExp(PROGRAM.replace(/[()]/g, '\\$&')) }).check();
  const checks = article.getByRole('region', { name: 'Checks' });
  const mismatch = checks.locator('li[data-level="error"][data-code="headline-mismatch"]');
  await mismatch.waitFor();
  await shoot(page, 'release-editor-1440');
  await article.getByRole('button', { name: 'HTML', exact: true }).click();
  await article.getByLabel('Content HTML source', { exact: true }).fill(release('0.41'));
  await article.getByRole('button', { name: 'HTML', exact: true }).click();
  await mismatch.waitFor({ state: 'detached' });
  assert.equal(await checks.locator('li[data-level="error"]').count(), 0, (await checks.textContent()) ?? '');
  await article.getByRole('switch', { name: 'Publish Now' }).click();
  await article.getByRole('button', { name: 'Create Article' }).click();
  await toasts(page).getByText('Article created successfully').waitFor();
  const saved = (await api<AdminArticle[]>(site, 'GET', '/api/admin/articles')).find((a) => a.slug === RELEASE.slug);
  assert.deepEqual([saved?.published, saved?.drillPrograms], [true, [program!.id]]);
  assert.deepEqual(
    errors.map((e) => /status of (\d+) .* @ \S+(\/api\/admin\/(?:drill-programs|resource-estimates)\S*)$/.exec(e)?.slice(1)),
    [['400', '/api/admin/drill-programs'], ['422', '/api/admin/drill-programs/1/import'], ['400', '/api/admin/resource-estimates']],
    'only the refused program, import and estimate',
  );

  // The investor on a phone: the table scrolls in its own box, the CSV downloads, the collars are on the map.
  const phone = await openPage(t, site, `/articles/${RELEASE.slug}`, { width: 390, height: 844 });
  const table = phone.page.locator('[data-result-table] [role="region"]').first();
  await table.getByText(`${PROGRAM}: drill results`).waitFor();
  await shoot(phone.page, 'release-390');
  const sizes = await table.evaluate((box) => ({ inner: box.scrollWidth > box.clientWidth, page: document.documentElement.scrollWidth }));
  assert.deepEqual(sizes, { inner: true, page: 390 }, 'the table scrolls, the page does not');
  const link = phone.page.locator('[data-result-table] a[download]', { hasText: 'CSV' }).first();
  const href = (await link.getAttribute('href'))!;
  const download = phone.page.waitForEvent('download');
  await link.click();
  const csv = await downloaded(await download);
  const served = await fetch(site.url + href);
  assert.equal(served.status, 200);
  assert.equal(csv, await served.text(), 'the download is what the public address serves');
  for (const hole of ['EX-CK-01', 'EX-CK-02', 'EX-CK-03', 'EX-CK-04']) assert.ok(csv.includes(hole), hole);
  const map = await openPage(t, site, '/projects/copper-keg', { width: 390, height: 844 });
  const collar = map.page.locator('svg[data-drill-map="copper-keg"] a[data-collar="EX-CK-01"]');
  await collar.waitFor();
  await shoot(map.page, 'project-390');
  assert.equal(await collar.getAttribute('href'), `/articles/${RELEASE.slug}`);
  assert.deepEqual([...phone.errors, ...map.errors], []);

  // The Drilling screens on a phone: the navigation folds into its menu, the tables scroll in their boxes.
  const small = await openAdmin(t, site, { width: 390, height: 844 });
  await small.page.getByRole('button', { name: /^Section: / }).click();
  await small.page.getByRole('link', { name: 'Drilling' }).click();
  await small.page.getByRole('link', { name: PROGRAM }).click();
  await small.page.getByRole('region', { name: 'Holes', exact: true }).waitFor();
  assert.equal(await small.page.evaluate(() => document.documentElement.scrollWidth), 390, 'nothing scrolls sideways');
  await shoot(small.page, 'program-390');
  await small.page.getByRole('link', { name: '← All programs' }).click();
  await small.page.getByRole('form', { name: 'New drill program' }).waitFor();
  assert.equal(await small.page.evaluate(() => document.documentElement.scrollWidth), 390);
  await shoot(small.page, 'programs-390');
  // Its edit on a phone: a save after someone else's says reload; a scheduled release's checks ask for the reason.
  const upcoming = await api<AdminArticle>(site, 'POST', '/api/admin/articles', { ...ARTICLE, scheduledDate: new Date(Date.now() + 86_400_000).toISOString() });
  await small.page.getByRole('link', { name: ESTIMATE }).click();
  const edit = small.page.getByRole('form', { name: 'Edit the resource estimate' });
  await edit.waitFor();
  assert.equal(await small.page.evaluate(() => document.documentElement.scrollWidth), 390);
  const [stored] = await api<ResourceEstimate[]>(site, 'GET', '/api/admin/resource-estimates');
  const { id: _, createdAt: __, updatedAt: ___, ...theirs } = stored!;
  await api(site, 'PUT', `/api/admin/resource-estimates/${stored!.id}`, { ...theirs, cutOff: '0.25% Cu' });
  await edit.getByRole('button', { name: 'Save estimate' }).click();
  await edit.getByRole('alert').getByText(STALE_ESTIMATE).waitFor();
  await edit.getByRole('button', { name: 'Reload' }).click();
  await until(async () => (await edit.getByLabel('Cut-off grade', { exact: true }).inputValue()) === '0.25% Cu', 'the form shows their version');
  await edit.getByLabel('Published with', { exact: true }).selectOption({ label: `${ARTICLE.title} (Scheduled)` });
  await edit.getByRole('button', { name: 'Save estimate' }).click();
  await edit.locator('li[data-code="resource-caution-missing"]').waitFor();
  await shoot(small.page, 'estimate-390');
  await edit.getByLabel('Reason for publishing despite the errors', { exact: true }).fill('The release text is being written with the QP.');
  await edit.getByRole('button', { name: 'Save estimate' }).click();
  await toasts(small.page).getByText('Resource estimate saved').waitFor();
  await small.page.getByText(`Scheduled: public with “${upcoming.title}”`).waitFor();
  assert.deepEqual(
    small.errors.map((e) => /status of (\d+) .* @ \S+(\/api\/admin\/resource-estimates\S*)$/.exec(e)?.slice(1)),
    [['409', `/api/admin/resource-estimates/${stored!.id}`], ['422', `/api/admin/resource-estimates/${stored!.id}`]],
    'only the stale save and the one the checks refused',
  );
});
