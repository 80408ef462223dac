import assert from 'node:assert/strict';
import { test } from 'node:test';
import pg from 'pg';
import { startTestPostgres } from '../../scripts/test-db.ts';
import { adminJsonHeaders, startSite } from '../helpers/e2e.ts';
import { until } from '../helpers/until.ts';

const CONTENT_PAGES = ['/', '/projects', '/investors', '/corporate/management', '/contact'];

async function statuses(url: string, paths: string[]): Promise<number[]> {
  return Promise.all(paths.map((p) => fetch(url + p).then((r) => r.status, () => 0)));
}

test('with the database down, content pages stay 200, news and health answer 503, and all recovers without a restart', async (t) => {
  const postgres = await startTestPostgres();
  t.after(() => postgres.destroy());
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database outage');
  await admin.end();
  const databaseUrl = postgres.url.replace(/\/postgres$/, '/outage');
  // Uncached rendering: every request really runs the page, so the outage is not hidden by the cache.
  const site = await startSite(t, { databaseUrl, env: { HTML_CACHE: 'off' } });

  assert.deepEqual(await statuses(site.url, [...CONTENT_PAGES, '/investors/media', '/healthz']), [200, 200, 200, 200, 200, 200, 200]);

  postgres.stop();
  const during = await statuses(site.url, CONTENT_PAGES);
  assert.deepEqual(during, CONTENT_PAGES.map(() => 200), 'content pages need no database');
  const news = await fetch(`${site.url}/investors/media`);
  assert.equal(news.status, 503);
  assert.match(await news.text(), /temporarily unavailable/);
  assert.equal((await fetch(`${site.url}/api/articles`)).status, 503);
  assert.equal((await fetch(`${site.url}/healthz`)).status, 503);

  postgres.start();
  // Recovery without a restart: a pooled connection from before the restart may fail once.
  let recovered = [0];
  for (let i = 0; i < 20 && !recovered.every((s) => s === 200); i++) {
    recovered = await statuses(site.url, ['/investors/media', '/api/articles', '/healthz']);
  }
  assert.deepEqual(recovered, [200, 200, 200]);
  assert.equal(site.process.exitCode, null, 'the server kept running');
});

test('with the database down, a cached article page, the articles API and the feed still answer 200', async (t) => {
  const postgres = await startTestPostgres();
  t.after(() => postgres.destroy());
  const admin = new pg.Client({ connectionString: postgres.url });
  await admin.connect();
  await admin.query('create database cached_outage');
  await admin.end();
  const site = await startSite(t, { databaseUrl: postgres.url.replace(/\/postgres$/, '/cached_outage') });
  const created = await fetch(`${site.url}/api/admin/articles`, {
    method: 'POST',
    headers: await adminJsonHeaders(site),
    body: JSON.stringify({
      title: 'Copper Keg soil results',
      slug: 'copper-keg-soil-results',
      category: 'Project Updates',
      source: 'Newsfile Corp.',
      date: '2025-06-01',
      description: 'Soil geochemistry outlines a copper anomaly.',
      content: '<p>Soil samples outline a 1.2 km copper anomaly.</p>',
      published: true,
    }),
  });
  assert.equal(created.status, 201);
  const paths = ['/articles/copper-keg-soil-results', '/api/articles', '/feed.xml'];
  // Only answers from the response cache carry an ETag.
  await until(async () => (await Promise.all(paths.map((p) => fetch(site.url + p)))).every((r) => r.headers.has('etag')), 'the answers to be cached');

  postgres.stop();
  for (const path of paths) {
    const response = await fetch(site.url + path);
    assert.equal(response.status, 200, path);
    assert.match(await response.text(), /copper-keg-soil-results|Copper Keg soil results/, path);
  }
  assert.equal((await fetch(`${site.url}/healthz`)).status, 503, 'the database really is down');
});

test('SIGTERM stops the server cleanly within 10 seconds', async (t) => {
  const site = await startSite(t);
  const started = Date.now();
  const exited = new Promise<number | null>((resolve) => site.process.once('exit', resolve));
  site.process.kill('SIGTERM');
  assert.equal(await exited, 0);
  assert.ok(Date.now() - started < 10_000);
  assert.equal(await fetch(`${site.url}/healthz`).then((r) => r.status, () => 0), 0);
});
