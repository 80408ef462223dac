import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testCounter } from '../../scripts/test-counter.ts';

test('counts the test files\' own tests in tap\'s stream, across chunk boundaries, and not the files themselves', () => {
  const counter = testCounter();
  counter.read('# Subtest: test/unit/a.test.ts\n    ok 1 - first\n        ok 1 - a nested step\n    not o');
  counter.read('k 2 - second\n    ok 3 - third # SKIP not on this machine\n');
  counter.read('ok 1 - test/unit/a.test.ts # time=3ms\n');
  assert.deepEqual(counter.totals(), { passed: 1, failed: 1, skipped: 1 });
});
