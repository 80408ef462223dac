import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { startTestPostgres } from '../../scripts/test-db.ts';
import { adminJsonHeaders, startSite } from '../helpers/e2e.ts';

const CONTENT_PAGES = ['/', '/projects', '/investors', '/corporate/management', '/contact'];
const READERS = 4;
/** Creates before the outage, refusals and page reads during it, tries to get a create through after it. */
const CREATES_BEFORE = 5;
const REFUSALS_DURING = 3;
const READS_DURING = 20;
const ATTEMPTS_DURING = 500;
const ATTEMPTS_AFTER = 50;
const REQUEST_TIMEOUT_MS = 10_000;

interface Outcome {
  status: number;
  message?: string;
}

async function call(url: string, init: RequestInit = {}): Promise<Outcome> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const text = await response.text();
    const message = response.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { message?: string }).message : undefined;
    return { status: response.status, message };
  } catch {
    // Refused, reset or timed out: no answer at all, which the assertions count as a failure.
    return { status: 0 };
  }
}

const release = (n: number) => ({
  title: `Outage release ${n}`,
  slug: `outage-release-${n}`,
  category: 'Company News',
  source: 'Newsfile Corp.',
  date: '2025-06-01',
  description: `Release ${n}, written while the database restarts.`,
  content: `<p>Body of release ${n}.</p>`,
  published: true,
  includeDisclaimer: true,
});

test('PostgreSQL restarting under reads and writes: content pages stay up, writes answer 201 or 503, no acknowledged article is lost', async (t) => {
  const postgres = await startTestPostgres();
  t.after(() => postgres.destroy());
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database restart_writes');
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/restart_writes');
  // Uncached rendering, so every page view really runs while the database is away.
  const site = await startSite(t, { databaseUrl, env: { HTML_CACHE: 'off' } });

  const headers = await adminJsonHeaders(site);
  const create = (n: number) => call(`${site.url}/api/admin/articles`, { method: 'POST', headers, body: JSON.stringify(release(n)) });

  // The phases follow what happened, not the wall clock: readers run throughout while one writer
  // creates releases before the outage, during it (until it has been refused and the readers have
  // been served), and after it (until a create goes through again).
  let reading = true;
  let databaseDown = false;
  const reads: (Outcome & { path: string })[] = [];
  const writes: (Outcome & { slug: string; duringOutage: boolean })[] = [];

  const reader = async (offset: number) => {
    for (let i = offset; reading; i++) {
      const path = CONTENT_PAGES[i % CONTENT_PAGES.length]!;
      reads.push({ path, ...(await call(site.url + path)) });
    }
  };
  const readers = Array.from({ length: READERS }, (_, i) => reader(i));
  const write = async () => {
    const n = writes.length + 1;
    const outcome = await create(n);
    writes.push({ slug: release(n).slug, duringOutage: databaseDown, ...outcome });
    return outcome;
  };

  while (writes.length < CREATES_BEFORE) await write();
  postgres.stop();
  databaseDown = true;
  const readsBefore = reads.length;
  const refusedDuring = () => writes.filter((w) => w.duringOutage && w.status !== 201).length;
  for (let i = 0; i < ATTEMPTS_DURING && (refusedDuring() < REFUSALS_DURING || reads.length - readsBefore < READS_DURING); i++) await write();
  postgres.start();
  databaseDown = false;
  // Recovery without restarting the server: a pooled connection from before the restart may fail once.
  let after: Outcome = { status: 0 };
  for (let i = 0; i < ATTEMPTS_AFTER && after.status !== 201; i++) after = await write();
  reading = false;
  await Promise.all(readers);

  const acknowledged = writes.filter((w) => w.status === 201).map((w) => w.slug);
  const refused = writes.filter((w) => w.status !== 201);
  t.diagnostic(`${reads.length} page reads, ${writes.length} creates: ${acknowledged.length} acknowledged, ${refused.length} refused`);

  assert.deepEqual(reads.filter((r) => r.status !== 200), [], 'every content page answered 200 throughout');
  assert.deepEqual(
    refused.filter((w) => w.status !== 503 || !w.message),
    [],
    'a create the database could not take answered 503 with a message, never a 500 or no answer',
  );
  assert.ok(writes.some((w) => w.duringOutage && w.status === 503), 'writes really ran into the outage');
  assert.ok(acknowledged.length > CREATES_BEFORE, 'creates were acknowledged before and after the outage');
  assert.ok(reads.length - readsBefore >= READS_DURING, 'pages were read during the outage');

  assert.equal(after.status, 201, 'a create succeeds after the database is back');
  assert.equal(site.process.exitCode, null, 'the server kept running');

  const check = new pg.Client({ connectionString: databaseUrl });
  await check.connect();
  const { rows } = await check.query<{ slug: string; copies: number }>(
    "select slug, count(*)::int as copies from article where slug like 'outage-release-%' group by slug",
  );
  await check.end();
  const stored = new Map(rows.map((r) => [r.slug, r.copies]));
  assert.deepEqual(
    acknowledged.filter((slug) => stored.get(slug) !== 1),
    [],
    'every acknowledged create is stored exactly once',
  );
});
