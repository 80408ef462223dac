/**
 * Production build and server on 127.0.0.1 with a real PostgreSQL, measured with autocannon side by
 * side, brotli on every side: (a) a bare route sending the home page's bytes from memory, (b) the same
 * bytes as a precompressed static file, (c) cached pages and API, (d) uncached SSR, (e) the stock API,
 * (f) / alone and during a flood of unique 404s, (h) / alone and during a flood of /feed.xml, then the
 * server's memory, a CPU profile of cached / (top five frames by self time), (g) 200 readers while the
 * admin writes. Prints req/s, p50/p99 latency, ratios to (a) and (b) and first-load bundle sizes, then
 * checks the targets. Exits 1 when one is missed.
 */
import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { compressFresh } from '../src/server/http/fresh-compression.ts';
import { SITE_PAGES } from '../src/shared/pages.ts';
import { checkFirstLoadJs, pageJs } from './bench/bundle-sizes.ts';
import { profileClockUs, topSelfFrames } from './bench/cpu-profile.ts';
import { readersAndEditor } from './bench/readers-and-editor.ts';
import { median } from './bench/median.ts';
import { MEASURE_ADMIN, MeasuredSite } from './bench/site.ts';
import { Targets } from './bench/targets.ts';
import { freePort } from './test-db.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const CONNECTIONS = 50;
const READERS = 200;
/** Releases in the database: about the archive the hardening probe found (377), for the feed and sitemap. */
const RELEASES = 400;
const KB = 1024;
const BROTLI = { 'accept-encoding': 'br' };

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
await site.seedArticles(RELEASES);

const [barePort, filePort] = [await freePort(), await freePort()];
const ceiling = site.spawn(['scripts/bench/ceiling-server.ts', `${cached}/`, String(barePort), String(filePort)], {}, true);
await new Promise((r) => ceiling.stdout!.once('data', r));

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(name: string, url: string, seconds: number): Promise<Row> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: BROTLI });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const CACHED_PAGES = {
  '(c) cached /': `${cached}/`,
  '(c) cached /investors/media': `${cached}/investors/media`,
  '(c) cached article': `${cached}/articles/bench-article`,
};
const TARGETS = [
  ['(a) bare route, same bytes', `http://127.0.0.1:${barePort}/`],
  ['(b) static file, same bytes', `http://127.0.0.1:${filePort}/home.html`],
  ...Object.entries(CACHED_PAGES),
  ['(c) /api/articles', `${cached}/api/articles`],
  ['(d) uncached SSR /', `${uncached}/`],
  ['(d) uncached SSR article', `${uncached}/articles/bench-article`],
  ['(e) /api/stock/DCOP', `${cached}/api/stock/DCOP`],
] as const;
// The machine is shared, and its load drifts within seconds: every target is measured in each of a few
// short rounds, and each reports its median round, so the ratios compare like with like.
const ROUNDS = 3;
for (const [, url] of TARGETS) await fetch(url);
const rounds = new Map<string, Row[]>(TARGETS.map(([name]) => [name, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [name, url] of TARGETS) rounds.get(name)!.push(await measure(name, url, DURATION / ROUNDS));
}
const rows: Row[] = TARGETS.map(([name]) => {
  const measured = rounds.get(name)!;
  const middle = median(measured.map((r) => r.rps));
  return { ...measured.find((r) => r.rps === middle)!, errors: measured.reduce((sum, r) => sum + r.errors, 0) };
});
const row = (name: string) => rows.find((r) => r.name === name)!;

const [bare, file] = rows as [Row, Row];
const ratio = (value: number, to: number) => `${(value / to).toFixed(2)}x`;
console.log(`\nautocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION / ROUNDS} s each (the median round), brotli, loopback, 2 cores shared with the load generator\n`);
console.log('target'.padEnd(36), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8), 'vs (a)'.padStart(8), 'vs (b)'.padStart(8), 'errors'.padStart(7));
for (const r of rows) {
  console.log(
    r.name.padEnd(36),
    r.rps.toFixed(0).padStart(9),
    String(r.p50).padStart(8),
    String(r.p99).padStart(8),
    ratio(r.rps, bare.rps).padStart(8),
    ratio(r.rps, file.rps).padStart(8),
    String(r.errors).padStart(7),
  );
}

