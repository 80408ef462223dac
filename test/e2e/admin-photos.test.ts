import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cameraJpeg } from '../helpers/images.ts';
import type { Page } from 'playwright-core';
import { ADMIN, openPage, startSite } from '../helpers/e2e.ts';

test('a photograph uploaded for a gallery card replaces the drawing and its Illustration label', async (t) => {
  const site = await startSite(t);
  const card = (page: Page) => page.getByTestId('gallery-photo').filter({ hasText: 'Core Samples' });

  const before = await openPage(t, site, '/projects/gallery');
  assert.equal(await card(before.page).locator('[data-illustration]').count(), 1, 'drawn, and labelled so');

  const { page, errors } = await openPage(t, site, '/admin');
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('link', { name: 'Photos', exact: true }).click();
  const slot = page.locator('[data-slot="gallery-core-samples"]');
  await slot.getByLabel('Upload a photograph for gallery-core-samples').setInputFiles({ name: 'core.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg() });
  await slot.getByText('Photograph', { exact: true }).waitFor();

  const after = await openPage(t, site, '/projects/gallery');
  const img = card(after.page).locator('img');
  assert.match((await img.getAttribute('src')) ?? '', /^\/media\/photo-[0-9a-f-]{36}-960\.webp$/);
  assert.ok(!(await img.getAttribute('alt'))?.startsWith('Illustration'), 'the alt text no longer says drawing');
  assert.equal(await card(after.page).locator('[data-illustration]').count(), 0, 'no Illustration label');
  await img.scrollIntoViewIfNeeded();
  await after.page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());
  assert.deepEqual([...errors, ...before.errors, ...after.errors], []);
});
