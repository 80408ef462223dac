import assert from 'node:assert/strict';
import { test } from 'node:test';
import { TryLater } from '../../src/server/errors.ts';
import { oneAtATime } from '../../src/server/features/media/one-at-a-time.ts';

/** A task that runs until released, recording how many ran at once. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => (release = resolve));
  return { done, release };
}

test('runs one task at a time in arrival order, queues up to the limit and refuses one more with 503 and Retry-After', async () => {
  const run = oneAtATime(2, 'Busy');
  let active = 0;
  let most = 0;
  const order: number[] = [];
  const gates = [gate(), gate(), gate()];
  const task = (i: number) => async () => {
    active += 1;
    most = Math.max(most, active);
    order.push(i);
    await gates[i]!.done;
    active -= 1;
    return i;
  };
  const results = [run(task(0)), run(task(1)), run(task(2))];
  await assert.rejects(run(task(0)), (error: unknown) => {
    assert.ok(error instanceof TryLater);
    assert.deepEqual([error.statusCode, error.message, error.retryAfter], [503, 'Busy', 5]);
    return true;
  });
  for (const g of gates) g.release();
  assert.deepEqual(await Promise.all(results), [0, 1, 2]);
  assert.deepEqual(order, [0, 1, 2]);
  assert.equal(most, 1);
});

test('a failing task hands its turn on, and the queue empties back to idle', async () => {
  const run = oneAtATime(1, 'Busy');
  const failing = run(async () => {
    throw new Error('corrupt');
  });
  const next = run(async () => 'next');
  await assert.rejects(failing, /corrupt/);
  assert.equal(await next, 'next');
  assert.equal(await run(async () => 'idle again'), 'idle again');
});
