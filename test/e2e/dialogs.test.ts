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
