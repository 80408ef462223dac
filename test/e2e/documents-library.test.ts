import assert from 'node:assert/strict';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type TestContext, test } from 'node:test';
import type { Page } from 'playwright-core';
import { pdfFile } from '../helpers/documents.ts';
import { dayInZone, instantToZonedInput, zonedInputToInstant } from '../../src/shared/company-time.ts';
import type { AdminDocument } from '../../src/shared/document-library.ts';
import { DEFAULT_COMPANY_TIME_ZONE } from '../../src/shared/time-zone.ts';
import { timeLabel } from '../../src/shared/zoned-time.ts';
import { ADMIN, adminJsonHeaders, openPage, startSite } from '../helpers/e2e.ts';

const ZONE = DEFAULT_COMPANY_TIME_ZONE;
const MINUTE = 60_000;
const DAY = 86_400_000;
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)' });
/** How long the IR manager may need, on a loaded machine, between choosing the minute and saving. */
const MARGIN = 20_000;
/** How far before the scheduled minute the server's clock is moved for the checks that nothing shows yet. */
const SHORTLY = 10_000;

async function signIn(page: Page): Promise<void> {
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('heading', { name: 'Upload a Document' }).waitFor();
}

/** A real PDF in a file for the browser's file chooser, removed when the test ends. */
async function pdfOnDisk(t: TestContext, name: string, pages: number, label: string): Promise<string> {
  const path = join(tmpdir(), `${process.pid}-${name}`);
  await writeFile(path, await pdfFile(pages, label));
  t.after(() => rm(path, { force: true }));
  return path;
}

/** The schedule control's value for an instant: its wall-clock time in the company's zone, by the server's (Node's) zone data. */
const localValue = (ms: number) => instantToZonedInput(new Date(ms), ZONE);

