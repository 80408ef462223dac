// Runs on PGlite too: ranks full-text search in the database.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { SearchResults } from '../../src/shared/search.ts';
import { Article } from '../../src/server/db/entities/article.entity.ts';
import { buildTestApp } from '../helpers/api.ts';
import { type ArticleRow, insertArticles as insertArticleRows } from '../helpers/articles.ts';

const HOUR = 3_600_000;
let clientNumber = 0;

/** Published by default, with a description that holds none of the words the tests search for. */
function insertArticles(orm: MikroORM, rows: ArticleRow[]): Promise<void> {
  return insertArticleRows(orm, rows.map((row) => ({ published: true, description: 'A routine corporate update.', ...row })));
}

/** Each call comes from its own address unless told otherwise, so only the rate-limit test meets the limit. */
function search(app: FastifyInstance, q: string, ip = `10.0.${Math.floor(++clientNumber / 250)}.${clientNumber % 250}`) {
  return app.inject({ method: 'GET', url: `/api/search?q=${encodeURIComponent(q)}`, remoteAddress: ip });
}

test('news hits come newest first, with highlighted, escaped snippets', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, [
    { slug: 'title-match', title: 'Chalcopyrite found at Copper Keg', date: new Date('2024-01-01T12:00:00Z') },
    {
      slug: 'body-match',
      title: 'Quarterly update',
      date: new Date('2025-06-01T12:00:00Z'),
      content: '<p>Crews logged <b>chalcopyrite</b> &amp; bornite in core. <script>alert(1)</script> Chalcopyrite again.</p>',
    },
    { slug: 'oldest', title: 'Early chalcopyrite showings', date: new Date('2019-03-05T12:00:00Z') },
  ]);
  const response = await search(app, 'chalcopyrite');
  assert.equal(response.statusCode, 200);
  const body = response.json() as SearchResults;
  assert.deepEqual(body.news.map((n) => n.slug), ['body-match', 'title-match', 'oldest']);
  assert.equal(body.news[1]!.title, 'Chalcopyrite found at Copper Keg');
  assert.equal(body.news[1]!.date, '2024-01-01T12:00:00.000Z');
  const snippet = body.news[0]!.snippet;
  assert.match(snippet, /<mark>chalcopyrite<\/mark> &amp; bornite/);
  assert.equal(snippet.replace(/<\/?mark>/g, '').includes('<'), false, snippet);
});

test('a markdown release is searched as the text a visitor reads, without its list marks, emphasis or table pipes', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, [
    {
      slug: 'markdown',
      title: 'Updated presentation',
      description: 'A routine corporate update.',
      content: [
        '**Vancouver** — The presentation covers:',
        '',
        '- the Copper Keg flagship project;',
        "- the Company's 25% interest in the Stony Lake gold project;",
        '',
        '| Project | Interest |',
        '|---|---|',
        '| Stony Lake | 25% |',
        '',
        'The previous edition is ~~current~~ superseded &amp; withdrawn.',
      ].join('\n'),
    },
  ]);
  const [hit] = ((await search(app, 'Stony Lake')).json() as SearchResults).news;
  assert.equal(
    hit!.snippet,
    '<mark>Stony</mark> <mark>Lake</mark> gold project; Project Interest <mark>Stony</mark> <mark>Lake</mark> 25% The previous edition is current superseded',
  );
  const [interest] = ((await search(app, 'interest')).json() as SearchResults).news;
  assert.equal(interest!.snippet, '<mark>interest</mark> in the Stony Lake gold project; Project <mark>Interest</mark> Stony Lake 25% The previous edition');
  const [company] = ((await search(app, 'company')).json() as SearchResults).news;
  assert.equal(company!.snippet, '<mark>Company</mark>&#39;s 25% interest in the Stony Lake gold project; Project Interest Stony Lake 25% The previous');
  for (const { snippet } of [hit!, interest!, company!]) assert.doesNotMatch(snippet, /\*\*|~~|\||(^|\s)- /);
});

test('drafts and future articles are never returned; due scheduled ones are', async (t) => {
  const { app, orm } = await buildTestApp(t);
  const now = Date.now();
  await insertArticles(orm, [
    { slug: 'draft', title: 'Molybdenite draft', published: false },
    { slug: 'future', title: 'Molybdenite future', published: false, scheduledDate: new Date(now + 24 * HOUR) },
    { slug: 'due', title: 'Molybdenite due', published: false, scheduledDate: new Date(now - HOUR) },
    { slug: 'live', title: 'Molybdenite live', content: 'molybdenite' },
  ]);
  const body = (await search(app, 'molybdenite')).json() as SearchResults;
  assert.deepEqual(body.news.map((n) => n.slug).sort(), ['due', 'live']);
});

