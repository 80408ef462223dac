import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { after, type TestContext } from 'node:test';
import type { Browser, Locator, Page } from 'playwright-core';
import { freePort } from '../../scripts/test-db.ts';
import { connectBrowser } from './chromium.ts';
import { createTestDatabase } from './test-db.ts';
import { TEST_ENV } from './test-env.ts';
import { until } from './until.ts';

export const ADMIN = { username: 'admin', password: 'e2e-admin-password-123' } as const;

export interface Site {
  url: string;
  databaseUrl: string;
  process: ChildProcess;
  output: () => string;
  /**
   * Moves the server's clock on by `ms` at once (0 reads it) and resolves with the time it then reads
   * (epoch ms). Only for a site started with `clock`; a test moves time on instead of waiting for it.
   */
  advanceClock: (ms: number) => Promise<number>;
}

async function waitForHealthy(url: string, proc: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 45_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`Server exited early:\n${output()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`Server did not become healthy:\n${output()}`);
}

interface SiteOptions {
  env?: Record<string, string>;
  databaseUrl?: string;
  /**
   * The server's clock starts at this instant (epoch ms) and runs on, and the test can move it on with
   * site.advanceClock (TEST_CLOCK_START, honoured with NODE_ENV=test only; moved over an IPC channel).
   */
  clock?: number;
}

/** Starts the production server (BUILD_DIR from the test runner) on a fresh migrated database and a free port. */
async function launchSite(options: SiteOptions): Promise<{ site: Site; stop(): Promise<void> }> {
  const database = options.databaseUrl ? null : await createTestDatabase({ migrated: true });
  const databaseUrl = options.databaseUrl ?? database!.url;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const proc = spawn(process.execPath, ['src/server/main.ts'], {
    env: {
      ...process.env,
      ...TEST_ENV,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      SITE_URL: url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ...(options.clock === undefined ? {} : { NODE_ENV: 'test', TEST_CLOCK_START: new Date(options.clock).toISOString() }),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe', ...(options.clock === undefined ? [] : ['ipc' as const])],
  });
  proc.stdout?.on('data', (d) => (log += d));
  proc.stderr?.on('data', (d) => (log += d));
  const output = () => log;
  const stop = async () => {
    if (proc.exitCode === null) {
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    }
    await database?.drop();
  };
  try {
    await waitForHealthy(url, proc, output);
  } catch (error) {
    await stop();
    throw error;
  }
  const advanceClock = (ms: number) => {
    if (!proc.send) throw new Error('this site has no clock to move: start it with the clock option');
    const answered = new Promise<number>((resolve, reject) => {
      const exited = () => reject(new Error(`the server exited before moving its clock:\n${output()}`));
      proc.once('exit', exited);
      proc.once('message', (message: { clock: string }) => {
        proc.off('exit', exited);
        resolve(Date.parse(message.clock));
      });
    });
    proc.send({ advanceClockMs: ms });
    return answered;
  };
  return { site: { url, databaseUrl, process: proc, output, advanceClock }, stop };
}

/** The production server on a fresh database, for this test alone: stopped when it ends. */
export async function startSite(t: TestContext, options: SiteOptions = {}): Promise<Site> {
  const { site, stop } = await launchSite(options);
  t.after(stop);
  return site;
}

const sharedSites = new Map<string, Promise<{ site: Site; stop(): Promise<void> }>>();
// Registered when the test file imports this module, so it runs once after all of the file's tests.
// A server that failed to start has been stopped already, and its test failed with the reason.
after(() => Promise.all([...sharedSites.values()].map((launched) => launched.then(({ stop }) => stop(), () => {}))));

/**
 * One production server for the test file's tests that ask with the same `env`, started by the first
 * and stopped after the file's last test (a server start costs seconds). Only for tests whose writes,
 * if any, no other test of the file can see: a test that needs an empty database, a clock or a provider
 * of its own, or stops the server, takes its own (startSite).
 */
export async function sharedSite(env: Record<string, string> = {}): Promise<Site> {
  const key = JSON.stringify(env);
  let launched = sharedSites.get(key);
  if (!launched) {
    launched = launchSite({ env });
    sharedSites.set(key, launched);
  }
  return (await launched).site;
}

/** A page's server HTML as a crawler reads it: its title, the text of each h1 and its <img> tags. */
export async function servedPage(site: Site, path: string): Promise<{ title: string; h1: string[]; images: string[] }> {
  const response = await fetch(site.url + path);
  assert.equal(response.status, 200, path);
  const html = await response.text();
  const text = (markup: string) => markup.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');
  return {
    title: text(html.match(/<title>(.*?)<\/title>/)?.[1] ?? ''),
    h1: [...html.matchAll(/<h1\b[^>]*>(.*?)<\/h1>/g)].map((m) => text(m[1]!)),
    images: [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]),
  };
}

/** The admin's dashboard in a new page, logged in through its login card as the IR manager would. */
export async function openAdmin(t: TestContext, site: Site, options: Parameters<typeof openPage>[3] = {}): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(t, site, '/admin', options);
  await opened.page.getByLabel('Username', { exact: true }).fill(ADMIN.username);
  await opened.page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await opened.page.getByRole('button', { name: 'Login' }).click();
  await opened.page.getByRole('heading', { level: 1, name: 'News Admin Dashboard' }).waitFor();
  return opened;
}

/** Logs in as the site's administrator over HTTP and returns the headers for JSON calls to the admin API. */
export async function adminJsonHeaders(site: Site): Promise<Record<string, string>> {
  const login = await fetch(`${site.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  assert.equal(login.status, 200);
  const { token } = (await login.json()) as { token: string };
  return { 'content-type': 'application/json', authorization: `Bearer ${token}` };
}

let browserPromise: Promise<Browser> | null = null;
// Registered when the test file imports this module, so it runs once after all of the file's tests.
after(async () => (await browserPromise)?.close());

export function browser(): Promise<Browser> {
  browserPromise ??= connectBrowser();
  return browserPromise;
}

const HYDRATION_HINT = /hydrat|did not match|server rendered/i;

/** Google's analytics hosts: answered in the browser with an empty script, so no test sends a hit or waits on them. */
export const ANALYTICS_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

/**
 * A fresh browser context on a page of the site. `errors` gathers console errors, uncaught page
 * errors and hydration warnings: tests assert it stays empty.
 */
export async function openPage(
  t: TestContext,
  site: Site,
  path: string,
  options: {
    width?: number;
    height?: number;
    /** Device pixels per CSS pixel, as on a phone's screen (default 1). */
    deviceScaleFactor?: number;
    javaScript?: boolean;
    reducedMotion?: boolean;
    timezoneId?: string;
    hasTouch?: boolean;
    bypassCSP?: boolean;
    /** Runs before the page is opened, e.g. to hold back a request with page.route. */
    beforeLoad?: (page: Page) => Promise<void>;
    /**
     * Leave requests unrouted, so the browser's HTTP cache works: Playwright turns it off while any route
     * is set. Analytics hosts are then not answered; only for pages that load no analytics (no consent).
     */
    httpCache?: boolean;
    /** Wait until the islands that hydrate at load have done so (default: with JavaScript on). */
    waitForHydration?: boolean;
  } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await (await browser()).newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    javaScriptEnabled: options.javaScript ?? true,
    reducedMotion: options.reducedMotion ? 'reduce' : 'no-preference',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
    hasTouch: options.hasTouch ?? false,
    // Lets a test inject axe-core as an inline script despite the site's CSP.
    bypassCSP: options.bypassCSP ?? false,
  });
  t.after(() => context.close());
  if (!options.httpCache) await context.route(ANALYTICS_HOSTS, (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || (msg.type() === 'warning' && HYDRATION_HINT.test(msg.text()))) {
      errors.push(`${msg.type()}: ${msg.text()} @ ${msg.location().url}`);
    }
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  await options.beforeLoad?.(page);
  const waitForHydration = options.waitForHydration ?? options.javaScript ?? true;
  // A page whose code is held back (beforeLoad) may never fire load; its scripts have run by DOMContentLoaded.
  await page.goto(site.url + path, { waitUntil: options.beforeLoad ? 'domcontentloaded' : 'load' });
  if (waitForHydration) await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  return { page, errors };
}

