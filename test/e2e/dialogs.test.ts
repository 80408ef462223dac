import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, startSite, waitForFocus } from '../helpers/e2e.ts';

const FORMS = 'https://forms.example';
const FORM_PAGE = '<!doctype html><title>Form</title><form><label>E-mail <input name="email"></label><button>Send</button></form>';

/** The embedded forms are configured, and their provider answers from the test, not the network. */
async function withForms(page: Page): Promise<void> {
  await page.route(`${FORMS}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: FORM_PAGE }));
}

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);

test('dialogs with an embedded form start focus on the dialog, close with Escape and return focus to the opener', async (t) => {
  const site = await startSite(t, {
    env: { PRESENTATION_FORM_URL: `${FORMS}/presentation`, NEWSLETTER_FORM_URL: `${FORMS}/newsletter` },
  });

  const cases = [
    { name: 'the presentation request dialog', path: '/corporate/disclaimer', dialog: 'Corporate Presentation Request', opener: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Download Presentation' }) },
    { name: 'the newsletter modal', path: '/investors', dialog: 'Get News Alerts', opener: (page: Page) => page.getByRole('button', { name: 'Get News Alerts' }) },
  ];
  for (const c of cases) {
    await t.test(c.name, async (t) => {
      const { page, errors } = await openPage(t, site, c.path);
      await withForms(page);
      const opener = c.opener(page);
      await opener.click();
      const dialog = page.getByRole('dialog', { name: c.dialog });
      await page.frameLocator('iframe').locator('input[name="email"]').waitFor();
      assert.equal(await focusedLabel(page), 'Close');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await waitForFocus(opener, 'focus back on the opener');
      assert.deepEqual(errors, []);
    });
  }
});

test('without a presentation provider, the request dialog offers the current presentation itself', async (t) => {
  const site = await startSite(t);
  const openers = [
    { path: '/corporate/disclaimer', opener: (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Download Presentation' }) },
    { path: '/', opener: (page: Page) => page.getByRole('main').getByRole('button', { name: 'View Presentation' }) },
    { path: '/investors/corporate-presentation', opener: (page: Page) => page.getByRole('main').getByRole('button', { name: 'View Presentation' }) },
    { path: '/investors/corporate-presentation', opener: (page: Page) => page.getByRole('main').getByRole('button', { name: 'Download PDF' }) },
  ];
  for (const { path, opener } of openers) {
    const { page, errors } = await openPage(t, site, path);
    await opener(page).click();
    const dialog = page.getByRole('dialog', { name: 'Corporate Presentation Request' });
    await dialog.getByRole('link', { name: 'Download PDF' }).waitFor();
    assert.ok((await dialog.textContent())?.includes('Fill out the form below to access our corporate presentation materials'), path);
    assert.equal(await dialog.getByText('This form is not available right now', { exact: false }).count(), 0, path);
    assert.equal(await dialog.locator('iframe').count(), 0, path);
    const view = dialog.getByRole('link', { name: 'View Presentation' });
    assert.equal(await view.getAttribute('href'), '/assets/documents/district-copper-corporate-presentation-2025-05.pdf', path);
    assert.equal(await view.getAttribute('target'), '_blank', path);
    assert.equal(await dialog.locator('img[src*="presentation-cover"]').count(), 1, `${path}: the 2025 presentation shows its own cover`);
    assert.deepEqual(errors, [], path);
  }

  const { page } = await openPage(t, site, '/investors/corporate-presentation');
  await page.getByRole('main').getByRole('button', { name: 'Download PDF' }).click();
  const dialog = page.getByRole('dialog', { name: 'Corporate Presentation Request' });
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download PDF' }).click()]);
  // The documents library names the file after the presentation's title.
  assert.equal(download.suggestedFilename(), 'District Copper Corporate Presentation.pdf');
  // Streamed: the run's browser is shared over a connection, where the download's local path is not offered.
  const bytes = Buffer.concat(await (await download.createReadStream()).toArray());
  assert.equal(bytes.subarray(0, 5).toString('latin1'), '%PDF-');

  // View opens the same file in a new tab; the file is served as a PDF.
  const viewed = await fetch(site.url + (await dialog.getByRole('link', { name: 'View Presentation' }).getAttribute('href')));
  assert.equal(viewed.status, 200);
  assert.equal(viewed.headers.get('content-type'), 'application/pdf');
});
