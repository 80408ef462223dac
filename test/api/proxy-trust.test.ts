import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/api.ts';
import { ensureTestAdmin } from '../helpers/admin.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

function failLogin(app: App, username: string, forwardedFor: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: 'wrong-password' },
    headers: { 'x-forwarded-for': forwardedFor },
    remoteAddress: '127.0.0.1',
  });
}

test('without TRUST_PROXY a spoofed X-Forwarded-For does not change the address that gets locked', async (t) => {
  const { app } = await buildTestApp(t);
  await ensureTestAdmin(app);
  for (let i = 0; i < 5; i++) assert.equal((await failLogin(app, `user${i}`, `198.51.100.${i}`)).statusCode, 401);
  const locked = await failLogin(app, 'user9', '198.51.100.99');
  assert.equal(locked.statusCode, 429, 'every attempt came from 127.0.0.1, whatever the header said');
  assert.ok(Number(locked.headers['retry-after']) > 0);
});

test('with TRUST_PROXY naming the proxy, X-Forwarded-For is the client address', async (t) => {
  const { app } = await buildTestApp(t, { TRUST_PROXY: '127.0.0.1' });
  await ensureTestAdmin(app);
  for (let i = 0; i < 5; i++) assert.equal((await failLogin(app, `user${i}`, '203.0.113.7')).statusCode, 401);
  assert.equal((await failLogin(app, 'user9', '203.0.113.7')).statusCode, 429, 'the forwarded client is locked');
  assert.equal((await failLogin(app, 'user9', '203.0.113.8')).statusCode, 401, 'another forwarded client is not');
});

test('with TRUST_PROXY as a hop count, the address one hop out is the client', async (t) => {
  const { app } = await buildTestApp(t, { TRUST_PROXY: '1' });
  await ensureTestAdmin(app);
  // The client wrote the first entry itself; only the entry our proxy appended counts.
  for (let i = 0; i < 5; i++) assert.equal((await failLogin(app, `user${i}`, `10.9.9.${i}, 203.0.113.20`)).statusCode, 401);
  assert.equal((await failLogin(app, 'user9', '10.9.9.99, 203.0.113.20')).statusCode, 429);
  assert.equal((await failLogin(app, 'user9', '203.0.113.21')).statusCode, 401);
});

test('a trusted proxy reporting plain http gets a 301 to the https SITE_URL; nothing else is redirected', async (t) => {
  const { app } = await buildTestApp(t, { TRUST_PROXY: '1', SITE_URL: 'https://dcop.example' });
  const get = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/articles?page=2', headers: { host: 'evil.example', ...headers } });
  const redirected = await get({ 'x-forwarded-proto': 'http' });
  assert.equal(redirected.statusCode, 301);
  assert.equal(redirected.headers.location, 'https://dcop.example/api/articles?page=2');
  assert.match(String(redirected.headers['strict-transport-security']), /max-age=63072000/);
  assert.equal((await get({ 'x-forwarded-proto': 'https' })).statusCode, 200);
  assert.equal((await get({})).statusCode, 200, 'no header: nothing to go by');
});

test('an untrusted client saying X-Forwarded-Proto: http is not redirected', async (t) => {
  const { app } = await buildTestApp(t, { SITE_URL: 'https://dcop.example' });
  const response = await app.inject({ method: 'GET', url: '/api/articles', headers: { 'x-forwarded-proto': 'http' } });
  assert.equal(response.statusCode, 200);
});
