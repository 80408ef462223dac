import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import type { AdminArticle } from '../../src/shared/article.ts';
import { adminJsonHeaders, fillContent, openAdmin, type Site, startSite } from '../helpers/e2e.ts';
import { until } from '../helpers/until.ts';
import { ARTICLE } from '../helpers/publishing.ts';

const EMAIL_OFF = 'E-mail is off: alerts are saved to the outbox folder, not sent';

const SECTIONS = [
  ['Articles', '/admin', 'News Admin Dashboard'],
  ['Documents', '/admin/documents', 'Documents'],
  ['Drilling', '/admin/drilling', 'Drilling'],
  ['Trash', '/admin/trash', 'Trash'],
  ['Audit log', '/admin/audit', 'Audit log'],
  ['Company', '/admin/company', 'Company'],
  ['Share structure', '/admin/share-structure', 'Share structure'],
  ['Events', '/admin/events', 'Events'],
  ['Photos', '/admin/photos', 'Photos'],
  ['Subscribers', '/admin/subscribers', 'Subscribers'],
  ['Inbox', '/admin/inbox', 'Inbox'],
] as const;

// A release the checks let go public, published at once.
const RELEASE = { ...ARTICLE, published: true };

/** How far the page and the section navigation reach past the window's width (0: no sideways scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Admin sections"]')!;
    const root = document.documentElement;
    return { page: root.scrollWidth - root.clientWidth, nav: nav.scrollWidth - nav.clientWidth };
  });

/** Messages the site wrote to its outbox folder (no SMTP_URL), parsed. */
async function outbox(dataDir: string) {
  const folder = join(dataDir, 'outbox');
  const files = (() => {
    try {
      return readdirSync(folder).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
  })();
  return Promise.all(files.map((name) => simpleParser(readFileSync(join(folder, name)))));
}

/** A confirmed subscriber of every category, signed up and confirmed through the links the outbox holds. */
async function confirmedSubscriber(site: Site, dataDir: string, email: string) {
  const signUp = await fetch(`${site.url}/api/alerts/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ email, categories: ['Company News', 'Industry Analysis', 'Market Commentary', 'Project Updates'], consent: true }),
  });
  assert.equal(signUp.status, 202);
  let link: string | undefined;
  await until(async () => {
    link = (await outbox(dataDir)).map((mail) => /\/alerts\/confirm\/[^\s"<>]+/.exec(mail.text ?? '')?.[0]).find(Boolean);
    return link !== undefined;
  }, 'the confirmation message in the outbox');
  const confirmed = await fetch(site.url + link!, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.equal(confirmed.status, 200);
}

test('the admin navigation, the e-mail status and the Inbox count', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dcop-e2e-admin-nav-'));
  t.after(() => rmSync(dataDir, { recursive: true, force: true }));
  const site = await startSite(t, { env: { DATA_DIR: dataDir } });

  await t.test('at 390 px the sections fold into a menu that names the current one, with no sideways scroll, and reach every section', async (t) => {
    const { page, errors } = await openAdmin(t, site, { width: 390, height: 844 });
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const toggle = nav.getByRole('button', { name: /^Section: / });
    for (const [label, path, heading] of SECTIONS) {
      if (path !== '/admin') {
        await toggle.click();
        assert.equal(await toggle.getAttribute('aria-expanded'), 'true');
        await nav.getByRole('link', { name: label, exact: true }).click();
        await page.waitForURL(site.url + path);
      }
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      assert.equal(await toggle.getAttribute('aria-label'), `Section: ${label}`, `the menu names ${label}`);
      assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
      assert.deepEqual(await overflow(page), { page: 0, nav: 0 }, `no sideways scroll on ${path}`);
    }

    // Keyboard: the button opens the list, Tab walks its links, Escape closes it and returns to the button.
    await toggle.focus();
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Articles', exact: true }).waitFor();
    assert.deepEqual(await overflow(page), { page: 0, nav: 0 }, 'no sideways scroll with the menu open');
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Articles');
    await page.keyboard.press('Escape');
    await nav.getByRole('link').first().waitFor({ state: 'hidden' });
    assert.equal(await toggle.evaluate((el) => el === document.activeElement), true, 'focus is back on the button');
    assert.deepEqual(errors, []);
  });

  await t.test('at 1440 px every section is a tab in one row, the current one marked', async (t) => {
    const { page, errors } = await openAdmin(t, site, { width: 1440, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    assert.equal(await nav.getByRole('button').count(), 0, 'no menu button on a wide screen');
    const tabs = nav.getByRole('link');
    assert.deepEqual(await tabs.allTextContents(), SECTIONS.map(([label]) => label));
    const tops = await tabs.evaluateAll((links) => new Set(links.map((link) => link.getBoundingClientRect().top)).size);
    assert.equal(tops, 1, 'one row');
    assert.equal(await nav.getByRole('link', { name: 'Articles', exact: true }).getAttribute('aria-current'), 'page');
    assert.deepEqual(await overflow(page), { page: 0, nav: 0 });
    assert.deepEqual(errors, []);
  });

  await t.test('without SMTP_URL the dashboard says once that e-mail is off, and the release list never counts an outbox write as sent', async (t) => {
    await confirmedSubscriber(site, dataDir, 'reader@example.com');
    const headers = await adminJsonHeaders(site);
    const created = await fetch(`${site.url}/api/admin/articles`, { method: 'POST', headers, body: JSON.stringify(RELEASE) });
    assert.equal(created.status, 201, await created.clone().text());
    await until(async () => {
      const articles = (await (await fetch(`${site.url}/api/admin/articles`, { headers })).json()) as AdminArticle[];
      return articles.find((a) => a.slug === RELEASE.slug)?.alerts.sent === 1;
    }, 'the alert written to the outbox');
    assert.ok((await outbox(dataDir)).some((mail) => mail.subject === RELEASE.title), 'the alert is in the outbox');

    for (const width of [390, 1440]) {
      const { page, errors } = await openAdmin(t, site, { width, height: 900 });
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: RELEASE.title }) });
      await item.waitFor();
      assert.equal(await page.getByText(EMAIL_OFF, { exact: true }).count(), 1, `said once at ${width} px`);
      assert.equal(await item.locator('p', { hasText: /^E-mail alerts:/ }).textContent(), 'E-mail alerts: 0 queued · 1 saved to the outbox · 0 failed');
      assert.doesNotMatch((await page.locator('main').textContent()) ?? '', /\d\s*sent\b/, 'no count called sent');

      await item.getByRole('button', { name: `Edit ${RELEASE.title}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Article' });
      await dialog.getByText(EMAIL_OFF, { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      assert.deepEqual(await overflow(page), { page: 0, nav: 0 });
      assert.deepEqual(errors, []);
    }
  });

  await t.test('the QP check’s error leads to the Qualified Person field, and a new event is an AGM unless changed', async (t) => {
    const { page, errors } = await openAdmin(t, site);
    await page.getByRole('toolbar', { name: 'Formatting' }).waitFor();
    await fillContent(page.getByRole('textbox', { name: 'Content', exact: true }), 'Hole SL-25-04 cut 0.62% Cu over 148 metres.');
    const error = page.getByRole('region', { name: 'Checks' }).locator('li[data-code="qp-missing"]');
    await error.getByRole('link', { name: 'Confirm the Qualified Person in Company facts' }).click();
    // The new article's text is unsaved: the app's own dialog asks before leaving.
    await page.getByRole('dialog', { name: 'Leave this page?' }).getByRole('button', { name: 'Leave and lose them' }).click();
    await page.waitForURL(`${site.url}/admin/company#fact-qualifiedPerson`);
    await page.waitForFunction(() => document.activeElement?.closest('#fact-qualifiedPerson') != null);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Events', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Events' }).waitFor();
    assert.equal(await page.locator('#new-event-kind').inputValue(), 'agm');
    assert.equal(await page.locator('#new-event-kind option:checked').textContent(), 'Annual General Meeting');
    assert.deepEqual(errors, []);
  });

  await t.test('the Inbox shows its unread count in the navigation, and the count goes when the message is read', async (t) => {
    const sent = await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Jane Investor', email: 'jane@example.com', subject: 'AGM attendance', message: 'Can shareholders attend online?' }),
    });
    assert.equal(sent.status, 202);

    const { page, errors } = await openAdmin(t, site, { width: 1440, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    await nav.getByRole('link', { name: 'Inbox, 1 unread', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Inbox' }).waitFor();
    assert.equal(await nav.locator('[data-unread]').textContent(), '1');
    await page.getByRole('listitem', { name: 'Unread: AGM attendance' }).getByRole('button', { name: 'Mark as read' }).click();
    await nav.getByRole('link', { name: 'Inbox', exact: true }).waitFor();
    assert.equal(await nav.locator('[data-unread]').count(), 0, 'the badge is gone');

    // On a phone the menu button carries the count, so it shows with the list folded away.
    await page.getByRole('listitem', { name: 'AGM attendance', exact: true }).getByRole('button', { name: 'Mark as unread' }).click();
    await nav.getByRole('link', { name: 'Inbox, 1 unread', exact: true }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await nav.getByRole('button', { name: 'Section: Inbox, 1 unread in the Inbox', exact: true }).waitFor();
    assert.deepEqual(errors, []);
  });
});
