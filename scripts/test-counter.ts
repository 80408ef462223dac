/**
 * Counts node:test's tests in the TAP stream tap re-prints: each test file is a subtest of tap's
 * run, so a file's own top-level tests are the `ok` / `not ok` lines indented one level (4 spaces).
 */
const RESULT = /^ {4}(not )?ok \d+ /;
const SKIP = / # SKIP\b/i;

export function testCounter() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  let partial = '';
  return {
    read(text: string): void {
      const lines = (partial + text).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        const match = RESULT.exec(line);
        if (!match) continue;
        if (match[1]) failed++;
        else if (SKIP.test(line)) skipped++;
        else passed++;
      }
    },
    totals: () => ({ passed, failed, skipped }),
  };
}
