/**
 * Counts node:test's tests in a TAP stream. tap re-prints each test file as a subtest of its run, so a
 * file's own top-level tests are the `ok` / `not ok` lines indented one level (4 spaces, the default);
 * node:test's own runner prints them unindented (`indent` 0).
 */
const SKIP = / # SKIP\b/i;

export function testCounter(indent = 4) {
  const result = new RegExp(`^ {${indent}}(not )?ok \\d+ `);
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let partial = '';
  return {
    read(text: string): void {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const match = result.exec(line);
        if (!match) continue;
        if (match[1]) failed++;
        else if (SKIP.test(line)) skipped++;
        else passed++;
      }
    },
    totals: () => ({ passed, failed, skipped }),
  };
}
