import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Response as LightMyRequestResponse } from 'light-my-request';

/**
 * Waits, one turn of the event loop at a time, until `done` holds: for work the app finishes in the
 * background over real I/O (a provider call over loopback, mail to an SMTP server), which no clock can
 * hurry. Gives up after 30 s, so work that never lands fails the test instead of hanging it; the bound is
 * generous because a loaded two-core machine (CI) can take seconds for what takes milliseconds here.
 */
export async function until(done: () => boolean | Promise<boolean>, label: string): Promise<void> {
  const deadline = performance.now() + 30_000;
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await nextTurn();
  }
}

/** Asks for `url` until the answer comes from the response cache (only stored answers carry an ETag). */
export async function untilCached(app: { inject(options: { method: 'GET'; url: string }): Promise<LightMyRequestResponse> }, url: string): Promise<LightMyRequestResponse> {
  let response = await app.inject({ method: 'GET', url });
  await until(async () => {
    response = await app.inject({ method: 'GET', url });
    return response.headers.etag !== undefined;
  }, `${url} to be cached`);
  return response;
}
