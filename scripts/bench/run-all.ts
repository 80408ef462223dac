/**
 * `npm run bench`: every bench script in turn, each printing its numbers and checking its targets.
 * All of them run even when one misses a target; the run exits 1 if any did.
 */
import { spawnSync } from 'node:child_process';

const BENCHES = ['scripts/bench.ts', 'scripts/bench-api.ts', 'scripts/bench-search.ts', 'scripts/bench/alerts.ts', 'scripts/bench/documents.ts', 'scripts/bench/public-bytes.ts', 'scripts/bench/page-addresses.ts', 'scripts/bench/lighthouse-budget.ts'];

const failed: string[] = [];
for (const script of BENCHES) {
  console.log(`\n▶ ${script}`);
  const { status } = spawnSync(process.execPath, [script], { stdio: 'inherit' });
  if (status !== 0) failed.push(script);
}
if (failed.length > 0) {
  console.error(`\nTargets missed (or the run failed) in: ${failed.join(', ')}`);
  process.exit(1);
}
