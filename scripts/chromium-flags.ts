/**
 * The flags of every headless Chromium the project starts (the browser tests' headless shell, Lighthouse's
 * full browser): no sandbox (run as root in CI), no GPU, and none of the background calls to Google's
 * hosts that a closed network refuses.
 */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