test('finds static pages by their content text, title first', async (t) => {
  const { app } = await buildTestApp(t);
  const body = (await search(app, 'porphyry')).json() as SearchResults;
  const paths = body.pages.map((p) => p.path);
  assert.ok(paths.includes('/projects/copper-keg'), paths.join());
  const keg = body.pages.find((p) => p.path === '/projects/copper-keg')!;
  assert.equal(keg.title, 'Copper Keg Project');
  assert.match(keg.snippet, /<mark>porphyry<\/mark>/i);
  const gallery = (await search(app, 'gallery')).json() as SearchResults;
  assert.equal(gallery.pages[0]?.path, '/projects/gallery');
});

test('a page is found by its name and by the content it declares: the Stock Information page', async (t) => {
  const { app } = await buildTestApp(t);
  const byName = (await search(app, 'stock information')).json() as SearchResults;
  assert.deepEqual(byName.pages.map((p) => [p.path, p.title])[0], ['/investors/stock-information', 'Stock Information']);
  const byContent = (await search(app, 'TMX Money')).json() as SearchResults;
  assert.deepEqual(byContent.pages.map((p) => p.path), ['/investors/stock-information']);
  assert.match(byContent.pages[0]!.snippet, /<mark>TMX<\/mark> <mark>Money<\/mark>/);
});

test('an empty or missing query answers empty results', async (t) => {
  const { app } = await buildTestApp(t);
  for (const url of ['/api/search?q=', '/api/search', '/api/search?q=%20%20']) {
    const response = await app.inject({ method: 'GET', url, remoteAddress: '10.9.9.9' });
    assert.equal(response.statusCode, 200, url);
    assert.deepEqual(response.json(), { pages: [], news: [], documents: [] }, url);
  }
});

test('special characters, SQL-looking text, unicode and long queries never cause a server error', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, [{ slug: 'zurich', title: 'Zürich investor meeting', content: 'Café talk on copper' }]);
  const queries = [
    `'":*&|!()<>\\`,
    ':*',
    '!!!',
    '&|',
    '"unterminated',
    "' OR 1=1; --",
    "'; DROP TABLE article; --",
    'copper & !gold | (silver',
    '<script>alert(1)</script>',
    '\u0000null byte',
    'Zürich',
    '铜矿 勘探',
    '🙂🙂',
    'a'.repeat(100),
    '-',
    'the',
  ];
  for (const q of queries) {
    const response = await search(app, q);
    assert.equal(response.statusCode, 200, `${JSON.stringify(q)}: ${response.body}`);
    const body = response.json() as SearchResults;
    assert.ok(Array.isArray(body.pages) && Array.isArray(body.news), q);
    for (const hit of [...body.pages, ...body.news]) {
      assert.equal(hit.snippet.replace(/<\/?mark>/g, '').includes('<'), false, hit.snippet);
    }
  }
  const zurich = (await search(app, 'Zürich')).json() as SearchResults;
  assert.deepEqual(zurich.news.map((n) => n.slug), ['zurich']);
  assert.equal((await orm.em.fork().count(Article)), 1, 'the table is intact');

  for (const q of ['a'.repeat(101), 'copper '.repeat(2000)]) {
    const response = await search(app, q);
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().message, 'Search query must be at most 100 characters');
  }
  const twice = await app.inject({ method: 'GET', url: '/api/search?q=a&q=b', remoteAddress: '10.9.9.8' });
  assert.equal(twice.statusCode < 500, true, twice.body);
});

test('more than 30 searches a minute from one address get 429; other addresses are unaffected', async (t) => {
  const { app } = await buildTestApp(t);
  for (let i = 0; i < 30; i++) assert.equal((await search(app, 'copper', '10.1.1.1')).statusCode, 200);
  const limited = await search(app, 'copper', '10.1.1.1');
  assert.equal(limited.statusCode, 429);
  assert.match(limited.json().message, /rate limit/i);
  assert.ok(limited.headers['retry-after']);
  assert.equal((await search(app, 'copper', '10.1.1.2')).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/healthz', remoteAddress: '10.1.1.1' })).statusCode, 200);
});
