import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { cacheKey, HtmlCache } from '../../src/server/services/html-cache.ts';

const html = (text: string) => Buffer.from(`<!doctype html><p>${text}</p>`);

test('stores a rendered page with gzip and brotli bodies and an ETag', async () => {
  const cache = new HtmlCache();
  const ticket = cache.claim('/investors')!;
  await ticket.store(200, html('hello'), null);
  ticket.release();
  const page = cache.get('/investors')!;
  assert.equal(gunzipSync(page.gzip).toString(), '<!doctype html><p>hello</p>');
  assert.ok(page.brotli.length > 0);
  assert.match(page.etag, /^"[\w-]+"$/);
});

test('a second request for a page being rendered waits for that render instead of rendering again', async () => {
  const cache = new HtmlCache();
  const ticket = cache.claim('/')!;
  assert.equal(cache.claim('/'), null);
  const waiting = cache.settled('/');
  await ticket.store(200, html('home'), null);
  ticket.release();
  assert.equal((await waiting)?.status, 200);
});

test('an article write drops the news pages and keeps the content pages', async () => {
  const cache = new HtmlCache();
  for (const key of ['/', '/investors/media', '/articles/a-release']) {
    const ticket = cache.claim(key)!;
    await ticket.store(200, html(key), null);
    ticket.release();
  }
  cache.dropNewsPages();
  assert.ok(cache.get('/'));
  assert.equal(cache.get('/investors/media'), undefined);
  assert.equal(cache.get('/articles/a-release'), undefined);
});

test('a document write drops every page that shows documents and keeps the others', async () => {
  const cache = new HtmlCache();
  const showing = ['/investors', '/investors/financial-statements?tab=fs', '/investors/corporate-presentation', '/projects', '/projects/reports'];
  for (const key of [...showing, '/investors/stock-information', '/projects/maps']) {
    const ticket = cache.claim(key)!;
    await ticket.store(200, html(key), null);
    ticket.release();
  }
  cache.dropNewsPages();
  for (const key of showing) assert.equal(cache.get(key), undefined, key);
  assert.ok(cache.get('/investors/stock-information'));
  assert.ok(cache.get('/projects/maps'));
});

test('a news page rendered before an article write is not stored after it', async () => {
  const cache = new HtmlCache();
  const ticket = cache.claim('/investors/media')!;
  cache.dropNewsPages();
  await ticket.store(200, html('stale list'), null);
  ticket.release();
  assert.equal(cache.get('/investors/media'), undefined);
});

test('a content page rendered across an article write is still stored; dropAll stops every render', async () => {
  const cache = new HtmlCache();
  const ticket = cache.claim('/projects/maps')!;
  cache.dropNewsPages();
  await ticket.store(200, html('maps'), null);
  ticket.release();
  assert.ok(cache.get('/projects/maps'), 'only news and document pages are affected by an article write');

  const second = cache.claim('/contact')!;
  cache.dropAll();
  await second.store(200, html('contact'), null);
  second.release();
  assert.equal(cache.get('/contact'), undefined);
});

test('a page never outlives the next scheduled publication', async () => {
  const cache = new HtmlCache();
  const ticket = cache.claim('/investors/media')!;
  await ticket.store(200, html('list'), new Date(Date.now() - 1));
  ticket.release();
  assert.equal(cache.get('/investors/media'), undefined);
});

test('the key keeps only the query parameters that change the page', () => {
  assert.equal(cacheKey('/investors/media?utm_source=x&year=2025'), '/investors/media?year=2025');
  assert.equal(cacheKey('/?fbclid=1'), '/');
  assert.equal(cacheKey('/investors/media/?page=2&year=2024&x=1'), '/investors/media?year=2024&page=2');
  assert.equal(cacheKey('/projects?year=2025&page=3&tab=x'), '/projects', 'a page that reads no parameter has one key');
  assert.equal(cacheKey('/investors/financial-statements?tab=2021&year=1'), '/investors/financial-statements?tab=2021');
});
