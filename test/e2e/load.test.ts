import assert from 'node:assert/strict';
import { test } from 'node:test';
import autocannon from 'autocannon';
import { adminJsonHeaders, startSite } from '../helpers/e2e.ts';

const READERS = 200;
const DURATION_S = 8;
const PAGES = ['/', '/investors', '/investors/media', '/projects', '/api/articles', '/contact'];

test('200 concurrent readers while the admin creates and edits: no errors, no lost or duplicated writes', async (t) => {
  const site = await startSite(t);
  const headers = await adminJsonHeaders(site);

  const readers = autocannon({
    url: site.url,
    connections: READERS,
    duration: DURATION_S,
    requests: PAGES.map((path) => ({ method: 'GET', path })),
  });

  const created: { id: number; slug: string; version: number }[] = [];
  const deadline = Date.now() + (DURATION_S - 1) * 1000;
  let n = 0;
  while (Date.now() < deadline) {
    n++;
    const body = {
      title: `Load test release ${n}`,
      slug: `load-test-release-${n}`,
      category: 'Company News',
      source: 'Newsfile Corp.',
      date: '2025-06-01',
      description: `Release number ${n} written under load.`,
      content: `<p>Body of release ${n}.</p>`,
      published: true,
      includeDisclaimer: true,
    };
    const response = await fetch(`${site.url}/api/admin/articles`, { method: 'POST', headers, body: JSON.stringify(body) });
    assert.equal(response.status, 201, await response.clone().text());
    const article = (await response.json()) as { id: number; slug: string; version: number };
    const edit = await fetch(`${site.url}/api/admin/articles/${article.id}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ ...body, title: `${body.title} (edited)`, version: article.version }),
    });
    assert.equal(edit.status, 200, await edit.clone().text());
    created.push(article);
  }
  const result = await readers;
  t.diagnostic(`readers: ${result.requests.total} requests, ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms`);
  t.diagnostic(`admin: ${created.length} creates and ${created.length} edits acknowledged`);
  assert.equal(result.errors, 0);
  assert.equal(result.non2xx, 0);
  assert.equal(result.timeouts, 0);

  const list = (await (await fetch(`${site.url}/api/admin/articles`, { headers })).json()) as { slug: string; title: string }[];
  const slugs = list.map((a) => a.slug).filter((s) => s.startsWith('load-test-release-'));
  assert.equal(slugs.length, created.length, 'every acknowledged create is stored once');
  assert.equal(new Set(slugs).size, slugs.length, 'no duplicates');
  assert.ok(list.filter((a) => a.slug.startsWith('load-test-release-')).every((a) => a.title.endsWith('(edited)')), 'every edit is stored');
});