/**
 * Fills a release's Content field, the rich-text editor or the plain textarea shown until it loads, and waits
 * until the field holds the text. The editor reads a fill in a later task; on a loaded machine the test's
 * next click could come first, and the editor then took focus back from the field the test had moved to.
 */
export async function fillContent(field: Locator, text: string): Promise<void> {
  // The rich editor is a chunk of its own: filled while its placeholder textarea still stands, the text could
  // be caught between the two on a loaded machine (seen twice in a full run), so fill the editor itself.
  await until(() => field.evaluate((el) => 'editor' in el), 'the rich text editor to load');
  await field.fill(text);
  const element = await field.elementHandle();
  const holds = () =>
    element!.evaluate((el) => {
      // TipTap keeps its editor on the editable element.
      const editor = (el as HTMLElement & { editor?: { state: { doc: { textContent: string } } } }).editor;
      return editor ? editor.state.doc.textContent : ((el as HTMLTextAreaElement).value ?? '');
    });
  // The editor reads markup in the text as HTML, so its text is the fill without tags.
  const words = text.replace(/<[^>]*>/g, '');
  await until(async () => (await holds()).includes(words), `the Content field to hold "${words}"`).catch(async (error: Error) => {
    throw new Error(`${error.message}; it holds "${await holds()}"`);
  });
}

/**
 * Waits until the element has focus, failing with `what` after 5 s. Radix hands focus back to a dialog's
 * opener in a timer that can run after the dialog has left the DOM, so a check made at once can miss it.
 */
export async function waitForFocus(locator: Locator, what: string): Promise<void> {
  const handle = await locator.elementHandle();
  try {
    await locator.page().waitForFunction((el) => el === document.activeElement, handle, { timeout: 5000 });
  } catch {
    // Where focus went instead, to tell a focus lost from a focus never given.
    const active = await locator.page().evaluate(() => {
      const el = document.activeElement;
      return el ? `${el.localName}${el.id ? `#${el.id}` : ''}${el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : ''} "${(el.textContent ?? '').slice(0, 40)}"` : 'nothing';
    });
    throw new assert.AssertionError({ message: `${what} (focus is on ${active})`, actual: false, expected: true, operator: 'strictEqual' });
  }
}
