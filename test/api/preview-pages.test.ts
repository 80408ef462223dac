import assert from 'node:assert/strict';
import { test } from 'node:test';
import { publishingApp } from '../helpers/publishing.ts';
import { until } from '../helpers/until.ts';

test('a preview link whose token does not verify answers 404 with the cached not-found page, rendering nothing', async (t) => {
  const { app, call, create } = await publishingApp(t, undefined, { pages: true });
  await app.ready();
  // Only an answer from the response cache carries an ETag.
  await until(async () => (await app.inject({ method: 'GET', url: '/no-such-page' })).headers.etag !== undefined, 'the not-found page to be cached');
  const notFound = await app.inject({ method: 'GET', url: '/no-such-page' });
  const link = ((await call('POST', `/api/admin/articles/${(await create()).id}/preview`)).json() as { url: string }).url;
  const [id, generation, expiry, nonce, signature] = link.slice('/preview/'.length).split('.') as [string, string, string, string, string];
  const forged = `/preview/${[id, generation, expiry, nonce, `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`].join('.')}`;

  const builds = app.responseCache!.builds;
  for (const url of ['/preview/x', `/preview/${'0'.repeat(80)}`, forged]) {
    const response = await app.inject({ method: 'GET', url });
    assert.equal(response.statusCode, 404, url);
    assert.equal(response.headers.etag, notFound.headers.etag, url);
    assert.equal(response.body, notFound.body, url);
    assert.equal(response.headers['x-robots-tag'], 'noindex', url);
  }
  assert.equal(app.responseCache!.builds, builds, 'no page was built for them');

  const preview = await app.inject({ method: 'GET', url: link });
  assert.equal(preview.statusCode, 200);
  assert.equal(preview.headers['cache-control'], 'no-store');
  assert.match(preview.body, /Stony Lake Drilling Confirms Porphyry Copper/);
});
