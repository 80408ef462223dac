/**
 * The documents library's memory: a production server receives a 40 MB PDF and serves it back whole;
 * the server's peak resident memory during each is printed next to its idle memory. Idle is a server at
 * rest after a few seconds of ordinary traffic (pages, the articles API, a small document), as a running
 * site is: a process just started has not yet grown V8's young generation, which any traffic grows to its
 * working size, and that growth is not the file's cost. Target (PostgreSQL): each peak under 64 MB above
 * idle (files are stored and served a piece at a time). A second round repeats both on the server as the
 * first left it.
 * With `--db=pglite` the server runs on the embedded database instead: the same numbers, and how much
 * its data directory grew, with no target (README: how large a library it suits).
 * Usage: node scripts/bench/documents.ts [--db=pglite]
 */
import { execFileSync } from 'node:child_process';
import autocannon from 'autocannon';
import { openAsBlob, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { memory, resetPeak } from './process-usage.ts';
import { samplePdf } from './sample-pdf.ts';
import { MEASURE_ADMIN, MeasuredSite } from './site.ts';
import { Targets } from './targets.ts';

const MB = 1024 * 1024;
const FILE_BYTES = 40 * MB;
const HEADROOM_MB = 64;
const embedded = process.argv.includes('--db=pglite');

const megabytesIn = (dir: string) => Number(execFileSync('du', ['-sb', dir]).toString().split('\t')[0]) / MB;

const site = new MeasuredSite();
await site.prepare();
const dataDir = await mkdtemp(join(tmpdir(), 'dcop-bench-documents-data-'));
const url = await site.startServer(embedded ? { DATABASE_URL: '', DATA_DIR: dataDir } : { DATA_DIR: dataDir });
const pid = site.pid(url);

const fileDir = await mkdtemp(join(tmpdir(), 'dcop-bench-documents-'));
process.on('exit', () => {
  for (const dir of [fileDir, dataDir]) rmSync(dir, { recursive: true, force: true });
});
const file = join(fileDir, 'technical-report.pdf');
await samplePdf(file, FILE_BYTES);
const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MEASURE_ADMIN) });
const { token } = (await login.json()) as { token: string };

/** Ordinary traffic: the pages visitors read most, the articles API and one of the seeded statements. */
async function warmUp(): Promise<void> {
  const statements = (await (await fetch(`${url}/api/documents?kind=financial-statements`)).json()) as { url: string }[];
  const paths = ['/', '/investors', '/investors/media', '/projects/copper-keg', '/api/articles', statements[0]!.url];
  await autocannon({ url, connections: 20, duration: 8, requests: paths.map((path) => ({ method: 'GET', path })), headers: { 'accept-encoding': 'br' } });
  // Let the last responses' garbage be collected before idle is read.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
}

/** Uploads the PDF, then downloads it whole: the seconds and peak RSS of each, and the RSS before them. */
async function round() {
  const idle = (await memory(pid)).rssMb;
  await resetPeak(pid);
  const form = new FormData();
  for (const [name, value] of Object.entries({ title: 'Bench technical report', kind: 'technical-report', documentDate: '2026-06-30', published: 'true' })) form.append(name, value);
  form.append('file', await openAsBlob(file, { type: 'application/pdf' }), 'technical-report.pdf');
  let started = performance.now();
  const uploaded = await fetch(`${url}/api/admin/documents`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (uploaded.status !== 201) throw new Error(`upload answered ${uploaded.status}: ${await uploaded.text()}`);
  const uploadSeconds = (performance.now() - started) / 1000;
  const uploadPeak = (await memory(pid)).peakMb;
  const { url: address, bytes } = (await uploaded.json()) as { url: string; bytes: number };

  // Serving is measured from the server as the upload left it: RSS a process has grown is rarely handed back.
  const beforeServe = (await memory(pid)).rssMb;
  await resetPeak(pid);
  started = performance.now();
  const served = await fetch(`${url}${address}`);
  let received = 0;
  for await (const chunk of served.body!) received += (chunk as Uint8Array).length;
  const serveSeconds = (performance.now() - started) / 1000;
  const servePeak = (await memory(pid)).peakMb;
  if (received !== bytes) throw new Error(`served ${received} bytes of ${bytes}`);
  return { idle, uploadSeconds, uploadPeak, beforeServe, serveSeconds, servePeak, bytes };
}

const print = (label: string, r: Awaited<ReturnType<typeof round>>) => {
  console.log(`\n${label}: PDF ${(r.bytes / MB).toFixed(1)} MB; upload ${r.uploadSeconds.toFixed(1)} s, serve ${r.serveSeconds.toFixed(1)} s`);
  console.log(`server RSS before ${r.idle.toFixed(0)} MB; peak during upload ${r.uploadPeak.toFixed(0)} MB (+${(r.uploadPeak - r.idle).toFixed(0)}); RSS before serving ${r.beforeServe.toFixed(0)} MB; peak while serving ${r.servePeak.toFixed(0)} MB (+${(r.servePeak - r.beforeServe).toFixed(0)}; +${(r.servePeak - r.idle).toFixed(0)} over the first idle)`);
};

await warmUp();
const stored = embedded ? megabytesIn(join(dataDir, 'pglite')) : 0;
const first = await round();
print(`${embedded ? 'PGlite' : 'PostgreSQL'}, server at rest after ordinary traffic`, first);
if (embedded) console.log(`data directory grew ${(megabytesIn(join(dataDir, 'pglite')) - stored).toFixed(1)} MB`);
print('again, on the server as the first round left it', await round());

if (!embedded) {
  const targets = new Targets();
  targets.check('upload 40 MB PDF: peak RSS above idle', `+${(first.uploadPeak - first.idle).toFixed(0)} MB`, `< ${HEADROOM_MB} MB`, first.uploadPeak - first.idle < HEADROOM_MB);
  targets.check('serve 40 MB PDF: peak RSS above the RSS before it', `+${(first.servePeak - first.beforeServe).toFixed(0)} MB`, `< ${HEADROOM_MB} MB`, first.servePeak - first.beforeServe < HEADROOM_MB);
  targets.report();
}
process.exit();
