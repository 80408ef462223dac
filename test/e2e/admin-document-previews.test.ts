import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AdminDocument } from '../../src/shared/document-library.ts';
import { documentForm, pdfFile, Q1_2026_MDA } from '../helpers/documents.ts';
import { adminJsonHeaders, openPage, startSite, ADMIN } from '../helpers/e2e.ts';

test('Revoke preview links in Documents ends every preview link of that document made so far', async (t) => {
  const site = await startSite(t);
  const { authorization } = await adminJsonHeaders(site);
  const { payload, headers } = documentForm({ ...Q1_2026_MDA, published: 'false' }, { name: 'q1-2026-mda.pdf', data: await pdfFile(2, 'MD&A') });
  const upload = await fetch(`${site.url}/api/admin/documents`, { method: 'POST', headers: { ...headers, authorization }, body: payload });
  assert.equal(upload.status, 201, await upload.clone().text());
  const draft = (await upload.json()) as AdminDocument;
  const issued = await fetch(`${site.url}/api/admin/documents/${draft.id}/preview`, { method: 'POST', headers: { authorization } });
  const { url: link } = (await issued.json()) as { url: string };
  assert.equal((await fetch(`${site.url}${link}`)).status, 200, 'the link opens the draft');

  const { page, errors } = await openPage(t, site, '/admin/documents');
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  const item = page.locator('[data-document]', { hasText: Q1_2026_MDA.title });
  await item.getByRole('button', { name: `Revoke preview links of ${Q1_2026_MDA.title}` }).click();
  await page.getByRole('dialog', { name: 'Revoke preview links' }).getByRole('button', { name: 'Revoke preview links' }).click();
  await page.getByText('Preview links revoked', { exact: true }).waitFor();
  await page.getByText('Every preview link of this document made until now shows "not found".', { exact: true }).waitFor();
  assert.equal((await fetch(`${site.url}${link}`)).status, 404, 'the earlier link no longer opens the draft');
  const fresh = (await (await fetch(`${site.url}/api/admin/documents/${draft.id}/preview`, { method: 'POST', headers: { authorization } })).json()) as { url: string };
  assert.equal((await fetch(`${site.url}${fresh.url}`)).status, 200, 'a new link works');
  assert.deepEqual(errors, []);
});
