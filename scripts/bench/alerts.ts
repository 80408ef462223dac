/**
 * News alerts at scale: one release queued to 10,000 confirmed subscribers, sent by the production
 * server (throwaway PostgreSQL) to an SMTP server in this process, with ALERTS_PER_MINUTE high enough
 * never to hold it back. Prints the time to deliver every message (with nobody reading the site), the
 * server's peak memory, and the p99 of / while a second release sends next to / alone; checks that every subscriber got exactly one message and
 * that / kept its p99 (within 3x, or 50 ms, of the quiet figure). Exits 1 when one is missed.
 * Usage: node scripts/bench/alerts.ts
 */
import { existsSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { MEASURE_ADMIN, MeasuredSite } from './site.ts';
import { Targets } from './targets.ts';

const SUBSCRIBERS = 10_000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 6);
const VISITORS = 10;
/** The send must finish well within this, or the run reports it and stops waiting. */
const GIVE_UP_MS = 10 * 60_000;

// Counts recipients without parsing: the bench measures the site's sending, not this server.
const received = new Map<string, number>();
let lastAt = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      for (const rcpt of session.envelope.rcptTo) received.set(rcpt.address, (received.get(rcpt.address) ?? 0) + 1);
      lastAt = performance.now();
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;

const site = new MeasuredSite();
await site.prepare();
const url = await site.startServer({ SMTP_URL: smtpUrl, ALERTS_FROM: 'District Copper <news@districtcopper.com>', ALERTS_PER_MINUTE: '1000000' });
const server = site.serverPids.at(-1)!;
/** Linux's record of the process's largest resident set so far (VmHWM), in MB. */
const memoryMb = (field: 'VmHWM' | 'VmRSS') => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${server}/status`, 'utf8'))?.[1]) / 1024;

const db = new pg.Client({ connectionString: site.postgres.url });
await db.connect();
await db.query(
  `insert into alert_subscriber (email, categories, status, created_at, confirmed_at, consent_at, consent_text, consent_location)
   select 'holder' || n || '@example.com', array['Company News','Industry Analysis','Market Commentary','Project Updates'], 'confirmed', now(), now(), now(), 'bench', 'bench'
   from generate_series(1, $1::int) n`,
  [SUBSCRIBERS],
);

await fetch(`${url}/`);
const alone = await autocannon({ url: `${url}/`, connections: VISITORS, duration: DURATION, headers: { 'accept-encoding': 'br' } });
const rssBefore = memoryMb('VmRSS');

const login = await fetch(`${url}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(MEASURE_ADMIN) });
const { token } = (await login.json()) as { token: string };
async function publish(slug: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/articles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      title: 'Copper Keg drilling intersects 41.3 m of 1.12% copper',
      slug,
      category: 'Project Updates',
      source: 'Newsfile Corp.',
      date: new Date().toISOString().slice(0, 10),
      description: 'Step-out hole CK-26-07 extends the mineralized zone.',
      content: '<p>District Copper Corp. reports assays from its 2026 program.</p>',
      published: true,
      includeDisclaimer: true,
      // A results release on a fresh install, whose Qualified Person is not confirmed yet: the IR manager's override.
      override: { reason: 'Benchmark release' },
    }),
  });
  if (response.status !== 201) throw new Error(`publishing failed: ${response.status} ${await response.text()}`);
  return started;
}
const delivered = (n: number) => [...received.values()].filter((count) => count >= n).length;
async function waitForDelivery(n: number, since: number): Promise<number> {
  while (delivered(n) < SUBSCRIBERS && performance.now() - since < GIVE_UP_MS) await new Promise((r) => setTimeout(r, 100));
  return lastAt - since;
}

// The first release goes out with nobody reading the site: the sending's own pace.
const firstStarted = await publish('bench-alert-release');
const publishMs = performance.now() - firstStarted;
const deliveredMs = await waitForDelivery(1, firstStarted);
const deliveredFirst = delivered(1);
const duplicates = [...received.values()].filter((n) => n > 1).length;

// The second goes out while visitors read / (the first measuring period of its sending).
const sendingReads = autocannon({ url: `${url}/`, connections: VISITORS, duration: DURATION, headers: { 'accept-encoding': 'br' } });
await publish('bench-alert-second-release');
const sending = await sendingReads;
const sentWhileRead = delivered(2);
const peakMb = memoryMb('VmHWM');
await db.end();
process.kill(server, 'SIGTERM');
while (existsSync(`/proc/${server}`)) await new Promise((r) => setTimeout(r, 100));
smtp.close();

const row = (name: string, result: autocannon.Result) =>
  console.log(name.padEnd(34), result.requests.average.toFixed(0).padStart(9), String(result.latency.p50).padStart(8), String(result.latency.p99).padStart(8));
console.log(`\nOne release to ${SUBSCRIBERS.toLocaleString('en-US')} confirmed subscribers, ALERTS_PER_MINUTE=1000000, SMTP on loopback`);
console.log(`publish answered in ${publishMs.toFixed(0)} ms (the queue is written in its transaction)`);
console.log(`delivered ${deliveredFirst.toLocaleString('en-US')} in ${(deliveredMs / 1000).toFixed(1)} s (${((deliveredFirst / deliveredMs) * 1000).toFixed(0)} messages/s) with nobody reading the site`);
console.log(`a second release: ${sentWhileRead.toLocaleString('en-US')} sent during the ${DURATION} s of readers on / below`);
console.log(`server memory: ${rssBefore.toFixed(0)} MB resident before, ${peakMb.toFixed(0)} MB at its peak`);
console.log(`\n/ with ${VISITORS} connections`.padEnd(35), 'req/s'.padStart(9), 'p50 ms'.padStart(8), 'p99 ms'.padStart(8));
row('/ alone', alone);
row('/ while the alerts are sent', sending);

const targets = new Targets();
targets.check('every subscriber received the alert', deliveredFirst.toLocaleString('en-US'), SUBSCRIBERS.toLocaleString('en-US'), deliveredFirst === SUBSCRIBERS);
targets.check('no subscriber received it twice', String(duplicates), '0', duplicates === 0);
const allowed = Math.max(alone.latency.p99 * 3, alone.latency.p99 + 50);
targets.check('p99 of / while sending', `${sending.latency.p99} ms`, `<= ${allowed.toFixed(0)} ms`, sending.latency.p99 <= allowed);
targets.report();
process.exit();
