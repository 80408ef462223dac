/**
 * Cheap paths stay cheap: / alone, then / beside a 20-connection flood of each kind of address anyone may
 * send in any number: page-address variants (random ?tab=, ?range=, ?year= and ?page= values, junk
 * parameters, letter-case and percent-encoded spellings), preview links whose token does not verify, and
 * valid pages of /api/articles (page x limit x year over 154 releases). During the last two, /'s p99 stays
 * within max(3 x alone, alone + 50 ms); after each, every page cached before it still comes from the cache (a
 * stored answer carries an ETag, a fresh render none). Exits 1 when a target is missed.
 */
import autocannon from 'autocannon';
import { addressVariant, articlesApiVariant, CACHED_PAGE_PATHS, previewAddress } from './address-variants.ts';
import { MeasuredSite } from './site.ts';
import { Targets } from './targets.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const VISITORS = 10;
const FLOOD = 20;
const RELEASES = 154;
const BROTLI = { 'accept-encoding': 'br' };

interface Flood {
  name: string;
  address: () => string;
  /** The statuses its answers may have. */
  answers: string[];
  /** Whether /'s p99 beside it is held to the target (page-address variants render each valid value once: printed only). */
  p99Target: boolean;
}

const FLOODS: Flood[] = [
  { name: 'address variants', address: addressVariant, answers: ['200', '301'], p99Target: false },
  { name: '/preview/ links that do not verify', address: previewAddress, answers: ['404'], p99Target: true },
  { name: `/api/articles pages (${RELEASES} releases)`, address: () => articlesApiVariant(RELEASES), answers: ['200'], p99Target: true },
];

const site = new MeasuredSite();
await site.prepare();
// No quote provider answers (every page renders without a price), so the server logs only errors: its
// warnings about the provider would bury the numbers. Both measurements of / run at that level.
const url = await site.startServer({ LOG_LEVEL: 'error' });
// Written straight to the database after the server has migrated it: no page is cached yet.
await site.seedArticles(RELEASES);

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

const home = () => autocannon({ url: `${url}/`, connections: VISITORS, duration: DURATION, headers: BROTLI });
const targets = new Targets();
const row = (name: string, result: autocannon.Result) =>
  console.log(name.padEnd(40), result.requests.average.toFixed(0).padStart(9), String(result.latency.p50).padStart(8), String(result.latency.p99).padStart(8));

for (const { name, address, answers, p99Target } of FLOODS) {
  // Warmed again before each flood: a content page lives a minute, longer than the three floods together.
  const etags = new Map<string, string>();
  for (const path of CACHED_PAGE_PATHS) etags.set(path, await warm(path));

  const alone = await home();
  const flooding = autocannon({
    url,
    connections: FLOOD,
    duration: DURATION,
    headers: BROTLI,
    requests: [{ setupRequest: (request) => ({ ...request, path: address() }) }],
  });
  const during = await home();
  const flood = await flooding;

  console.log(`\n/ with ${VISITORS} connections, alone and beside a ${FLOOD}-connection flood of ${name}`);
  console.log('target'.padEnd(40), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
  row('/ alone', alone);
  row('/ during the flood', during);
  row('the flood itself', flood);
  const codes = flood.statusCodeStats ?? {};
  console.log(`flood answers: ${Object.entries(codes).map(([status, { count }]) => `${status}: ${count ?? 0}`).join(', ')}`);

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

  const allowed = Math.max(3 * alone.latency.p99, alone.latency.p99 + 50);
  if (p99Target) targets.check(`/ p99 beside ${name}`, `${during.latency.p99} ms`, `<= ${allowed} ms`, during.latency.p99 <= allowed);
  targets.check(`pages still cached after ${name}`, `${stillCached} of ${etags.size}`, 'all', stillCached === etags.size);
  const unexpected = Object.entries(codes).reduce((sum, [status, { count }]) => sum + (answers.includes(status) ? 0 : (count ?? 0)), 0);
  const other = flood.errors + flood.timeouts + unexpected;
  targets.check(`answers other than ${answers.join(' or ')} to ${name}`, String(other), '0', other === 0);
}
targets.report();
process.exit();
