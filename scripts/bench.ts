/**
 * Production build and server on 127.0.0.1 with a real PostgreSQL, measured with autocannon side by
 * side: (a) in-memory string, (b) static file, (c) cached SSR, (d) uncached SSR, (e) API routes,
 * (f) / alone and during a flood of unique 404s, (g) 200 readers while the admin writes. Prints req/s,
 * p50/p99 latency, ratios to (a) and (b) and first-load bundle sizes, then checks the targets: cached
 * SSR at least as fast as the static file, the first-load JS budgets, and no failed read or lost write
 * under load. Exits 1 when one is missed.
 */
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import autocannon from 'autocannon';
import { freshCompressor } from '../src/server/services/fresh-compression.ts';
import { FIRST_LOAD_JS_BUDGETS, pageJs } from './bench/bundle-sizes.ts';
import { readersAndEditor } from './bench/readers-and-editor.ts';
import { median } from './bench/median.ts';
import { MEASURE_ADMIN, MeasuredSite } from './bench/site.ts';
import { Targets } from './bench/targets.ts';
import { freePort } from './test-db.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 50;
const READERS = 200;
const KB = 1024;

const site = new MeasuredSite();
await site.prepare();
const buildDir = site.buildDir;

const fakeQuote = JSON.stringify({
  chart: { result: [{ meta: { regularMarketPrice: 0.31, chartPreviousClose: 0.3, previousClose: 0.3, currency: 'CAD', regularMarketTime: 1_790_000_000 } }] },
});
const provider = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(fakeQuote));
const providerPort = await freePort();
provider.listen(providerPort, '127.0.0.1');
const stockEnv = { STOCK_API_URL: `http://127.0.0.1:${providerPort}` };

const cached = await site.startServer(stockEnv);
const uncached = await site.startServer({ ...stockEnv, HTML_CACHE: 'off' });
await site.seedArticle('bench-article');

const [memoryPort, filePort] = [await freePort(), await freePort()];
const ceiling = site.spawn(['scripts/bench/ceiling-server.ts', `${cached}/`, String(memoryPort), String(filePort)], {}, true);
await new Promise((r) => ceiling.stdout!.once('data', r));

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string): Promise<Row> {
  await fetch(url);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: { 'accept-encoding': 'identity' } });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const rows: Row[] = [];
for (const [name, url] of [
  ['(a) home, in-memory string', `http://127.0.0.1:${memoryPort}/`],
  ['(b) home, static file', `http://127.0.0.1:${filePort}/home.html`],
  ['(c) cached SSR /', `${cached}/`],
  ['(c) cached SSR /investors/media', `${cached}/investors/media`],
  ['(c) cached SSR article', `${cached}/articles/bench-article`],
  ['(d) uncached SSR /', `${uncached}/`],
  ['(d) uncached SSR article', `${uncached}/articles/bench-article`],
  ['(e) /api/articles', `${cached}/api/articles`],
  ['(e) /api/stock/DCOP', `${cached}/api/stock/DCOP`],
] as const) {
  rows.push(await measure(name, url));
}