// A visitor's view of / while a crowd asks for something else: alone, then beside the flood.
const VISITORS = 10;
async function homeBeside(flood: () => Promise<autocannon.Result>) {
  const alone = await autocannon({ url: `${cached}/`, connections: VISITORS, duration: DURATION, headers: BROTLI });
  const flooding = flood();
  const during = await autocannon({ url: `${cached}/`, connections: VISITORS, duration: DURATION, headers: BROTLI });
  return { alone, during, flood: await flooding };
}
function printFlood(title: string, label: string, results: Awaited<ReturnType<typeof homeBeside>>) {
  console.log(`\n${title}`);
  console.log('target'.padEnd(36), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
  for (const [name, result] of [[`${label} / alone`, results.alone], [`${label} / during the flood`, results.during], [`${label} the flood itself`, results.flood]] as const) {
    console.log(name.padEnd(36), result.requests.average.toFixed(0).padStart(9), String(result.latency.p50).padStart(8), String(result.latency.p99).padStart(8));
  }
}

// (f) Unique junk URLs: each a never-seen 404 or a junk ?year=.
let junk = 0;
const junkFlood = await homeBeside(() =>
  autocannon({
    url: cached,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: BROTLI,
    requests: [
      {
        setupRequest: (request) => ({
          ...request,
          path: ++junk % 2 ? `/no-such-page-${junk}-${Math.random().toString(36).slice(2)}` : `/investors/media?year=${junk}`,
        }),
      },
    ],
  }),
);
printFlood(`/ with ${VISITORS} connections, alone and beside a ${CONNECTIONS}-connection flood of unique 404s and junk ?year=`, '(f)', junkFlood);

// (h) The feed of a long archive, which readers and aggregators poll.
const FEED_FLOOD = 20;
const feedFlood = await homeBeside(() => autocannon({ url: `${cached}/feed.xml`, connections: FEED_FLOOD, duration: DURATION, headers: { 'accept-encoding': 'gzip' } }));
printFlood(`/ with ${VISITORS} connections, alone and beside a ${FEED_FLOOD}-connection flood of /feed.xml (${RELEASES} releases)`, '(h)', feedFlood);
const rssMb = site.rssMb(cached);
console.log(`server RSS after the floods: ${rssMb.toFixed(0)} MB`);

// Where a cached request's time goes: cached / under load in a server of its own, profiled.
const profileDir = mkdtempSync(join(tmpdir(), 'dcop-bench-profile-'));
const profiled = await site.startServer(stockEnv, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
await fetch(`${profiled}/`);
const loadStartedUs = profileClockUs();
await autocannon({ url: `${profiled}/`, connections: CONNECTIONS, duration: DURATION, headers: BROTLI });
await site.stopServer(profiled);
console.log(`\ncached / under load: top five frames by self time (share of the server's busy time under the load)`);
for (const { frame, selfMs, share } of topSelfFrames(profileDir, 5, loadStartedUs)) {
  console.log(`${`${(share * 100).toFixed(1)}%`.padStart(6)} ${`${selfMs.toFixed(0)} ms`.padStart(9)}  ${frame}`);
}

// (g) Many readers while the administrator creates and edits releases.
const load = await readersAndEditor(cached, MEASURE_ADMIN, READERS, DURATION);
console.log(`\n(g) ${READERS} readers while the admin writes`);
console.log(
  `readers: ${load.readers.requests.total} requests, ${load.readers.requests.average.toFixed(0)} req/s, p99 ${load.readers.latency.p99} ms; admin: ${load.acknowledged} creates and edits acknowledged`,
);

// Every public page, an article, and the admin's shell for comparison (it is not judged: it is no public page).
const firstLoadPages: Record<string, string> = {
  ...Object.fromEntries(SITE_PAGES.map((page) => [page.path, page.path])),
  '/articles/:slug': '/articles/bench-article',
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
const homeBytes = Buffer.from(await (await fetch(`${uncached}/`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer());
const compressionMs: Record<string, number> = {};
for (const encoding of ['br', 'gzip'] as const) {
  const samples: number[] = [];
  for (let i = 0; i < 21; i++) {
    const started = performance.now();
    await compressFresh(homeBytes, encoding);
    samples.push(performance.now() - started);
  }
  compressionMs[encoding] = median(samples);
}
console.log(`\nfresh-render compression of / (${(homeBytes.length / KB).toFixed(0)} KB): br ${compressionMs.br!.toFixed(1)} ms, gzip ${compressionMs.gzip!.toFixed(1)} ms`);

const targets = new Targets();
for (const name of Object.keys(CACHED_PAGES)) {
  const page = row(name);
  targets.check(`${name} vs (b) static file`, ratio(page.rps, file.rps), 'at least 1.00x', page.rps >= file.rps);
  targets.check(`${name} vs (a) bare route`, ratio(page.rps, bare.rps), 'at least 0.60x (goal 0.70x)', page.rps >= 0.6 * bare.rps);
}
const home = row('(c) cached /');
const api = row('(c) /api/articles');
targets.check('(c) /api/articles vs (c) cached /', ratio(api.rps, home.rps), 'at least 0.50x', api.rps >= 0.5 * home.rps);
const article = row('(c) cached article');
targets.check('(c) cached article vs (c) cached /', ratio(article.rps, home.rps), 'at least 0.90x', article.rps >= 0.9 * home.rps);
targets.check('(c) cached / p99 vs (b) static file p99', ratio(home.p99, file.p99), 'at most 1.50x', home.p99 <= 1.5 * file.p99);
for (const r of rows) targets.check(`${r.name}: errors and non-2xx`, String(r.errors), '0', r.errors === 0);
for (const [route, js] of Object.entries(sizes)) if (route !== '/admin') checkFirstLoadJs(targets, route, js);
for (const [encoding, ms] of Object.entries(compressionMs)) {
  targets.check(`fresh-render ${encoding} compression of /`, `${ms.toFixed(1)} ms`, 'at most 5 ms', ms <= 5);
}
const failedReads = load.readers.errors + load.readers.non2xx + load.readers.timeouts;
targets.check('(g) reads failed, non-2xx or timed out', String(failedReads), '0', failedReads === 0);
targets.check('(g) acknowledged creates stored exactly once', `${load.storedOnce} of ${load.acknowledged}`, 'all', load.storedOnce === load.acknowledged);
targets.check('(g) acknowledged edits stored', `${load.edited} of ${load.acknowledged}`, 'all', load.edited === load.acknowledged);
provider.close();
process.exit(targets.report() ? 0 : 1);
