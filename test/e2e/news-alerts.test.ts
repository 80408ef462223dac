import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { alertTokens } from '../../src/server/features/alerts/alert-tokens.ts';
import { CONFIRMATION_SUBJECT } from '../../src/server/features/alerts/confirmation-message.ts';
import { CONSENT_TEXT, SUBSCRIPTION_ACCEPTED } from '../../src/shared/alerts.ts';
import { ADMIN, adminJsonHeaders, openPage, startSite } from '../helpers/e2e.ts';
import { smtpInbox } from '../helpers/smtp.ts';
import { TEST_ENV } from '../helpers/test-env.ts';
import { until } from '../helpers/until.ts';

test('news alerts in the browser', async (t) => {
  const inbox = await smtpInbox(t);
  const dataDir = mkdtempSync(join(tmpdir(), 'dcop-e2e-alerts-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const site = await startSite(t, { env: { SMTP_URL: inbox.url, DATA_DIR: dataDir } });

  await t.test('with JavaScript off, the home page form posts and lands on the check-your-inbox page', async (t) => {
    const { page } = await openPage(t, site, '/', { javaScript: false });
    const form = page.locator('form[data-alert-signup]');
    await form.getByLabel('E-mail address').fill('no-script@example.com');
    for (const category of ['Company News', 'Industry Analysis', 'Market Commentary', 'Project Updates']) {
      assert.ok(await form.getByLabel(category).isChecked(), `${category} is ticked by default`);
    }
    assert.equal(await form.getByLabel(CONSENT_TEXT).isChecked(), false, 'consent is never ticked for the visitor');
    await form.getByLabel('Market Commentary').uncheck();
    await form.getByLabel(CONSENT_TEXT).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${site.url}/alerts/check-inbox`);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Check your inbox');
    assert.ok((await page.textContent('main'))?.includes(SUBSCRIPTION_ACCEPTED));
    await until(() => inbox.to('no-script@example.com').some((m) => m.mail.subject === CONFIRMATION_SUBJECT), 'the confirmation e-mail');

    // The link opens a page with a button; only pressing it confirms (mail scanners open links too).
    const link = /Confirm: (\S+)/.exec(inbox.to('no-script@example.com')[0]!.mail.text ?? '')![1]!;
    await page.goto(link);
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), 'Confirm your subscription');
    await page.getByRole('button', { name: 'Confirm my subscription' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscription confirmed' }).waitFor();
    assert.equal(new URL(page.url()).pathname, new URL(link).pathname);
  });

  await t.test('the confirm and unsubscribe pages wear the site: logo, its fonts, copper checkboxes, margins on a phone', async (t) => {
    const [subscriber] = ((await (await fetch(`${site.url}/api/admin/subscribers?q=no-script`, { headers: await adminJsonHeaders(site) })).json()) as { subscribers: { id: number }[] }).subscribers;
    const manage = alertTokens(TEST_ENV.JWT_SECRET, () => new Date()).issue(subscriber!.id, 'manage');
    await until(() => inbox.to('no-script@example.com').length > 0, 'the confirmation e-mail');
    const confirm = new URL(/Confirm: (\S+)/.exec(inbox.to('no-script@example.com')[0]!.mail.text ?? '')![1]!).pathname;
    for (const path of [confirm, `/alerts/unsubscribe/${manage}`]) {
      for (const width of [390, 1440]) {
        const { page, errors } = await openPage(t, site, path, { width, height: 844, javaScript: false });
        await page.evaluate(() => document.fonts.ready);
        const look = await page.evaluate(() => ({
          logo: Boolean(document.querySelector('header a.logo[href="/"] svg')) && document.querySelector('header')!.textContent!.includes('DISTRICT COPPER'),
          fonts: [...new Set([...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', '')))].sort(),
          heading: getComputedStyle(document.querySelector('h1')!).fontFamily,
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          card: (({ left, right }) => ({ left, right: window.innerWidth - right }))(document.querySelector('main')!.getBoundingClientRect()),
          boxes: [...document.querySelectorAll('input[type=checkbox]')].map((box) => getComputedStyle(box).appearance),
        }));
        const where = `${path.split('/')[2]} at ${width} px`;
        assert.ok(look.logo, `${where}: the logo`);
        assert.deepEqual(look.fonts, ['Inter', 'Montserrat'], `${where}: the site's faces loaded`);
        assert.match(look.heading, /^Montserrat/, where);
        assert.equal(look.sideways, 0, `${where}: no sideways scroll`);
        assert.ok(look.card.left >= 12 && look.card.right >= 12, `${where}: the card keeps off the edges (${JSON.stringify(look.card)})`);
        assert.ok(look.boxes.every((appearance) => appearance === 'none'), `${where}: checkboxes drawn by the site`);
        await page.screenshot({ path: join(tmpdir(), `dcop-alert-${path.split('/')[2]}-${width}.png`), fullPage: true });
        assert.deepEqual(errors, [], where);
      }
    }
  });

  await t.test('with JavaScript off, a mistake comes back as a page naming the field, keeping what was typed', async (t) => {
    const { page } = await openPage(t, site, '/', { javaScript: false });
    const form = page.locator('form[data-alert-signup]');
    // The browser accepts this address; the server asks for a dot in the domain.
    await form.getByLabel('E-mail address').fill('investor@example');
    await form.getByLabel('Project Updates').uncheck();
    await form.getByLabel(CONSENT_TEXT).check();
    await form.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { level: 1, name: 'Please check the form' }).waitFor();
    const email = page.getByLabel('E-mail address');
    assert.equal(await email.inputValue(), 'investor@example');
    assert.equal(await email.getAttribute('aria-invalid'), 'true');
    assert.equal(await page.locator('#email-error').textContent(), 'E-mail address must be a valid e-mail address');
    assert.equal(await page.getByRole('alert').getByRole('listitem').allTextContents().then((items) => items.join('|')), 'E-mail address must be a valid e-mail address');
    assert.equal(await page.getByLabel('Project Updates').isChecked(), false);
    assert.equal(await page.getByLabel('Company News').isChecked(), true);
    assert.equal(await page.getByLabel(CONSENT_TEXT).isChecked(), true);

    await email.fill('corrected@example.com');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL(`${site.url}/alerts/check-inbox`);
    const found = (await (await fetch(`${site.url}/api/admin/subscribers?q=corrected`, { headers: await adminJsonHeaders(site) })).json()) as {
      subscribers: { categories: string[]; consent: { location: string } }[];
    };
    assert.deepEqual(found.subscribers.map((s) => [s.categories, s.consent.location]), [[['Company News', 'Industry Analysis', 'Market Commentary'], 'home']]);
  });

  await t.test('with JavaScript, the dialog form signs up in place', async (t) => {
    const { page, errors } = await openPage(t, site, '/investors');
    await page.getByRole('button', { name: 'Get News Alerts' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get News Alerts' });
    await dialog.getByLabel('E-mail address').fill('dialog@example.com');
    await dialog.getByLabel(CONSENT_TEXT).check();
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await dialog.getByRole('status').filter({ hasText: SUBSCRIPTION_ACCEPTED }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/investors');
    await until(() => inbox.to('dialog@example.com').length === 1, 'the confirmation e-mail');
    assert.deepEqual(errors, []);
  });

  await t.test('the admin finds a subscriber, reads the consent record and deletes the address on request', async (t) => {
    const { page, errors } = await openPage(t, site, '/admin');
    await page.getByLabel('Username').fill(ADMIN.username);
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Subscribers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Subscribers' }).waitFor();
    const list = page.getByRole('list', { name: 'Subscribers' });
    await list.waitFor();
    assert.equal(await page.locator('dt', { hasText: /^Pending$/ }).locator('xpath=following-sibling::dd').textContent(), '2');
    assert.equal(await page.locator('dt', { hasText: /^Confirmed$/ }).locator('xpath=following-sibling::dd').textContent(), '1');
    assert.equal(await page.getByRole('note').count(), 0, 'e-mail is configured here');

    await page.getByLabel('Search by address').fill('DIALOG@');
    await page.locator('form[role="search"]').getByRole('button', { name: 'Search' }).click();
    const item = list.getByRole('listitem');
    await until(async () => (await item.count()) === 1, 'one match');
    assert.equal(await item.getByRole('heading').textContent(), 'dialog@example.comPending', 'the address and its status');
    await item.getByText('Consent record').click();
    const record = item.locator('dl');
    const value = (term: string) => record.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]').textContent();
    assert.equal(await value('IP address'), '127.0.0.1');
    assert.match((await value('Browser')) ?? '', /HeadlessChrome|Chrome/);
    assert.equal(await value('Form'), 'news-alerts-dialog');
    assert.equal(await value('Words agreed to'), CONSENT_TEXT);

    await item.getByRole('button', { name: 'Delete dialog@example.com' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete subscriber' });
    await confirm.getByRole('button', { name: 'Delete dialog@example.com' }).click();
    await page.getByText('No subscriber matches this search.').waitFor();
    assert.equal(await page.locator('dt', { hasText: /^Pending$/ }).locator('xpath=following-sibling::dd').textContent(), '1');
    const audit = (await (await fetch(`${site.url}/api/admin/audit?limit=5`, { headers: await adminJsonHeaders(site) })).json()) as { entries: { action: string }[] };
    assert.equal(audit.entries.filter((e) => e.action === 'subscriber-delete').length, 1);
    assert.deepEqual(errors, []);
  });
});