const [a, b] = rows;
console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION} s each, loopback, 2 cores shared with the load generator\n`);
console.log('target'.padEnd(36), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs (a)'.padStart(8), 'vs (b)'.padStart(8), 'errors'.padStart(7));
for (const row of rows) {
  console.log(
    row.name.padEnd(36),
    row.rps.toFixed(0).padStart(9),
    String(row.p50).padStart(8),
    String(row.p99).padStart(8),
    `${((row.rps / a!.rps) * 100).toFixed(0)}%`.padStart(8),
    `${((row.rps / b!.rps) * 100).toFixed(0)}%`.padStart(8),
    String(row.errors).padStart(7),
  );
}

// A visitor's view of / while someone floods the site with unique junk URLs (each a never-seen 404 or
// a junk ?year=), next to the same measurement without the flood.
const VISITORS = 10;
const homeAlone = await autocannon({ url: `${cached}/`, connections: VISITORS, duration: DURATION, headers: { 'accept-encoding': 'br' } });
let junk = 0;
const flood = autocannon({
  url: cached,
  connections: CONNECTIONS,
  duration: DURATION,
  headers: { 'accept-encoding': 'br' },
  requests: [
    {
      setupRequest: (request) => ({
        ...request,
        path: ++junk % 2 ? `/no-such-page-${junk}-${Math.random().toString(36).slice(2)}` : `/investors/media?year=${junk}`,
      }),
    },
  ],
});
const homeFlooded = await autocannon({ url: `${cached}/`, connections: VISITORS, duration: DURATION, headers: { 'accept-encoding': 'br' } });
const flooded = await flood;
console.log(`
/ with ${VISITORS} connections, alone and beside a ${CONNECTIONS}-connection flood of unique 404s and junk ?year=`);
console.log('target'.padEnd(36), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
for (const [name, result] of [['(f) / alone', homeAlone], ['(f) / during the flood', homeFlooded], ['(f) the flood itself', flooded]] as const) {
  console.log(name.padEnd(36), result.requests.average.toFixed(0).padStart(9), String(result.latency.p50).padStart(8), String(result.latency.p99).padStart(8));
}

// (g) Many readers while the administrator creates and edits releases.
const load = await readersAndEditor(cached, MEASURE_ADMIN, READERS, DURATION);
console.log(`\n(g) ${READERS} readers while the admin writes`);
console.log(
  `readers: ${load.readers.requests.total} requests, ${load.readers.requests.average.toFixed(0)} req/s, p99 ${load.readers.latency.p99} ms; admin: ${load.acknowledged} creates and edits acknowledged`,
);

const firstLoadPages: Record<string, string> = {
  '/': '/',
  '/corporate/disclaimer': '/corporate/disclaimer',
  '/articles/:slug': '/articles/bench-article',
  '/investors': '/investors',
  '/investors/stock-information': '/investors/stock-information',
  '/investors/financial-statements': '/investors/financial-statements',
  '/investors/media': '/investors/media',
  '/corporate/management': '/corporate/management',
  '/projects': '/projects',
  '/contact': '/contact',
  '/admin': '/admin',
};
const sizes: Record<string, number> = {};
console.log('\nJavaScript (gzip)'.padEnd(37), 'first load'.padStart(12), 'once idle'.padStart(12));
for (const [route, path] of Object.entries(firstLoadPages)) {
  const html = await (await fetch(`${cached}${path}`)).text();
  const { firstLoad, idle } = pageJs(resolve(buildDir, 'client'), html);
  sizes[route] = firstLoad;
  console.log(route.padEnd(36), `${(firstLoad / KB).toFixed(1)} KB`.padStart(12), `${(idle / KB).toFixed(1)} KB`.padStart(12));
}

// The compression a fresh render pays on its way out, on the home page's HTML (median of 21).
const homeHtml = await (await fetch(`${uncached}/`, { headers: { 'accept-encoding': 'identity' } })).text();
const compressionMs: Record<string, number> = {};
for (const encoding of ['br', 'gzip'] as const) {
  const samples: number[] = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    await pipeline(Readable.from([homeHtml]), freshCompressor(encoding), new Writable({ write: (_chunk, _enc, done) => done() }));
    samples.push(performance.now() - started);
  }
  compressionMs[encoding] = median(samples);
}
console.log(`\nfresh-render compression of / (${(homeHtml.length / KB).toFixed(0)} KB): br ${compressionMs.br!.toFixed(1)} ms, gzip ${compressionMs.gzip!.toFixed(1)} ms`);

const targets = new Targets();
const cachedHome = rows.find((row) => row.name === '(c) cached SSR /')!;
targets.check('(c) cached SSR / vs (b) static file', `${((cachedHome.rps / b!.rps) * 100).toFixed(0)}%`, 'at least 100%', cachedHome.rps >= b!.rps);
for (const row of rows) targets.check(`${row.name}: errors and non-2xx`, String(row.errors), '0', row.errors === 0);
for (const [route, budget] of Object.entries(FIRST_LOAD_JS_BUDGETS)) {
  const js = sizes[route]!;
  targets.check(`first-load JS ${route}`, `${(js / KB).toFixed(1)} KB`, `at most ${budget / KB} KB`, js <= budget);
}
for (const [encoding, ms] of Object.entries(compressionMs)) {
  targets.check(`fresh-render ${encoding} compression of /`, `${ms.toFixed(1)} ms`, 'at most 5 ms', ms <= 5);
}
const failedReads = load.readers.errors + load.readers.non2xx + load.readers.timeouts;
targets.check('(g) reads failed, non-2xx or timed out', String(failedReads), '0', failedReads === 0);
targets.check('(g) acknowledged creates stored exactly once', `${load.storedOnce} of ${load.acknowledged}`, 'all', load.storedOnce === load.acknowledged);
targets.check('(g) acknowledged edits stored', `${load.edited} of ${load.acknowledged}`, 'all', load.edited === load.acknowledged);
provider.close();
process.exit(targets.report() ? 0 : 1);
