import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../../src/server/db/orm.ts';
import { SAMPLE_ARTICLES } from '../../src/server/features/articles/sample-articles.ts';
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
 * The checker's CSS grammar predates CSS View Transitions Level 2, whose `@view-transition` rule opts the
 * site's document navigations into a cross-fade; every other CSS and HTML message still fails the test.
 */
const UNKNOWN_TO_CHECKER = /^CSS: Unrecognized at-rule “@view-transition”$/;

/** Handed to the checker with the pages: proves it reports errors. */
const CONTROL = 'control document';
const CONTROL_HTML =
  '<!doctype html><html lang="en"><head><title>Control</title></head><body><p id="x"></p><p id="x"></p></body></html>';

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
    const html = await response.text();
    // Every style (the global rules for html and body among them) is in the head, none streamed into the body.
    assert.doesNotMatch(html.slice(html.indexOf('<body')), /<style/, `${path} has a <style> in its body`);
    documents.set(path, html);
  }
  const messages = await checkHtml(new Map([...documents, [CONTROL, CONTROL_HTML]]));

  const control = messages.filter((m) => m.document === CONTROL && m.type === 'error').map((m) => m.message);
  assert.deepEqual(control, ['Duplicate ID “x”.']);
  const errors = messages.filter((m) => m.document !== CONTROL && m.type === 'error' && !UNKNOWN_TO_CHECKER.test(m.message));
  assert.equal(errors.length, 0, `${errors.length} errors on ${documents.size} pages:\n${errors.map(format).join('\n')}`);
});
