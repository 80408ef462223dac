/**
 * Every public byte at cached speed, on PostgreSQL: a hot 5 MB PDF from the document library against
 * @fastify/static sending the same bytes, and `/api/documents` and `/events.ics` against cached `/`, each
 * measured with autocannon (10 connections, 10 s) in interleaved rounds, each target reporting its median
 * round; and the server's peak resident memory while it serves the PDF against its memory at rest after
 * ordinary traffic (as in documents.ts). Targets: the PDF at least 0.8x the static file, each list at
 * least 0.8x cached /, the peak under 64 MB above rest. Printed beside them: the machine's load average,
 * and the CPU time each request cost the process that answered it, which a busy machine changes less.
 * Usage: node scripts/bench/public-bytes.ts
 */
import { openAsBlob, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../test-db.ts';
import { median } from './median.ts';
import { cpuMs, memory, resetPeak } from './process-usage.ts';
import { samplePdf } from './sample-pdf.ts';
import { MEASURE_ADMIN, MeasuredSite } from './site.ts';
import { Targets } from './targets.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const ROUNDS = 3;
const MB = 1024 * 1024;
const PDF_BYTES = 5 * MB;
const HEADROOM_MB = 64;
const BROTLI = { 'accept-encoding': 'br' };
/** On a loaded machine a 5 MB answer can take longer than autocannon's default 10 s: slow, not failed. */
const TIMEOUT_SECONDS = 60;

const load = () => loadavg().map((n) => n.toFixed(2)).join(' ');
const loadAtStart = load();

const site = new MeasuredSite();
await site.prepare();
const dataDir = await mkdtemp(join(tmpdir(), 'dcop-bench-bytes-data-'));
const fileDir = await mkdtemp(join(tmpdir(), 'dcop-bench-bytes-'));
process.on('exit', () => {
  for (const dir of [fileDir, dataDir]) rmSync(dir, { recursive: true, force: true });
});
const url = await site.startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' });
const pid = site.pid(url);

const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MEASURE_ADMIN) });
const auth = { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };

const pdf = join(fileDir, 'annual-report.pdf');
await samplePdf(pdf, PDF_BYTES);
const form = new FormData();
for (const [name, value] of Object.entries({ title: 'Bench annual report', kind: 'technical-report', documentDate: '2026-06-30', published: 'true' })) form.append(name, value);
form.append('file', await openAsBlob(pdf, { type: 'application/pdf' }), 'annual-report.pdf');
const uploaded = await fetch(`${url}/api/admin/documents`, { method: 'POST', headers: auth, body: form });
if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
const { url: address, bytes } = (await uploaded.json()) as { url: string; bytes: number };
// A dated event beside the install's undated AGM, so the calendar holds one.
const event = await fetch(`${url}/api/admin/events`, {
  method: 'POST',
  headers: { ...auth, 'content-type': 'application/json' },
  body: JSON.stringify({ title: 'Q4 results webcast', kind: 'webcast', startsAt: '2027-03-02T21:00:00Z', endsAt: '2027-03-02T22:00:00Z', location: 'Online' }),
});
if (event.status !== 201) throw new Error(`event answered ${event.status}: ${await event.text()}`);

const [barePort, filePort] = [await freePort(), await freePort()];
const ceiling = site.spawn(['scripts/bench/ceiling-server.ts', `${url}/`, String(barePort), String(filePort), pdf], {}, true);
await new Promise((resolve) => ceiling.stdout!.once('data', resolve));

const TARGETS = [
  { name: 'static file, the same 5 MB PDF', url: `http://127.0.0.1:${filePort}/annual-report.pdf`, headers: {}, pid: ceiling.pid! },
  { name: 'hot 5 MB PDF', url: `${url}${address}`, headers: {}, pid },
  { name: 'cached /', url: `${url}/`, headers: BROTLI, pid },
  { name: '/api/documents', url: `${url}/api/documents`, headers: BROTLI, pid },
  { name: '/events.ics', url: `${url}/events.ics`, headers: BROTLI, pid },
] as const;
type Name = (typeof TARGETS)[number]['name'];

