import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../../src/server/db/orm.ts';
import { insertArticles } from '../helpers/articles.ts';
import { adminJsonHeaders, startSite } from '../helpers/e2e.ts';

const get = (url: string) => fetch(url, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });

/** Only answers served from the page cache carry an ETag; a fresh render streams without one. */
async function cached(url: string) {
  await (await get(url)).arrayBuffer();
  return get(url);
}

test('unknown paths and junk list parameters are answered from memory, not rendered per URL', async (t) => {
  const site = await startSite(t);
  const db = await openDatabase({ databaseUrl: site.databaseUrl, dataDir: '/nonexistent' });
  t.after(() => db.close());
  await insertArticles(db.orm, [
    { slug: 'release-2025', date: new Date('2025-03-04T12:00:00Z'), published: true },
    { slug: 'release-2024', date: new Date('2024-03-04T12:00:00Z'), published: true },
  ]);

  await t.test('every unknown path gets the same 404 body, which never echoes the path', async () => {
    await (await get(`${site.url}/warm-the-404`)).arrayBuffer();
    const first = await get(`${site.url}/no-such-page-${Date.now()}`);
    const second = await get(`${site.url}/deeply/nested/junk-${Math.random().toString(36).slice(2)}?x=<b>`);
    assert.equal(first.status, 404);
    assert.equal(second.status, 404);
    assert.ok(first.headers.get('etag'), 'a path never requested before is served from the cache');
    assert.equal(second.headers.get('etag'), first.headers.get('etag'), 'one cached body');
    const body = await second.text();
    assert.equal(body, await first.text());
    assert.ok(!body.includes('junk-') && !body.includes('no-such-page'));
    assert.match(body, /Page Not Found/);
  });

  await t.test('every address of a missing article gets the same article not-found body, and a published one its page', async () => {
    await (await get(`${site.url}/articles/warm-the-missing-article`)).arrayBuffer();
    const first = await get(`${site.url}/articles/no-such-release-${Date.now()}`);
    const second = await get(`${site.url}/articles/${encodeURIComponent('junk <b> %')}`);
    assert.equal(first.status, 404);
    assert.equal(second.status, 404);
    assert.ok(first.headers.get('etag'), 'a slug never requested before is served from the cache');
    assert.equal(second.headers.get('etag'), first.headers.get('etag'), 'one cached body');
    const body = await second.text();
    assert.match(body, /Article Not Found/);
    assert.ok(!body.includes('no-such-release') && !body.includes('warm-the-missing'));
    const headers = await adminJsonHeaders(site);
    const created = await fetch(`${site.url}/api/admin/articles`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ title: 'Published after a miss', slug: 'published-after-a-miss', category: 'Company News', source: 'Newsfile Corp.', date: '2024-05-01', description: 'A release whose address was asked for before it existed.', content: '<p>Now public.</p>', published: true, includeDisclaimer: true }),
    });
    assert.equal(created.status, 201);
    const published = await get(`${site.url}/articles/published-after-a-miss`);
    assert.equal(published.status, 200);
    assert.match(await published.text(), /Published after a miss/);
    // Back to the trash, so the list counts of the tests below stay as they were.
    const { id } = (await created.json()) as { id: number };
    assert.equal((await fetch(`${site.url}/api/admin/articles/${id}`, { method: 'DELETE', headers })).status, 204);
  });

  await t.test('a flood of unique 404s does not evict real pages', async () => {
    const home = await cached(`${site.url}/`);
    const etag = home.headers.get('etag');
    for (let i = 0; i < 120; i++) assert.equal((await get(`${site.url}/flood-${i}`)).status, 404);
    const again = await get(`${site.url}/`);
    assert.equal(again.headers.get('etag'), etag);
  });

  await t.test('?year= before 2000 or after this year, junk ?year= and ?page= past the end redirect to the canonical list', async () => {
    for (const [query, location] of [
      ['?year=1999', '/investors/media'],
      [`?year=${new Date().getUTCFullYear() + 1}`, '/investors/media'],
      ['?year=junk', '/investors/media'],
      ['?year=2024&page=7', '/investors/media?year=2024'],
      ['?page=0', '/investors/media'],
    ]) {
      const response = await get(`${site.url}/investors/media${query}`);
      assert.equal(response.status, 301, query);
      assert.equal(response.headers.get('location'), location, query);
    }
    const year = await get(`${site.url}/investors/media?year=2024`);
    assert.equal(year.status, 200);
  });

  await t.test('query strings a page ignores share its cached copy', async () => {
    const plain = await cached(`${site.url}/projects`);
    assert.ok(plain.headers.get('etag'));
    const tagged = await get(`${site.url}/projects?utm_source=newsletter&year=2020&page=3`);
    assert.equal(tagged.status, 200);
    assert.equal(tagged.headers.get('etag'), plain.headers.get('etag'));
  });

  await t.test('the news list pages with plain links, kept with the year filter', async () => {
    await insertArticles(
      db.orm,
      Array.from({ length: 22 }, (_, i) => ({ slug: `release-2023-${i}`, date: new Date(Date.UTC(2023, 10, 28 - i, 12)), published: true })),
    );
    // One more through the admin API, as the administrator would: the write refreshes the list's counts.
    const created = await fetch(`${site.url}/api/admin/articles`, {
      method: 'POST',
      headers: await adminJsonHeaders(site),
      body: JSON.stringify({ title: 'Written through the API', slug: 'written-through-the-api', category: 'Company News', source: 'Newsfile Corp.', date: '2023-11-29', description: 'One more.', content: '<p>One more.</p>', published: true, includeDisclaimer: true }),
    });
    assert.equal(created.status, 201);
    const first = await (await get(`${site.url}/investors/media`)).text();
    assert.match(first, /Page <!-- -->1<!-- --> of <!-- -->2|Page 1 of 2/);
    assert.match(first, /<a [^>]*href="\/investors\/media\?page=2"[^>]*>Older releases/);
    assert.equal((first.match(/<article/g) ?? []).length, 20);
    const second = await (await get(`${site.url}/investors/media?page=2`)).text();
    assert.equal((second.match(/<article/g) ?? []).length, 5);
    assert.match(second, /<a [^>]*href="\/investors\/media"[^>]*>← Newer releases/);
    const year = await (await get(`${site.url}/investors/media?year=2023`)).text();
    assert.equal((year.match(/<article/g) ?? []).length, 20);
    assert.match(year, /href="\/investors\/media\?year=2023&amp;page=2"/);
  });

  await t.test('the search page shares the search API limit of 30 a minute per address', async () => {
    for (let i = 0; i < 20; i++) assert.equal((await get(`${site.url}/api/search?q=copper${i}`)).status, 200);
    for (let i = 0; i < 10; i++) assert.equal((await get(`${site.url}/search?q=gold${i}`)).status, 200);
    const limited = await get(`${site.url}/search?q=one-more`);
    assert.equal(limited.status, 429);
    assert.ok(Number(limited.headers.get('retry-after')) > 0);
    assert.equal((await get(`${site.url}/api/search?q=copper`)).status, 429);
  });
});
