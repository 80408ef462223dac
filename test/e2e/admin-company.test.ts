import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openAdmin, openPage, startSite } from '../helpers/e2e.ts';

test('the IR manager keeps the company facts and share structure in the admin', async (t) => {
  const site = await startSite(t);

  await t.test('confirming the phone number takes it off the launch checklist, and the Contact page shows the new number', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    const checklist = page.getByRole('region', { name: 'Launch checklist' });
    await checklist.getByRole('link', { name: 'Phone', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Company' }).waitFor();
    const phone = page.getByRole('group', { name: 'Phone', exact: true });
    const number = phone.getByLabel('Phone', { exact: true });
    await number.waitFor();
    assert.equal(await number.evaluate((el) => el === document.activeElement), true, 'the checklist link lands on the field');
    await number.fill('+1 (604) 555-0142');
    await phone.getByLabel('Confirmed by the company').check();
    await page.getByRole('button', { name: 'Save company facts' }).click();
    await page.getByText('Company facts saved').first().waitFor();

    await page.getByRole('link', { name: 'Articles', exact: true }).click();
    await checklist.getByRole('link').first().waitFor();
    assert.equal(await checklist.getByRole('link', { name: 'Phone', exact: true }).count(), 0, 'no longer on the checklist');
    assert.ok((await checklist.getByRole('link', { name: 'E-mail', exact: true }).count()) === 1, 'the others still are');

    const contact = await openPage(t, site, '/contact');
    assert.equal(await contact.page.getByRole('link', { name: '+1 (604) 555-0142' }).first().getAttribute('href'), 'tel:+16045550142');
    assert.deepEqual([...errors, ...contact.errors], []);
  });

  await t.test('a share reading shows on the Investors and Stock Information pages with its date', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await page.getByRole('link', { name: 'Share structure', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Share structure' }).waitFor();
    await page.getByLabel('As of').fill('2026-02-27');
    await page.getByLabel('Shares outstanding').fill('40,124,161');
    await page.getByLabel('Warrants').fill('9500000');
    await page.getByLabel('Options').fill('3100000');
    assert.equal(await page.locator('[data-fully-diluted]').textContent(), '52,724,161', 'computed as it is typed');
    await page.getByRole('button', { name: 'Record reading' }).click();
    await page.getByRole('cell', { name: '2026-02-27' }).waitFor();

    for (const [path, caption] of [['/investors', 'Capitalization'], ['/investors/stock-information', 'Share Structure']] as const) {
      const visitor = await openPage(t, site, path);
      const table = visitor.page.getByRole('table', { name: caption });
      assert.equal(await table.getByRole('row', { name: /^Shares outstanding/i }).getByRole('cell').textContent(), '40,124,161', path);
      assert.equal(await table.getByRole('row', { name: /^Fully diluted/i }).getByRole('cell').textContent(), '52,724,161', path);
      await visitor.page.getByText('As of February 27, 2026').waitFor();
      assert.deepEqual(visitor.errors, [], path);
    }
    assert.deepEqual(errors, []);
  });
});
