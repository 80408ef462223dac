import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import { fetchJson, HttpError } from '../../src/shared/fetch-json.ts';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function answer(response: Response, seen: RequestInit[] = []) {
  globalThis.fetch = (async (_url: string, init: RequestInit) => {
    seen.push(init);
    return response;
  }) as typeof fetch;
  return seen;
}

test('sends JSON content type and credentials, and returns the parsed body', async () => {
  const seen = answer(new Response('{"ok":true}', { status: 200 }));
  assert.deepEqual(await fetchJson('/api/x', { headers: { Authorization: 'Bearer t' } }), { ok: true });
  assert.equal(seen[0]!.credentials, 'include');
  assert.deepEqual(seen[0]!.headers, { 'Content-Type': 'application/json', Authorization: 'Bearer t' });
});

test('a non-success answer raises "{status}: {body text}"', async () => {
  answer(new Response('{"message":"Article not found"}', { status: 404, statusText: 'Not Found' }));
  await assert.rejects(fetchJson('/api/articles/x'), (error: unknown) => {
    assert.ok(error instanceof HttpError);
    assert.equal(error.message, '404: {"message":"Article not found"}');
    assert.equal(error.status, 404);
    return true;
  });
});

test('an empty error body falls back to the status text', async () => {
  answer(new Response(null, { status: 503, statusText: 'Service Unavailable' }));
  await assert.rejects(fetchJson('/api/articles'), { message: '503: Service Unavailable' });
});

test('can answer null on 401 instead of failing, and null on 204', async () => {
  answer(new Response('{"message":"Authentication required"}', { status: 401 }));
  assert.equal(await fetchJson('/api/admin/articles', { nullOn401: true }), null);
  answer(new Response(null, { status: 204 }));
  assert.equal(await fetchJson('/api/admin/logout', { method: 'POST' }), null);
});
