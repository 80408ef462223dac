import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Waits, one turn of the event loop at a time, until `done` holds: for work the app finishes in the
 * background over real I/O (a provider call over loopback), which no clock can hurry. Gives up after
 * 5 s, so a refresh that never lands fails the test instead of hanging it.
 */
export async function until(done: () => boolean | Promise<boolean>, label: string): Promise<void> {
  const deadline = performance.now() + 5_000;
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${label}`);
    await nextTurn();
  }
}
