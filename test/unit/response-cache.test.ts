import assert from 'node:assert/strict';
import { test } from 'node:test';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import {
  cacheControl,
  type FreshResponse,
  MISSING_ARTICLE_KEY,
  ResponseCache,
  type ResponseCacheOptions,
} from '../../src/server/http/response-cache.ts';

const html = (text: string): FreshResponse => ({ status: 200, type: 'text/html; charset=utf-8', body: Buffer.from(`<!doctype html><p>${text}</p>`) });

function cacheAt(options: Partial<ResponseCacheOptions> = {}) {
  let now = Date.parse('2026-03-02T17:00:00Z');
  const cache = new ResponseCache({ headers: { 'x-frame-options': 'DENY' }, now: () => now, nextPublication: async () => null, ...options });
  return {
    cache,
    advance: (ms: number) => (now += ms),
    now: () => now,
    async store(key: string, response = html(key)) {
      const ticket = cache.claim(key)!;
      await ticket.store(response);
      ticket.release();
    },
  };
}

test('stores a response with gzip and brotli bodies, an ETag and its whole header set per encoding', async () => {
  const { cache, store } = cacheAt();
  await store('/investors', { ...html('hello'), headers: { 'speculation-rules': '"/speculation-rules.json"' } });
  const entry = cache.get('/investors')!;
  assert.equal(gunzipSync(entry.bodies.gzip).toString(), '<!doctype html><p>hello</p>');
  assert.ok(entry.bodies.br.length > 0);
  assert.match(entry.etag, /^"[\w-]+"$/);
  assert.deepEqual(entry.headers.br, {
    'x-frame-options': 'DENY',
    'speculation-rules': '"/speculation-rules.json"',
    'content-type': 'text/html; charset=utf-8',
    'cache-control': cacheControl('/investors'),
    vary: 'Accept-Encoding',
    etag: entry.etag,
    'content-encoding': 'br',
  });
  assert.equal(entry.headers.identity['content-encoding'], undefined);
});

test('a second request for a response being built waits for that build instead of building again', async () => {
  const { cache } = cacheAt();
  const ticket = cache.claim('/')!;
  assert.equal(cache.claim('/'), null);
  const waiting = cache.settled('/');
  await ticket.store(html('home'));
  ticket.release();
  assert.equal((await waiting)?.status, 200);
});

test('an article write drops what shows releases, the home page with its latest releases among them, and keeps the content pages', async () => {
  const { cache, store } = cacheAt();
  const releases = ['/', '/investors/media', '/articles/a-release', '/api/articles?page=1&limit=20&year=', '/feed.xml', '/sitemap.xml', MISSING_ARTICLE_KEY];
  for (const key of ['/projects/maps', ...releases]) await store(key);
  cache.dropPublished();
  assert.ok(cache.get('/projects/maps'));
  for (const key of releases) assert.equal(cache.get(key), undefined, key);
});

test('a change of what is public drops the pages built from the documents library and keeps the others', async () => {
  const { cache, store } = cacheAt();
  const documents = ['/investors', '/investors/financial-statements?tab=fs', '/investors/corporate-presentation', '/projects', '/projects/reports'];
  for (const key of [...documents, '/investors/stock-information', '/projects/maps']) await store(key);
  cache.dropPublished();
  for (const key of documents) assert.equal(cache.get(key), undefined, key);
  assert.ok(cache.get('/investors/stock-information'));
  assert.ok(cache.get('/projects/maps'));
});

test('pages built from the documents library are served until the next scheduled time, with the short shared lifetime', async () => {
  const { cache, store, advance, now } = cacheAt({ nextPublication: async () => new Date(now() + 20_000) });
  await store('/investors/financial-statements');
  assert.equal(cache.get('/investors/financial-statements')!.headers.identity['cache-control'], 'public, max-age=0, s-maxage=30');
  advance(20_000);
  assert.equal(cache.get('/investors/financial-statements'), undefined);
});

test('what shows releases, built before an article write, is not stored after it', async () => {
  const { cache } = cacheAt();
  const ticket = cache.claim('/investors/media')!;
  cache.dropPublished();
  await ticket.store(html('stale list'));
  ticket.release();
  assert.equal(cache.get('/investors/media'), undefined);
});