for (const target of TARGETS) {
  const response = await fetch(target.url, { headers: target.headers });
  if (response.status !== 200) throw new Error(`${target.url} answered ${response.status}`);
  if (target.name.endsWith('PDF') && (await response.arrayBuffer()).byteLength !== bytes) throw new Error(`${target.url} sent other bytes`);
}

// Ordinary traffic, then rest: the memory the server idles at once it has served what visitors ask for.
await autocannon({ url, connections: CONNECTIONS, duration: 8, requests: TARGETS.filter((t) => t.pid === pid).map((t) => ({ method: 'GET', path: t.url.slice(url.length), headers: t.headers })) });
await new Promise((resolve) => setTimeout(resolve, 2_000));
const idleMb = (await memory(pid)).rssMb;

interface Row {
  rps: number;
  p99: number;
  mbps: number;
  /** CPU ms the answering process spent per request. */
  cpu: number;
  errors: number;
}
const rounds = new Map<Name, Row[]>(TARGETS.map((t) => [t.name, []]));
let servingPeakMb = 0;
for (let round = 0; round < ROUNDS; round++) {
  for (const target of TARGETS) {
    const served = target.name === 'hot 5 MB PDF';
    if (served) await resetPeak(pid);
    const cpuBefore = await cpuMs(target.pid);
    const result = await autocannon({ url: target.url, connections: CONNECTIONS, duration: SECONDS, headers: target.headers, timeout: TIMEOUT_SECONDS });
    const cpu = ((await cpuMs(target.pid)) - cpuBefore) / result.requests.total;
    if (served) servingPeakMb = Math.max(servingPeakMb, (await memory(pid)).peakMb);
    rounds.get(target.name)!.push({ rps: result.requests.average, p99: result.latency.p99, mbps: result.throughput.average / MB, cpu, errors: result.errors + result.non2xx });
  }
}
const rows = new Map<Name, Row>(
  TARGETS.map(({ name }) => {
    const measured = rounds.get(name)!;
    const middle = median(measured.map((r) => r.rps));
    return [name, { ...measured.find((r) => r.rps === middle)!, errors: measured.reduce((sum, r) => sum + r.errors, 0) }];
  }),
);
const row = (name: Name) => rows.get(name)!;

console.log(`\nautocannon, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each (the median round), loopback, PostgreSQL; load average ${loadAtStart} at the start, ${load()} at the end\n`);
console.log('target'.padEnd(34), 'req/s'.padStart(9), 'MB/s'.padStart(8), 'p99 ms'.padStart(8), 'CPU ms/req'.padStart(11), 'errors'.padStart(7));
for (const [name, r] of rows) {
  console.log(name.padEnd(34), r.rps.toFixed(1).padStart(9), r.mbps.toFixed(0).padStart(8), String(r.p99).padStart(8), r.cpu.toFixed(2).padStart(11), String(r.errors).padStart(7));
}
console.log(`server RSS at rest ${idleMb.toFixed(0)} MB; peak while serving the PDF ${servingPeakMb.toFixed(0)} MB`);

const ratio = (value: number, to: number) => `${(value / to).toFixed(2)}x`;
const targets = new Targets();
const hot = row('hot 5 MB PDF');
const file = row('static file, the same 5 MB PDF');
targets.check('hot 5 MB PDF vs @fastify/static', ratio(hot.rps, file.rps), 'at least 0.80x', hot.rps >= 0.8 * file.rps);
const home = row('cached /');
for (const name of ['/api/documents', '/events.ics'] as const) {
  targets.check(`${name} vs cached /`, ratio(row(name).rps, home.rps), 'at least 0.80x', row(name).rps >= 0.8 * home.rps);
}
targets.check('serving the PDF: peak RSS above rest', `+${(servingPeakMb - idleMb).toFixed(0)} MB`, `< ${HEADROOM_MB} MB`, servingPeakMb - idleMb < HEADROOM_MB);
for (const [name, r] of rows) targets.check(`${name}: errors and non-2xx`, String(r.errors), '0', r.errors === 0);
targets.report();
process.exit();
