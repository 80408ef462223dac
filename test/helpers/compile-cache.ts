/**
 * Loaded first into every test process (package.json "tap"."node-arg"). A process whose coverage is not
 * measured (test/coverage-map.ts, or a run of a few files) keeps the code V8 compiled for its modules in
 * Node's compile cache and reuses what earlier processes kept there, and so do the servers and commands it
 * starts, which inherit the setting: a third of a CPU-second less for each of the hundred-odd processes
 * that load the app or Playwright. Measured processes compile afresh: functions taken from the cache lose
 * their block coverage, and the coverage report would be wrong.
 */
import { enableCompileCache } from 'node:module';
import { resolve } from 'node:path';

// tap sets this for each test file, from the coverage map: '0' when the file's coverage is not measured.
if (process.env._TAPJS_PROCESSINFO_COVERAGE_ === '0') {
  process.env.NODE_COMPILE_CACHE = resolve('node_modules/.cache/district-copper-tests/compile-cache');
  enableCompileCache(process.env.NODE_COMPILE_CACHE);
}