test('a content page built across an article write is still stored; dropAll stops every build', async () => {
  const { cache } = cacheAt();
  const ticket = cache.claim('/projects/maps')!;
  cache.dropPublished();
  await ticket.store(html('maps'));
  ticket.release();
  assert.ok(cache.get('/projects/maps'), 'only what shows releases is affected by an article write');

  const second = cache.claim('/contact')!;
  cache.dropAll();
  await second.store(html('contact'));
  second.release();
  assert.equal(cache.get('/contact'), undefined);
});

test('what shows releases is served until the next scheduled publication after its build began, and not after', async () => {
  const asked: Date[] = [];
  let publication = 0;
  const { cache, store, advance, now } = cacheAt({
    nextPublication: async (after) => {
      asked.push(after);
      return new Date(publication);
    },
  });
  publication = now() + 90_000;
  const startedAt = now();
  const ticket = cache.claim('/articles/a-release')!;
  // The build takes a while; a release due during it may be missing from what was read.
  advance(1_000);
  await ticket.store(html('a release'));
  ticket.release();
  assert.deepEqual(asked, [new Date(startedAt)]);
  assert.ok(cache.get('/articles/a-release'));
  advance(30_000);
  assert.ok(cache.get('/articles/a-release'), 'held while its time to live lasts');

  await store('/feed.xml');
  advance(59_000);
  assert.equal(cache.get('/feed.xml'), undefined, 'not served once the scheduled minute has come');

  publication = now() - 1;
  await store('/investors/media');
  assert.equal(cache.get('/investors/media'), undefined, 'a publication already due: not stored');
  await store('/projects/maps');
  advance(59_999);
  assert.ok(cache.get('/projects/maps'), 'content pages do not wait for publications');
  advance(1);
  assert.equal(cache.get('/projects/maps'), undefined, 'nor outlive their time to live');
});

test('what shows releases is not stored when the next publication cannot be read', async () => {
  const { cache, store } = cacheAt({ nextPublication: () => Promise.reject(new Error('database down')) });
  await store('/investors/media');
  assert.equal(cache.get('/investors/media'), undefined);
});

test('what shows releases may stay 30 s at a CDN and not at all in a browser; content pages a minute', () => {
  for (const key of ['/', '/investors/media?year=2025', '/articles/a-release', MISSING_ARTICLE_KEY, '/api/articles?page=1&limit=20&year=', '/feed.xml', '/sitemap-2.xml']) {
    assert.equal(cacheControl(key), 'public, max-age=0, s-maxage=30', key);
  }
  assert.equal(cacheControl('/projects/maps'), 'public, max-age=60, stale-while-revalidate=300');
});

test('no number of API responses evicts a cached page: they are kept in a budget of their own', async () => {
  const { cache, store } = cacheAt({ maxEntries: 3, maxApiBytes: 20_000 });
  const pages = ['/', '/investors', '/contact'];
  for (const key of pages) await store(key);
  const json = (page: number): FreshResponse => ({ status: 200, type: 'application/json; charset=utf-8', body: Buffer.from(JSON.stringify({ page, items: 'x'.repeat(500) })) });
  for (let page = 1; page <= 200; page++) await store(`/api/articles?page=${page}&limit=10&year=`, json(page));
  for (const key of pages) assert.ok(cache.get(key), `${key} is still cached`);
  assert.ok(cache.get('/api/articles?page=200&limit=10&year='), 'the latest API response is kept');
  assert.equal(cache.get('/api/articles?page=1&limit=10&year='), undefined, 'older API responses make room within their own budget');
});

test('a flood of new API queries is built two at a time, the others waiting their turn', async (t) => {
  const { cache } = cacheAt();
  const app = Fastify();
  t.after(() => app.close());
  let running = 0;
  let most = 0;
  app.get<{ Querystring: { page: string } }>('/api/articles', (request, reply) =>
    cache.serve(request, reply, `/api/articles?page=${request.query.page}&limit=10&year=`, async () => {
      most = Math.max(most, ++running);
      for (let turn = 0; turn < 5; turn++) await nextTurn();
      running--;
      return { status: 200, type: 'application/json; charset=utf-8', body: Buffer.from(`[${request.query.page}]`) };
    }),
  );
  const answers = await Promise.all(Array.from({ length: 8 }, (_, page) => app.inject({ method: 'GET', url: `/api/articles?page=${page}` })));
  assert.deepEqual(answers.map((answer) => answer.body), Array.from({ length: 8 }, (_, page) => `[${page}]`));
  assert.equal(most, 2);
  assert.equal(cache.size, 8, 'every one is kept');
});
