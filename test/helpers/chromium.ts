import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_FLAGS } from '../../scripts/chromium-flags.ts';

/**
 * How the browser tests start Debian's chromium: its headless shell (package chromium-headless-shell, the
 * same build as chromium without the desktop browser around it, which Playwright also runs for headless
 * tests by default) uses a fifth less CPU across a page's load than the full browser in headless mode
 * (measured: 9.5 against 12 CPU-seconds for eight pages loaded and resized), and the suite is CPU-bound.
 */
export const CHROMIUM = '/usr/bin/chromium-headless-shell';

const LAUNCH = {
  executablePath: CHROMIUM,
  args: CHROMIUM_FLAGS,
};

/**
 * Where the run's one browser listens (scripts/test.ts starts it): a browser costs about a CPU-second
 * to start and stop, once per test file before, and the files share one as they share the PostgreSQL server.
 */
export const BROWSER_ENDPOINT = 'TEST_BROWSER_ENDPOINT';

/** The run's browser, for scripts/test.ts to share with the test files through BROWSER_ENDPOINT. */
export function launchBrowserServer() {
  return chromium.launchServer(LAUNCH);
}

/**
 * The run's browser when there is one, else a browser of the file's own (a test file run by hand). Each
 * test's context is its own either way: closing this connection closes the contexts it opened.
 */
export function connectBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT];
  return endpoint ? chromium.connect(endpoint) : chromium.launch(LAUNCH);
}
