import assert from 'node:assert/strict';
import { test } from 'node:test';
import { batchedStdout } from '../../src/server/batched-stdout.ts';
import { until } from '../helpers/until.ts';

test('log lines are written together, once enough wait or shortly after the first of them', async () => {
  const writes: string[] = [];
  const log = batchedStdout({ write: (text: string) => writes.push(text) }, 64, 20);
  log.write('{"msg":"one"}\n');
  log.write('{"msg":"two"}\n');
  assert.deepEqual(writes, [], 'held back while few wait');
  await until(() => writes.length > 0, 'the delay to pass');
  assert.deepEqual(writes, ['{"msg":"one"}\n{"msg":"two"}\n']);

  const long = `{"msg":"${'x'.repeat(80)}"}\n`;
  log.write(long);
  assert.deepEqual(writes.at(-1), long, 'written at once when the batch is full');
});
