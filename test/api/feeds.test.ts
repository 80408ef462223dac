import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Readable } from 'node:stream';
import { XMLParser } from 'fast-xml-parser';
import FeedParser from 'feedparser';
import { Article } from '../../src/server/db/entities/article.entity.ts';
import { SITE_PAGES } from '../../src/shared/pages.ts';
import { buildTestApp } from '../helpers/api.ts';
import { HIDDEN_SLUGS, insertArticles, publicationStates, VISIBLE_SLUGS } from '../helpers/articles.ts';
import { TEST_ENV } from '../helpers/test-env.ts';

const SITE = TEST_ENV.SITE_URL;
const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', isArray: (name) => name === 'item' || name === 'url' });

test('feed.xml is RSS 2.0 of visible articles with absolute links, RFC 822 dates and escaped text', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, [
    ...publicationStates(),
    { slug: 'escaped', title: 'Drill results <b> & "quotes"', description: "Copper & gold's <zones>", published: true, date: new Date('2025-06-01T09:30:00Z') },
  ]);
  const response = await app.inject({ method: 'GET', url: '/feed.xml' });
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['content-type'], 'application/rss+xml; charset=utf-8');
  assert.equal(response.headers['cache-control'], 'public, max-age=0, s-maxage=30');
  const rss = parser.parse(response.body).rss;
  assert.equal(rss['@version'], '2.0');
  assert.equal(rss.channel.title, 'District Copper Corp. — Press Releases');
  assert.equal(rss.channel.link, `${SITE}/investors/media`);
  const items = rss.channel.item as Array<Record<string, unknown>>;
  assert.deepEqual(items.map((i) => i.link), ['escaped', ...VISIBLE_SLUGS].map((s) => `${SITE}/articles/${s}`));
  assert.equal(items[0]!.title, 'Drill results <b> & "quotes"');
  assert.equal(items[0]!.description, "Copper & gold's <zones>");
  // A release's date is a calendar date in the company's zone (America/Vancouver).
  assert.equal(items[0]!.pubDate, 'Sun, 01 Jun 2025 00:00:00 -0700');
  assert.deepEqual(items[0]!.guid, { '#text': `${SITE}/articles/escaped`, '@isPermaLink': 'true' });
  for (const slug of HIDDEN_SLUGS) assert.ok(!response.body.includes(slug), slug);
});

test('the feed holds the newest 50 releases however long the archive; the sitemap holds them all', async (t) => {
  const { app, orm } = await buildTestApp(t);
  const day = (i: number) => new Date(Date.UTC(2025, 0, 1) - i * 86_400_000);
  await insertArticles(orm, Array.from({ length: 60 }, (_, i) => ({ slug: `release-${String(i).padStart(2, '0')}`, date: day(i), published: true })));
  const items = parser.parse((await app.inject({ method: 'GET', url: '/feed.xml' })).body).rss.channel.item as Array<{ link: string }>;
  assert.deepEqual(items.map((i) => i.link), Array.from({ length: 50 }, (_, i) => `${SITE}/articles/release-${String(i).padStart(2, '0')}`));
  const urls = parser.parse((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).urlset.url as unknown[];
  assert.equal(urls.length, SITE_PAGES.length + 60);
});

test('sitemap.xml lists every public page and visible articles with lastmod', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, publicationStates().map((row) => ({ ...row, updatedAt: new Date('2025-05-06T15:00:00Z') })));
  const response = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^application\/xml/);
  const urlset = parser.parse(response.body).urlset;
  assert.equal(urlset['@xmlns'], 'http://www.sitemaps.org/schemas/sitemap/0.9');
  const urls = urlset.url as Array<{ loc: string; lastmod?: string }>;
  assert.deepEqual(
    urls.map((u) => u.loc),
    [...SITE_PAGES.map((p) => SITE + p.path), ...VISIBLE_SLUGS.map((s) => `${SITE}/articles/${s}`)],
  );
  const articles = urls.filter((u) => u.loc.includes('/articles/'));
  assert.deepEqual(articles.map((u) => u.lastmod), ['2025-05-06', '2025-05-06']);
  for (const slug of HIDDEN_SLUGS) assert.ok(!response.body.includes(slug), slug);
});

test('robots.txt keeps crawlers out of the admin and points at the sitemap', async (t) => {
  const { app } = await buildTestApp(t);
  const response = await app.inject({ method: 'GET', url: '/robots.txt' });
  assert.equal(response.statusCode, 200);
  assert.equal(response.body, `User-agent: *\nDisallow: /admin\n\nSitemap: ${SITE}/sitemap.xml\n`);
});

test('an empty feed and sitemap are still valid documents', async (t) => {
  const { app } = await buildTestApp(t);
  const rss = parser.parse((await app.inject({ method: 'GET', url: '/feed.xml' })).body).rss;
  assert.equal(rss.channel.item, undefined);
  const sitemap = parser.parse((await app.inject({ method: 'GET', url: '/sitemap.xml' })).body).urlset;
  assert.equal(sitemap.url.length, SITE_PAGES.length);
});

/** The feed as a feed reader reads it (feedparser: its items and its channel's metadata). */
async function readFeed(xmlText: string): Promise<{ meta: FeedParser.Meta; items: FeedParser.Item[] }> {
  const items: FeedParser.Item[] = [];
  const reader = new FeedParser({});
  let meta: FeedParser.Meta | undefined;
  await new Promise<void>((resolve, reject) => {
    reader.on('error', reject);
    reader.on('meta', (m: FeedParser.Meta) => (meta = m));
    reader.on('readable', () => {
      for (let item = reader.read(); item; item = reader.read()) items.push(item);
    });
    reader.on('end', resolve);
    Readable.from([xmlText]).pipe(reader);
  });
  return { meta: meta!, items };
}

const vancouverDay = (instant: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Vancouver' }).format(instant);

test("a feed reader dates each release on its own day in the company's zone, and sees a correction move the feed's date", async (t) => {
  // Built per request, so the correction written behind the app's back shows at once.
  const { app, orm } = await buildTestApp(t, { HTML_CACHE: 'off' });
  await insertArticles(orm, [
    { slug: 'november', published: true, date: new Date('2026-11-28T00:00:00Z') },
    { slug: 'summer', published: true, date: new Date('2026-07-01T00:00:00Z') },
    { slug: 'winter', published: true, date: new Date('2025-01-02T00:00:00Z') },
  ]);
  const first = await readFeed((await app.inject({ method: 'GET', url: '/feed.xml' })).body);
  assert.deepEqual(first.items.map((i) => vancouverDay(i.pubdate!)), ['2026-11-28', '2026-07-01', '2025-01-02']);
  assert.equal(first.meta.date?.toISOString(), new Date('2026-11-28T07:00:00Z').toISOString());

  const correctedAt = '2026-11-29T18:30:00.000Z';
  await orm.em.fork().nativeUpdate(Article, { slug: 'summer' }, { corrections: [{ at: correctedAt, note: 'Corrected the hole number.' }] });
  const corrected = await readFeed((await app.inject({ method: 'GET', url: '/feed.xml' })).body);
  assert.equal(corrected.meta.date?.toISOString(), correctedAt);
  const updated = (corrected.items[1] as FeedParser.Item & { 'atom:updated'?: { '#': string } })['atom:updated'];
  assert.equal(updated?.['#'], correctedAt);
  assert.equal(vancouverDay(corrected.items[1]!.pubdate!), '2026-07-01');
});
