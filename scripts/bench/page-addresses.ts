/**
 * The cache key trusts only what the page table declares: / alone, then / beside a 20-connection flood of
 * random ?tab=, ?range=, ?year= and ?page= values, junk parameters, letter-case and percent-encoded
 * variants of every page's address; then the first request of every page cached before the flood, which
 * must still come from the cache (a stored answer carries an ETag, a fresh render none). Exits 1 when a
 * target is missed.
 */
import autocannon from 'autocannon';
import { addressVariant, CACHED_PAGE_PATHS } from './address-variants.ts';
import { MeasuredSite } from './site.ts';
import { Targets } from './targets.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const VISITORS = 10;
const FLOOD = 20;
const BROTLI = { 'accept-encoding': 'br' };

const site = new MeasuredSite();
await site.prepare();
// No quote provider answers (every page renders without a price), so the server logs only errors: its
// warnings about the provider would bury the numbers. Both measurements of / run at that level.
const url = await site.startServer({ LOG_LEVEL: 'error' });

/** Asks for a page until the cache answers it (the answer that rendered it carries no ETag). */
async function warm(path: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const response = await fetch(`${url}${path}`, { headers: BROTLI });
    await response.arrayBuffer();
    const etag = response.headers.get('etag');
    if (response.status === 200 && etag) return etag;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${path} was never cached`);
}
const etags = new Map<string, string>();
for (const path of CACHED_PAGE_PATHS) etags.set(path, await warm(path));

const home = () => autocannon({ url: `${url}/`, connections: VISITORS, duration: DURATION, headers: BROTLI });
const alone = await home();
const flooding = autocannon({
  url,
  connections: FLOOD,
  duration: DURATION,
  headers: BROTLI,
  requests: [{ setupRequest: (request) => ({ ...request, path: addressVariant() }) }],
});
const during = await home();
const flood = await flooding;

console.log(`\n/ with ${VISITORS} connections, alone and beside a ${FLOOD}-connection flood of address variants (random values, junk parameters, other spellings)`);
console.log('target'.padEnd(36), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
for (const [name, result] of [['(i) / alone', alone], ['(i) / during the flood', during], ['(i) the flood itself', flood]] as const) {
  console.log(name.padEnd(36), result.requests.average.toFixed(0).padStart(9), String(result.latency.p50).padStart(8), String(result.latency.p99).padStart(8));
}
const codes = flood.statusCodeStats ?? {};
const statuses = Object.entries(codes)
  .map(([status, { count }]) => `${status}: ${count ?? 0}`)
  .join(', ');
console.log(`flood answers: ${statuses}`);

let stillCached = 0;
let slowestMs = 0;
for (const [path, etag] of etags) {
  const started = performance.now();
  const response = await fetch(`${url}${path}`, { headers: BROTLI });
  await response.arrayBuffer();
  slowestMs = Math.max(slowestMs, performance.now() - started);
  if (response.headers.get('etag') === etag) stillCached++;
}
console.log(`after the flood: ${stillCached} of ${etags.size} pages answered from the cache, the slowest first request in ${slowestMs.toFixed(1)} ms`);

const targets = new Targets();
targets.check('(i) pages still cached after the flood', `${stillCached} of ${etags.size}`, 'all', stillCached === etags.size);
const failed = flood.errors + flood.timeouts + (flood.non2xx - (codes['301']?.count ?? 0));
targets.check('(i) flood answers other than 200 or 301', String(failed), '0', failed === 0);
targets.report();
process.exit();
