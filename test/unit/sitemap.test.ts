import assert from 'node:assert/strict';
import { test } from 'node:test';
import { XMLParser } from 'fast-xml-parser';
import { sitemap } from '../../src/server/features/articles/sitemap.ts';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'url' || name === 'sitemap' });
const urls = (n: number) => Array.from({ length: n }, (_, i) => `  <url><loc>https://example.com/articles/release-${i}</loc></url>`);
const part = (n: number) => `https://example.com/sitemap-${n}.xml`;
const locs = (xml: string) => (parser.parse(xml).urlset.url as { loc: string }[]).map((u) => u.loc);

test('within the limits the sitemap is one urlset at the root', () => {
  const { root, parts } = sitemap(urls(3), part, { urls: 3, bytes: 10_000 });
  assert.deepEqual(parts, []);
  assert.equal(parser.parse(root).urlset['@xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
  assert.equal(locs(root).length, 3);
});

test('past the URL limit the root is a sitemap index of parts that each keep within it', () => {
  const { root, parts } = sitemap(urls(7), part, { urls: 3, bytes: 10_000 });
  const index = parser.parse(root).sitemapindex;
  assert.equal(index['@xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
  assert.deepEqual((index.sitemap as { loc: string }[]).map((s) => s.loc), [part(1), part(2), part(3)]);
  assert.deepEqual(parts.map((xml) => locs(xml).length), [3, 3, 1]);
  assert.deepEqual(parts.flatMap(locs), urls(7).map((line) => /<loc>(.*)<\/loc>/.exec(line)![1]));
});

test('past the size limit a part is closed before it would grow beyond it', () => {
  const limit = 700;
  const { parts } = sitemap(urls(10), part, { urls: 50_000, bytes: limit });
  assert.ok(parts.length > 1);
  for (const xml of parts) assert.ok(Buffer.byteLength(xml) <= limit, `${Buffer.byteLength(xml)} bytes`);
  assert.equal(parts.flatMap(locs).length, 10);
});

test('an empty sitemap is still a valid urlset', () => {
  const { root, parts } = sitemap([], part);
  assert.deepEqual(parts, []);
  assert.match(root, /<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n<\/urlset>\n$/);
});
