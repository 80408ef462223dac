import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ADMIN, openPage, startSite } from '../helpers/e2e.ts';

test('with no contact provider, a message sent from the Contact page reaches the admin Inbox', async (t) => {
  const site = await startSite(t);
  const { page, errors } = await openPage(t, site, '/contact');
  const form = page.getByRole('form', { name: 'Contact Us' });
  assert.equal(await page.getByText('This form is not available right now').count(), 0, 'no dead end');
  await form.getByLabel('Name').fill('Jane Investor');
  await form.getByLabel('E-mail').fill('jane@example.com');
  await form.getByLabel('Subject').fill('AGM attendance');
  await form.getByLabel('Message').fill('Can shareholders attend the 2025 AGM online?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.waitForURL(`${site.url}/contact/thank-you`);
  await page.getByText('Thank you. Your message has been received and we will reply by e-mail.').waitFor();
  assert.equal(await page.title(), 'Message Sent | District Copper Corp.');

  await page.goto(`${site.url}/admin`);
  await page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Inbox' }).click();
  const message = page.getByRole('listitem', { name: 'Unread: AGM attendance' });
  await message.getByText('Can shareholders attend the 2025 AGM online?').waitFor();
  await message.getByText('From Jane Investor <jane@example.com>').waitFor();
  assert.equal(
    await message.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href'),
    'mailto:jane@example.com?subject=Re%3A%20AGM%20attendance',
  );
  await page.getByText('1 unread of 1.').waitFor();
  await message.getByRole('button', { name: 'Mark as read' }).click();
  await page.getByRole('listitem', { name: 'AGM attendance', exact: true }).getByRole('button', { name: 'Mark as unread' }).waitFor();
  await page.getByText('0 unread of 1.').waitFor();
  assert.deepEqual(errors, []);
});
