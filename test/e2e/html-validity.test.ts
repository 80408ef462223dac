import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../../src/server/db/orm.ts';
import { SAMPLE_ARTICLES } from '../../src/server/services/articles/sample-articles.ts';
import { SITE_PAGES } from '../../src/shared/pages.ts';
import { insertArticles } from '../helpers/articles.ts';
import { startSite } from '../helpers/e2e.ts';
import { startFakeStockProvider } from '../helpers/fake-stock-provider.ts';
import { checkHtml, type NuMessage } from '../helpers/nu-html-checker.ts';

/** Pages and states the sitemap does not list, with the status each is served with. */
const UNLISTED_PAGES: [path: string, status: number][] = [
  ['/search', 200],
  ['/search?q=copper', 200],
  ['/investors/media?year=2020', 200],
  ['/no-such-page', 404],
  ['/articles/no-such-release', 404],
];

/**
 * Temporary allowance: styled-components streams its <style> into the body, where a style element
 * may only style its parent and what follows it, yet its global rules select html and body. Remove
 * once the client puts all styles in the head.
 */
const STREAMED_STYLE_IN_BODY =
  /^The selector “[^”]+” matches, or might match, an element that comes before the parent of this “style” element\. A “style” element in “body” must only have selectors that match its parent and elements after its parent\.$/;

/** Handed to the checker with the pages: proves it reports errors and that the allowance lets only its own class through. */
const CONTROL = 'control document';
const CONTROL_HTML =
  '<!doctype html><html lang="en"><head><title>Control</title></head><body><style>html{color:red}</style><p id="x"></p><p id="x"></p></body></html>';

const format = (m: NuMessage) => `${m.document}:${m.line ?? '?'}: ${m.message}\n    ${m.extract.replace(/\n/g, ' ')}`;

test('the server HTML of every public page passes the Nu Html Checker without errors', async (t) => {
  const provider = await startFakeStockProvider(t, { price: 0.42, previousClose: 0.4 });
  const site = await startSite(t, { env: { HTML_CACHE: 'off', STOCK_API_URL: provider.url } });
  // Fetched once first, so the pages render the quote and the charts rather than their loading states.
  for (const api of ['/api/stock/DCOP', '/api/stock/DCOP.V/history', '/api/stock/DCOP.V/history?range=6mo']) {
    assert.equal((await fetch(site.url + api)).status, 200, api);
  }
  const db = await openDatabase({ databaseUrl: site.databaseUrl, dataDir: '/nonexistent' });
  t.after(() => db.close());
  await insertArticles(
    db.orm,
    SAMPLE_ARTICLES.map((article, i) => ({
      ...article,
      date: new Date(article.date),
      published: true,
      featuredImage: i === 0 ? '/og-image.jpg' : null,
    })),
  );

  const sitemap = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc!).pathname);
  assert.equal(listed.length, SITE_PAGES.length + SAMPLE_ARTICLES.length, 'the sitemap lists every page and article');
  const pages: [string, number][] = [...listed.map((path): [string, number] => [path, 200]), ...UNLISTED_PAGES];

  const documents = new Map<string, string>();
  for (const [path, status] of pages) {
    const response = await fetch(site.url + path, { redirect: 'manual' });
    assert.equal(response.status, status, path);
    documents.set(path, await response.text());
  }
  const messages = await checkHtml(new Map([...documents, [CONTROL, CONTROL_HTML]]));

  const control = messages.filter((m) => m.document === CONTROL && m.type === 'error').map((m) => m.message);
  assert.equal(control.length, 2, control.join('\n'));
  assert.equal(control.filter((m) => STREAMED_STYLE_IN_BODY.test(m)).length, 1, control.join('\n'));
  assert.ok(control.includes('Duplicate ID “x”.'), control.join('\n'));
  const errors = messages.filter((m) => m.document !== CONTROL && m.type === 'error' && !STREAMED_STYLE_IN_BODY.test(m.message));
  assert.equal(errors.length, 0, `${errors.length} errors on ${documents.size} pages:\n${errors.map(format).join('\n')}`);
});
