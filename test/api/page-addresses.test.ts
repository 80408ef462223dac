import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { ResponseCache } from '../../src/server/http/response-cache.ts';
import { addressVariant, CACHED_PAGE_PATHS } from '../../scripts/bench/address-variants.ts';
import { buildTestApp } from '../helpers/api.ts';
import { testClock } from '../helpers/clock.ts';
import { until } from '../helpers/until.ts';

/** The production pages and their cache, on a clock that stands still, so nothing held expires during the test. */
async function pagesApp(t: TestContext) {
  const { app } = await buildTestApp(t, {}, undefined, { clock: testClock().now, ssr: 'production' });
  const cache = app.responseCache;
  assert.ok(cache, 'the pages are cached');
  return { app, cache };
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

/** Renders `url` and waits until its cache entry is stored (storing runs after the answer has gone). */
async function warm(app: FastifyInstance, cache: ResponseCache, url: string) {
  const response = await get(app, url);
  assert.equal(response.statusCode, 200, url);
  await until(() => cache.get(url) !== undefined, `${url} to be cached`);
}

test('page addresses on the production pages', async (t) => {
  const { app, cache } = await pagesApp(t);

  await t.test('a path that differs from a page only by letter case or percent-encoding answers 301 to the page, renders nothing and keeps nothing', async () => {
    const before = { builds: cache.builds, size: cache.size };
    for (const [url, location] of [
      ['/CORPORATE/MANAGEMENT', '/corporate/management'],
      ['/Corporate/Management/', '/corporate/management'],
      ['/%63orporate/management', '/corporate/management'],
      ['/investors/%6Dedia?year=2024&utm_source=mail', '/investors/media?year=2024'],
      ['/Investors/Stock-Information?range=6mo', '/investors/stock-information?range=6mo'],
    ]) {
      const response = await get(app, url!);
      assert.equal(response.statusCode, 301, url);
      assert.equal(response.headers.location, location, url);
    }
    assert.deepEqual({ builds: cache.builds, size: cache.size }, before);
  });

  await t.test('an invalid value of a parameter a page reads redirects to the page without it', async () => {
    const before = { builds: cache.builds, size: cache.size };
    for (const [url, location] of [
      ['/investors/financial-statements?tab=2021', '/investors/financial-statements'],
      ['/investors/financial-statements?tab=fs&year=junk', '/investors/financial-statements?tab=fs'],
      ['/investors/stock-information?range=10y', '/investors/stock-information'],
      ['/investors/media?year=1999', '/investors/media'],
    ]) {
      const response = await get(app, url!);
      assert.equal(response.statusCode, 301, url);
      assert.equal(response.headers.location, location, url);
    }
    assert.deepEqual({ builds: cache.builds, size: cache.size }, before);
    const valid = await get(app, '/investors/financial-statements?tab=fs');
    assert.equal(valid.statusCode, 200);
  });

  await t.test('a parameter no page declares is ignored: the same cached body, and no new entry', async () => {
    await warm(app, cache, '/corporate/management');
    const plain = await get(app, '/corporate/management');
    const before = { builds: cache.builds, size: cache.size };
    const tagged = await get(app, '/corporate/management?utm_source=newsletter&tab=fs');
    assert.equal(tagged.statusCode, 200);
    assert.equal(tagged.headers.etag, plain.headers.etag);
    assert.deepEqual(tagged.rawPayload, plain.rawPayload);
    assert.deepEqual({ builds: cache.builds, size: cache.size }, before);
  });

  await t.test('a flood of 2,000 random values, junk parameters and other spellings leaves every cached page answering from the cache', async () => {
    for (const path of CACHED_PAGE_PATHS) await warm(app, cache, path);
    const warmed = cache.size;

    const statuses = new Map<number, number>();
    const urls = Array.from({ length: 2_000 }, addressVariant);
    const CONNECTIONS = 20;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async (_, worker) => {
        for (let i = worker; i < urls.length; i += CONNECTIONS) {
          const { statusCode } = await get(app, urls[i]!);
          statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
        }
      }),
    );
    assert.deepEqual([...statuses.keys()].sort(), [200, 301], 'every answer a page or a redirect to one');
    // Only a bounded set of valid values may add entries: years of the news list, tabs, years and ranges.
    assert.ok(cache.size - warmed <= 150, `${cache.size - warmed} entries added`);

    const builds = cache.builds;
    for (const path of CACHED_PAGE_PATHS) {
      assert.ok(cache.get(path), `${path} is still held`);
      assert.equal((await get(app, path)).statusCode, 200, path);
    }
    assert.equal(cache.builds, builds, 'no page was built again');
  });
});
