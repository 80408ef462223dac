import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { startTestPostgres } from '../../scripts/test-db.ts';
import { adminJsonHeaders, startSite } from '../helpers/e2e.ts';

const CONTENT_PAGES = ['/', '/projects', '/investors', '/corporate/management', '/contact'];
const READERS = 4;
const RUN_MS = 8000;
const STOP_AT_MS = 2000;
const START_AT_MS = 5000;
const REQUEST_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

  const started = Date.now();
  const running = () => Date.now() - started < RUN_MS;
  let databaseDown = false;
  const reads: (Outcome & { path: string })[] = [];
  const writes: (Outcome & { slug: string; duringOutage: boolean })[] = [];

  const reader = async (offset: number) => {
    for (let i = offset; running(); i++) {
      const path = CONTENT_PAGES[i % CONTENT_PAGES.length]!;
      reads.push({ path, ...(await call(site.url + path)) });
    }
  };
  const writer = async () => {
    for (let n = 1; running(); n++) {
      const duringOutage = databaseDown;
      writes.push({ slug: release(n).slug, duringOutage, ...(await create(n)) });
      if (duringOutage) await sleep(50);
    }
  };
  const outage = async () => {
    await sleep(STOP_AT_MS);
    databaseDown = true;
    postgres.stop();
    await sleep(START_AT_MS - (Date.now() - started));
    postgres.start();
    databaseDown = false;
  };
  await Promise.all([outage(), writer(), ...Array.from({ length: READERS }, (_, i) => reader(i))]);

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
  assert.ok(acknowledged.length > 0);

  // Recovery without restarting the server: a create goes through again within a few seconds.
  let after: Outcome = { status: 0 };
  for (let n = 100_000; Date.now() - started < RUN_MS + 20_000; n++) {
    after = await create(n);
    if (after.status === 201) {
      acknowledged.push(release(n).slug);
      break;
    }
    await sleep(250);
  }
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