/** Reloads `url` until `holds` does: a schedule takes effect on the server's minute, not the test's. */
async function reloadUntil(page: Page, url: string, holds: () => Promise<boolean>, label: string, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    await page.goto(url);
    if (await holds()) return;
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${label}`);
  }
}

test('a Q1 2026 MD&A scheduled a minute ahead appears on the Financial Statements page from that minute, not before', async (t) => {
  // The server's clock (TEST_CLOCK_START, honoured with NODE_ENV=test only) starts at real time; the test moves it to
  // the scheduled minute instead of waiting for it.
  const site = await startSite(t, { clock: Date.now() });
  const file = await pdfOnDisk(t, 'q1-2026-mda.pdf', 4, 'MD&A Q1 2026');
  const { page: admin, errors } = await openPage(t, site, '/admin/documents', { timezoneId: 'UTC' });
  await signIn(admin);

  // The next whole minute the manager can still reach in time.
  const now = await site.advanceClock(0);
  let minute = Math.ceil(now / MINUTE) * MINUTE;
  if (minute - now < MARGIN) minute += MINUTE;
  const form = admin.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel('Title').fill("Management's Discussion and Analysis Q1 2026");
  await form.getByLabel('Kind').selectOption('mda');
  await form.getByLabel('Document date').fill('2026-01-31');
  await form.getByLabel('Fiscal year').fill('2026');
  await form.getByLabel('Quarter').selectOption('Q1');
  await form.getByLabel('Schedule publication').fill(localValue(minute));
  await form.getByLabel('PDF file').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload Document' }).click();
  const item = admin.locator('[data-document]', { hasText: "Management's Discussion and Analysis Q1 2026" });
  await item.getByText('scheduled', { exact: true }).waitFor();
  const listed = (await (await fetch(`${site.url}/api/admin/documents`, { headers: await adminJsonHeaders(site) })).json()) as AdminDocument[];
  const url = listed.find((d) => d.title.includes('Q1 2026'))!.url;

  // Moments before the minute (the server's clock moved there instead of the test waiting).
  await site.advanceClock(Math.max(0, minute - SHORTLY - (await site.advanceClock(0))));
  const { page: visitor } = await openPage(t, site, '/investors/financial-statements');
  const chip2026 = visitor.getByRole('group', { name: 'Fiscal year' }).getByRole('link', { name: '2026' });
  assert.equal(await chip2026.count(), 0, 'no 2026 chip before the minute');
  const early = await fetch(`${site.url}${url}`);
  assert.equal(early.status, 404, 'the file is not public before the minute');
  assert.equal(early.headers.get('cache-control'), 'public, max-age=0, s-maxage=30', "a CDN keeps its 404 no longer than a missing release's");
  assert.ok((await site.advanceClock(0)) < minute, 'still before the scheduled minute');

  // The minute comes at once; the server's schedule watcher acts on its next one-second tick.
  await site.advanceClock(minute - (await site.advanceClock(0)));
  await reloadUntil(visitor, `${site.url}/investors/financial-statements`, async () => (await chip2026.count()) === 1, 'the 2026 chip', 15_000);
  assert.ok((await site.advanceClock(0)) >= minute, 'shown only once the minute has come');
  assert.equal(await chip2026.getAttribute('aria-current'), 'true', 'the newest year is the default');
  const card = visitor.getByRole('link', { name: /Q1 2026/ }).first();
  await card.waitFor();
  assert.equal((await fetch(`${site.url}${url}`)).status, 200, 'the file is public from the minute');
  assert.deepEqual(errors, []);
});

test('uploading a new presentation makes it the current one and moves the old one to the archive', async (t) => {
  const site = await startSite(t);
  const { page: before } = await openPage(t, site, '/investors/corporate-presentation');
  const oldTitle = (await before.getByRole('main').locator('h3').first().textContent())?.trim() ?? '';
  assert.ok(oldTitle.length > 0);
  assert.equal(await before.locator('[data-presentation-archive]').count(), 0, 'no archive with one presentation');
  const { page: homeBefore } = await openPage(t, site, '/');
  assert.equal(await homeBefore.getByRole('main').locator('img[src*="presentation-cover"]').count(), 1, "the home teaser shows the cover of the site's presentation");

  const file = await pdfOnDisk(t, 'presentation-2026.pdf', 6, 'Corporate Presentation 2026');
  const { page: admin, errors } = await openPage(t, site, '/admin/documents', { timezoneId: 'UTC' });
  await signIn(admin);
  const form = admin.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel('Title').fill('District Copper Corporate Presentation 2026');
  await form.getByLabel('Kind').selectOption('presentation');
  await form.getByLabel('Document date').fill('2026-11-02');
  await form.getByRole('switch', { name: 'Publish now' }).click();
  await form.getByLabel('PDF file').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload Document' }).click();
  await admin.locator('[data-document]', { hasText: 'District Copper Corporate Presentation 2026' }).getByText('published', { exact: true }).waitFor();

  const { page: after } = await openPage(t, site, '/investors/corporate-presentation');
  assert.equal((await after.getByRole('main').locator('h3').first().textContent())?.trim(), 'District Copper Corporate Presentation 2026');
  const archived = after.locator('[data-presentation-archive]');
  assert.equal(await archived.count(), 1);
  assert.ok((await archived.textContent())?.includes(oldTitle), 'the old presentation is in the archive');
  assert.ok((await archived.textContent())?.includes('06 May 2025'), 'with its date');
  // The site's cover image is of the 2025 presentation: the new one shows a title card instead, on the page and in the dialog.
  const main = after.getByRole('main');
  assert.equal(await main.locator('img[src*="presentation-cover"]').count(), 0, 'no cover of another presentation on the page');
  assert.deepEqual(await main.getByTestId('presentation-title-card').allTextContents(), [
    'PDFCorporate PresentationDistrict Copper Corporate Presentation 202602 Nov 2026 · 6 pages',
  ]);
  await after.getByRole('main').getByRole('button', { name: 'View Presentation' }).click();
  const dialog = after.getByRole('dialog', { name: 'Corporate Presentation Request' });
  const card = dialog.getByTestId('presentation-title-card');
  await card.waitFor();
  assert.equal(await dialog.locator('img').count(), 0, 'no cover of another presentation in the dialog');
  assert.equal(await card.textContent(), 'PDFCorporate PresentationDistrict Copper Corporate Presentation 202602 Nov 2026 · 6 pages');
  assert.match((await dialog.getByRole('link', { name: 'View Presentation' }).getAttribute('href')) ?? '', /^\/documents\/\d+\/.+\.pdf$/);
  // The home page's teaser follows: no cover of the old presentation above the new one's button.
  const { page: home } = await openPage(t, site, '/');
  assert.equal(await home.getByRole('main').locator('img[src*="presentation-cover"]').count(), 0, 'no cover of another presentation on the home page');
  assert.deepEqual(await home.getByRole('main').getByTestId('presentation-title-card').allTextContents(), [
    'PDFCorporate PresentationDistrict Copper Corporate Presentation 202602 Nov 2026 · 6 pages',
  ]);
  assert.deepEqual(errors, []);
});

test('from a browser in Tokyo: a document scheduled for 09:00 reads in Vancouver time, details are edited in place, and Replace file asks, then says where the file is live', async (t) => {
  const site = await startSite(t);
  const { page: admin, errors } = await openPage(t, site, '/admin/documents', { timezoneId: 'Asia/Tokyo', width: 1440 });
  await signIn(admin);
  assert.equal(await admin.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone), 'Asia/Tokyo');

  // Tomorrow at 09:00 where the company is: what the IR manager types, whatever the browser's zone.
  const nine = `${dayInZone(new Date(Date.now() + DAY), ZONE)}T09:00`;
  const label = timeLabel(zonedInputToInstant(nine, ZONE)!, ZONE);
  const file = await pdfOnDisk(t, 'notice-of-meeting.pdf', 3, 'Notice of Meeting 2026');
  const form = admin.getByRole('form', { name: 'Upload a document' });
  await form.getByLabel('Title').fill('Notice of Meeting 2026');
  await form.getByLabel('Kind').selectOption('agm-notice');
  await form.getByLabel('Document date').fill(dayInZone(new Date(), ZONE));
  await form.getByText(/^Vancouver time \((PST|PDT|MST)\), wherever you are/).waitFor();
  await form.getByLabel('Schedule publication').fill(nine);
  await form.getByLabel('PDF file').setInputFiles(file);
  await form.getByRole('button', { name: 'Upload Document' }).click();
  await toasts(admin).getByText('Document uploaded').waitFor();
  await toasts(admin).getByText(`Notice of Meeting 2026. Goes live ${label}`).waitFor();
  const notice = admin.locator('[data-document]', { hasText: 'Notice of Meeting 2026' });
  await notice.getByText(`goes live ${label}`, { exact: false }).waitFor();
  assert.match(label, / 9:00 AM (PST|PDT|MST)$/, 'nine in the morning, the zone named');
  assert.equal(await notice.getAttribute('data-highlighted'), '', 'the new document is outlined');
  // Brought into view, by a scroll that may still be moving when the toast shows.
  await admin.waitForFunction((el) => el !== null && el.getBoundingClientRect().top >= 0 && el.getBoundingClientRect().bottom <= window.innerHeight, await notice.elementHandle(), { timeout: 10_000 });
  const listed = (await (await fetch(`${site.url}/api/admin/documents`, { headers: await adminJsonHeaders(site) })).json()) as AdminDocument[];
  const scheduled = listed.find((d) => d.title === 'Notice of Meeting 2026')!;
  assert.equal(scheduled.scheduledDate, zonedInputToInstant(nine, ZONE)!.toISOString(), "stored at the server's reading of 09:00 in Vancouver");

  // The seeded presentation still says May 2025: its details are edited where it is listed.
  const deck = listed.find((d) => d.kind === 'presentation' && d.status === 'published')!;
  const item = admin.locator(`[data-document="${deck.id}"]`);
  await item.getByRole('button', { name: `Edit the details of ${deck.title}` }).click();
  const edit = item.getByRole('form', { name: `Edit ${deck.title}` });
  assert.equal(await edit.getByLabel('Document date').inputValue(), deck.documentDate);
  await edit.getByLabel('Title').fill('Corporate Presentation November 2026');
  await edit.getByLabel('Document date').fill('2026-11-02');
  await edit.getByRole('button', { name: 'Save details' }).click();
  await toasts(admin).getByText('Document saved').waitFor();
  await item.getByRole('heading', { name: 'Corporate Presentation November 2026' }).waitFor();
  const { page: visitor } = await openPage(t, site, '/investors/corporate-presentation');
  assert.equal((await visitor.getByRole('main').locator('h3').first().textContent())?.trim(), 'Corporate Presentation November 2026');
  assert.ok((await visitor.getByRole('main').textContent())?.includes('02 Nov 2026'), 'the public page shows the new date');

  // Replace file: asked first; Cancel keeps the file; confirming replaces it and says where it is live.
  const deckFile = await pdfOnDisk(t, 'presentation-november-2026.pdf', 8, 'Corporate Presentation November 2026');
  const picker = item.getByLabel('Replace the file of Corporate Presentation November 2026');
  const dialog = admin.getByRole('dialog', { name: 'Replace file' });
  await picker.setInputFiles(deckFile);
  await dialog.getByText('This replaces the public file at once.').waitFor();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  assert.ok((await item.textContent())?.includes(deck.fileName), 'Cancel leaves the file as it was');
  await picker.setInputFiles(deckFile);
  await dialog.getByRole('button', { name: 'Replace file' }).click();
  const message = toasts(admin).getByText(/^Replaced: the new file is live at /);
  await message.waitFor();
  const afterReplace = ((await (await fetch(`${site.url}/api/admin/documents`, { headers: await adminJsonHeaders(site) })).json()) as AdminDocument[]).find((d) => d.id === deck.id)!;
  assert.equal(await message.textContent(), `Replaced: the new file is live at ${afterReplace.url}`);
  assert.equal(afterReplace.pages, 8, 'the new file is the current one');
  const served = await fetch(`${site.url}${afterReplace.url}`);
  assert.equal(served.status, 200);
  await item.getByText('8 pages', { exact: false }).waitFor();
  assert.deepEqual(errors, []);
});

