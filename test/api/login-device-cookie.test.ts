import assert from 'node:assert/strict';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/api.ts';
import { ensureTestAdmin, TEST_ADMIN } from '../helpers/admin.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const ATTACKER = '127.0.0.2';
const ADMIN_BROWSER = '127.0.0.3';

function login(app: App, body: object, remoteAddress: string, cookie?: string) {
  return app.inject({ method: 'POST', url: '/api/admin/login', payload: body, remoteAddress, headers: cookie ? { cookie } : {} });
}

/** The device cookie a successful login set, as the browser would send it back. */
function deviceCookie(response: Awaited<ReturnType<typeof login>>): string {
  const cookie = response.cookies.find((c) => c.name === 'dcop_device');
  assert.ok(cookie, 'a device cookie is set');
  return `${cookie.name}=${cookie.value}`;
}

async function attack(app: App, times = 5) {
  for (let i = 0; i < times; i++) {
    const response = await login(app, { username: TEST_ADMIN.username, password: `guess-${i}-password` }, ATTACKER);
    assert.equal(response.statusCode, 401);
  }
}

test('a successful login sets a signed, httpOnly, SameSite=Strict device cookie for the login route only', async (t) => {
  const { app } = await buildTestApp(t);
  await ensureTestAdmin(app);
  const response = await login(app, TEST_ADMIN, ADMIN_BROWSER);
  assert.equal(response.statusCode, 200);
  const header = String(response.headers['set-cookie']);
  assert.match(header, /^dcop_device=[0-9a-f]{32}:admin\.[A-Za-z0-9+/]{43};/, 'value carries a signature');
  assert.match(header, /; HttpOnly/);
  assert.match(header, /; SameSite=Strict/);
  assert.match(header, /; Path=\/api\/admin\/login/);
  assert.match(header, /; Max-Age=15552000/);
});

test('an attack locks the account for strangers, while the administrator’s known browser still logs in', async (t) => {
  const { app } = await buildTestApp(t);
  await ensureTestAdmin(app);
  const cookie = deviceCookie(await login(app, TEST_ADMIN, ADMIN_BROWSER));

  await attack(app);
  const stranger = await login(app, TEST_ADMIN, ADMIN_BROWSER);
  assert.equal(stranger.statusCode, 429, 'a browser without the cookie is locked out with the account');
  assert.deepEqual(stranger.json(), { message: 'Too many failed login attempts. Try again later.' });
  assert.ok(Number(stranger.headers['retry-after']) > 0);

  const known = await login(app, TEST_ADMIN, ADMIN_BROWSER, cookie);
  assert.equal(known.statusCode, 200, 'the device cookie lets the administrator in');
  assert.ok(known.json().token);

  assert.equal((await login(app, TEST_ADMIN, ATTACKER, cookie)).statusCode, 200, 'the cookie, not the address, is what counts');
  assert.equal((await login(app, TEST_ADMIN, ADMIN_BROWSER)).statusCode, 429, 'the account stays locked for strangers');
});

test('a forged, tampered or other account’s device cookie does not get past the lock', async (t) => {
  const { app } = await buildTestApp(t);
  await ensureTestAdmin(app);
  const cookie = deviceCookie(await login(app, TEST_ADMIN, ADMIN_BROWSER));
  await attack(app);
  const [name, value] = cookie.split('=') as [string, string];
  const tampered = `${name}=${value.replace(/^[0-9a-f]/, (c) => (c === 'a' ? 'b' : 'a'))}`;
  const unsigned = `${name}=${encodeURIComponent(`${'0'.repeat(32)}:admin`)}`;
  for (const bad of [tampered, unsigned]) assert.equal((await login(app, TEST_ADMIN, ADMIN_BROWSER, bad)).statusCode, 429, bad);
});

test('a known browser has its own limit: five wrong passwords lock that device', async (t) => {
  const { app } = await buildTestApp(t);
  await ensureTestAdmin(app);
  const cookie = deviceCookie(await login(app, TEST_ADMIN, ADMIN_BROWSER));
  for (let i = 0; i < 5; i++) {
    const response = await login(app, { username: TEST_ADMIN.username, password: `typo-${i}-password` }, `127.0.1.${i}`, cookie);
    assert.equal(response.statusCode, 401);
  }
  assert.equal((await login(app, TEST_ADMIN, '127.0.2.1', cookie)).statusCode, 429);
});

test('an unknown user gets the same 401 and, once locked, the same 429 as the real account', async (t) => {
  const { app } = await buildTestApp(t);
  await ensureTestAdmin(app);
  const real = await login(app, { username: TEST_ADMIN.username, password: 'wrong-password' }, '127.0.3.1');
  const unknown = await login(app, { username: 'nobody', password: 'wrong-password' }, '127.0.3.2');
  assert.equal(unknown.statusCode, real.statusCode);
  assert.deepEqual(unknown.json(), real.json());
  assert.equal(unknown.headers['set-cookie'], undefined);
  for (let i = 0; i < 5; i++) await login(app, { username: 'nobody', password: 'wrong-password' }, `127.0.4.${i}`);
  const locked = await login(app, { username: 'nobody', password: 'wrong-password' }, '127.0.5.1');
  assert.equal(locked.statusCode, 429);
  assert.deepEqual(locked.json(), { message: 'Too many failed login attempts. Try again later.' });
});
