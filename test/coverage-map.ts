/**
 * Which test files tap measures coverage for (package.json "tap"."coverage-map"): [] measures all the source
 * a file runs, in its own process and in the processes it starts; null measures none of it. Measuring costs
 * every process about a third of a CPU-second to start and slows the code it runs by about a quarter (the API
 * files: 257 CPU-seconds measured, 203 not), and the suite is CPU-bound.
 * - The PGlite twins (scripts/test.ts) run API files measured already on PostgreSQL.
 * - The browser files' servers run the server code the API files run in their own processes: measuring them
 *   added 0.4 points of statements (97.1 % against 96.6 %). Left unmeasured, they and their servers load their
 *   modules from Node's compile cache (test/helpers/compile-cache.ts), which measured coverage cannot use.
 */
export default function coverageMap(file: string): string[] | null {
  return file.startsWith('test/e2e/') || file.includes('/pglite/test/') ? null : [];
}
