import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { cameraJpeg } from '../helpers/images.ts';
import { openAdmin, openPage, startSite } from '../helpers/e2e.ts';

const CARD = 'Project Gallery · Card 3: Core Samples';

test('a gallery photograph goes up with the caption written for it, and its caption is edited with it', async (t) => {
  const site = await startSite(t);
  const card = (page: Page) => page.locator('[data-gallery-slot="gallery-core-samples"]');

  const before = await openPage(t, site, '/projects/gallery');
  assert.equal(await card(before.page).locator('[data-illustration]').count(), 1, 'drawn, and labelled so');

  const { page, errors } = await openAdmin(t, site);
  await page.getByRole('link', { name: 'Photos', exact: true }).click();
  const slot = page.getByRole('listitem', { name: CARD });
  await slot.getByLabel(`Upload a photograph for ${CARD}`).setInputFiles({ name: 'rig.jpg', mimeType: 'image/jpeg', buffer: await cameraJpeg() });
  await slot.getByText('New picture: rig.jpg').waitFor();
  assert.equal(await slot.getByLabel('Project', { exact: true }).inputValue(), 'Eaglehead Project', 'where the scene is, kept');
  assert.equal(await slot.getByLabel('Title', { exact: true }).inputValue(), '', 'never the drawing’s words');
  await slot.getByRole('button', { name: 'Save photograph and caption' }).click();
  await slot.getByText('Title is required').waitFor();

  await slot.getByLabel('Title', { exact: true }).fill('Drill Rig at Night');
  await slot.getByLabel('Caption', { exact: true }).fill('The rig on hole EH-26-01, lit for the night shift.');
  await slot.getByLabel('Category', { exact: true }).selectOption('Operations');
  await slot.getByLabel('Description for screen readers', { exact: true }).fill('A drill rig lit by floodlights against a dark forest');
  await slot.getByRole('button', { name: 'Save photograph and caption' }).click();
  await slot.getByText('Photograph with its own caption').waitFor();

  const after = await openPage(t, site, '/projects/gallery');
  const img = card(after.page).locator('img');
  assert.match((await img.getAttribute('src')) ?? '', /^\/media\/photo-[0-9a-f-]{36}-960\.webp$/);
  assert.equal(await img.getAttribute('alt'), 'A drill rig lit by floodlights against a dark forest');
  assert.equal(await card(after.page).getByRole('heading', { level: 3 }).textContent(), 'Drill Rig at Night');
  assert.ok((await card(after.page).textContent())?.includes('Operations'));
  assert.ok(!(await card(after.page).textContent())?.includes('Drill core laid out in trays'), 'nothing left of the drawing’s caption');
  assert.equal(await card(after.page).locator('[data-illustration]').count(), 0, 'no Illustration label');
  await img.scrollIntoViewIfNeeded();
  await after.page.waitForFunction((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth > 0, await img.elementHandle());

  await slot.getByRole('button', { name: `Edit caption for ${CARD}` }).click();
  await slot.getByLabel('Title', { exact: true }).fill('Night Shift at Eaglehead');
  await slot.getByRole('button', { name: 'Save caption' }).click();
  await slot.getByText('Night Shift at Eaglehead').waitFor();
  const edited = await openPage(t, site, '/projects/gallery');
  assert.equal(await card(edited.page).getByRole('heading', { level: 3 }).textContent(), 'Night Shift at Eaglehead');
  assert.deepEqual([...errors, ...before.errors, ...after.errors, ...edited.errors], []);
});
