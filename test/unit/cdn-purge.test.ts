import assert from 'node:assert/strict';
import { test } from 'node:test';
import { purgePaths } from '../../src/server/core/publishing/cdn-purge.ts';

test('a change to the library purges every page built from it and the public list, once each', () => {
  assert.deepEqual(purgePaths(['documents', 'documents']), [
    '/',
    '/projects',
    '/projects/reports',
    '/investors',
    '/investors/financial-statements',
    '/investors/corporate-presentation',
    '/api/documents',
  ]);
});

test('a release change purges the pages that list releases, the feed, the sitemap and its own addresses', () => {
  assert.deepEqual(purgePaths(['articles', 'article:q1-results']), ['/', '/projects/copper-keg', '/projects/eaglehead', '/investors/media', '/feed.xml', '/sitemap.xml', '/api/articles', '/articles/q1-results', '/api/articles/q1-results']);
});

test('a change of company content purges every page, and the events calendar, never a release address', () => {
  const paths = purgePaths(['content']);
  for (const path of ['/', '/corporate/management', '/investors', '/investors/media', '/contact', '/events.ics']) assert.ok(paths.includes(path), path);
  assert.ok(!paths.some((path) => path.startsWith('/articles/') || path.startsWith('/api/articles/')), paths.join(' '));
});
