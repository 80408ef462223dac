import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AdminUser } from '../../src/server/db/entities/admin-user.entity.ts';
import { LoginFailure } from '../../src/server/db/entities/login-failure.entity.ts';
import { ensureAdminAccount } from '../../src/server/features/admin/admin-account.ts';
import { buildTestApp } from '../helpers/api.ts';
import { POSTGRES_ONLY } from '../helpers/test-db.ts';
import { testClock } from '../helpers/clock.ts';
import { bearer, decodeToken, ensureTestAdmin, forgeToken, loginToken, TEST_ADMIN } from '../helpers/admin.ts';

const LOCKED = { message: 'Too many failed login attempts. Try again later.' };
const INVALID_SESSION = { message: 'Invalid or expired session' };

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

function login(app: App, body: unknown, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/admin/login', payload: body as object, remoteAddress });
}

function listArticles(app: App, headers: Record<string, string> = {}) {
  return app.inject({ method: 'GET', url: '/api/admin/articles', headers });
}

test('login returns an HS256 token for 8 hours with sub, jti, iat and exp that opens the admin API', async (t) => {
  const { app } = await buildTestApp(t);
  const token = await loginToken(app);
  const { header, payload } = decodeToken(token);
  assert.equal(header.alg, 'HS256');
  assert.equal(payload.sub, 'admin');
  assert.match(String(payload.jti), /^[0-9a-f]{32}$/);
  assert.equal(Number(payload.exp) - Number(payload.iat), 8 * 3600);
  assert.ok(Math.abs(Number(payload.iat) - Date.now() / 1000) < 5);
  const response = await listArticles(app, bearer(token));
  assert.equal(response.statusCode, 200);
  assert.equal(response.headers['cache-control'], 'no-store');
});

test('missing fields answer 400 naming each required field', async (t) => {
  const { app } = await buildTestApp(t);
  const empty = await login(app, {});
  assert.equal(empty.statusCode, 400);
  assert.deepEqual(empty.json().errors, { username: 'Username is required', password: 'Password is required' });
  const blank = await login(app, { username: '', password: '' });
  assert.deepEqual(blank.json().errors, { username: 'Username is required', password: 'Password is required' });
});

test('a wrong username and a wrong password get the same 401', async (t) => {
  const { app } = await buildTestApp(t);
  await ensureTestAdmin(app);
  const unknown = await login(app, { username: 'nobody', password: 'whatever-password' }, '10.0.1.1');
  const wrong = await login(app, { username: TEST_ADMIN.username, password: 'wrong-password' }, '10.0.2.1');
  for (const response of [unknown, wrong]) {
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), { message: 'Invalid credentials' });
  }
});

test('every admin route refuses a missing, malformed, foreign or stale token with 401', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await ensureTestAdmin(app);
  // Only the property under test may be wrong: the password is older than every forged token.
  await orm.em.fork().nativeUpdate(AdminUser, { username: 'admin' }, { passwordChangedAt: new Date(Date.now() - 10 * 3600_000) });
  const now = Math.floor(Date.now() / 1000);
  const claims = { sub: 'admin', jti: 'a'.repeat(32), iat: now, exp: now + 3600 };

  const none = await listArticles(app);
  assert.equal(none.statusCode, 401);
  assert.deepEqual(none.json(), { message: 'Authentication required' });
  for (const route of [['POST', '/api/admin/articles'], ['PUT', '/api/admin/articles/1'], ['DELETE', '/api/admin/articles/1'], ['POST', '/api/admin/logout']] as const) {
    const response = await app.inject({ method: route[0], url: route[1], payload: route[0] === 'DELETE' ? undefined : {} });
    assert.equal(response.statusCode, 401, route.join(' '));
    assert.deepEqual(response.json(), { message: 'Authentication required' });
  }

  const refused: Record<string, Record<string, string>> = {
    garbage: bearer('not.a.jwt'),
    'not a bearer': { authorization: `Basic ${Buffer.from('admin:x').toString('base64')}` },
    'alg none': bearer(forgeToken(claims, 'none')),
    'HS512 with the right secret': bearer(forgeToken(claims, 'HS512')),
    'another secret': bearer(forgeToken(claims, 'HS256', 'some-other-secret-that-is-long-enough-000')),
    expired: bearer(forgeToken({ ...claims, iat: now - 9 * 3600, exp: now - 3600 })),
    'unknown user': bearer(forgeToken({ ...claims, sub: 'ghost' })),
    'no jti': bearer(forgeToken({ sub: 'admin', iat: now, exp: now + 3600 })),
  };
  for (const [label, headers] of Object.entries(refused)) {
    const response = await listArticles(app, headers);
    assert.equal(response.statusCode, 401, label);
    assert.deepEqual(response.json(), INVALID_SESSION, label);
  }
  assert.equal((await listArticles(app, bearer(forgeToken(claims)))).statusCode, 200, 'a well-formed HS256 token passes');
});

test('logout revokes the token in every process on the database', { skip: POSTGRES_ONLY }, async (t) => {
  const first = await buildTestApp(t);
  const second = await buildTestApp(t, {}, first.databaseUrl);
  const token = await loginToken(first.app);
  assert.equal((await listArticles(second.app, bearer(token))).statusCode, 200, 'the second process accepts it first');

  const logout = await first.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
  assert.equal(logout.statusCode, 204);
  for (const app of [first.app, second.app]) {
    const response = await listArticles(app, bearer(token));
    assert.equal(response.statusCode, 401);
    assert.deepEqual(response.json(), INVALID_SESSION);
  }
  const again = await second.app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
  assert.equal(again.statusCode, 401);
  assert.equal((await listArticles(first.app, bearer(await loginToken(first.app)))).statusCode, 200, 'a new login works');
});

test('a password rotation ends sessions issued before it; a login right after works', async (t) => {
  const { app } = await buildTestApp(t);
  const before = await loginToken(app);
  // Rotated a second after the token's issue: tokens carry whole seconds.
  const rotatedAt = new Date((Number(decodeToken(before).payload.iat) + 1) * 1000);
  await ensureTestAdmin(app, 'rotated-password-456', rotatedAt);
  const response = await listArticles(app, bearer(before));
  assert.equal(response.statusCode, 401);
  assert.deepEqual(response.json(), INVALID_SESSION);

  const fresh = await login(app, { username: TEST_ADMIN.username, password: 'rotated-password-456' });
  assert.equal(fresh.statusCode, 200);
  assert.equal((await listArticles(app, bearer(fresh.json().token))).statusCode, 200);
  assert.equal((await login(app, TEST_ADMIN, '10.0.9.9')).statusCode, 401, 'the old password is gone');
});

test('five failures for one username lock it with 429 and Retry-After, even for the right password', async (t) => {
  const { app } = await buildTestApp(t, {}, undefined, { clock: testClock().now });
  await ensureTestAdmin(app);
  for (let i = 0; i < 5; i++) {
    const response = await login(app, { username: 'Admin', password: `wrong-${i}-password` }, `10.1.0.${i}`);
    assert.equal(response.statusCode, 401);
  }
  const locked = await login(app, TEST_ADMIN, '10.1.1.1');
  assert.equal(locked.statusCode, 429);
  assert.deepEqual(locked.json(), LOCKED);
  assert.equal(locked.headers['retry-after'], '900');
});

test('five failures from one IP lock that IP for every username', async (t) => {
  const { app } = await buildTestApp(t);
  await ensureTestAdmin(app);
  for (let i = 0; i < 5; i++) assert.equal((await login(app, { username: `user${i}`, password: 'wrong-password' }, '10.2.0.1')).statusCode, 401);
  const locked = await login(app, TEST_ADMIN, '10.2.0.1');
  assert.equal(locked.statusCode, 429);
  assert.ok(Number(locked.headers['retry-after']) > 0);
  assert.equal((await login(app, TEST_ADMIN, '10.2.0.2')).statusCode, 200, 'another IP is unaffected');
});

test('Retry-After counts down to the oldest failure leaving the 15-minute window, then the lock lifts', async (t) => {
  const clock = testClock();
  const { app, orm } = await buildTestApp(t, {}, undefined, { clock: clock.now });
  await ensureTestAdmin(app);
  const em = orm.em.fork();
  const start = clock.now().getTime();
  for (let i = 0; i < 5; i++) em.create(LoginFailure, { key: 'user:admin', at: new Date(start - 14 * 60_000 + i * 1000) });
  await em.flush();
  const retryAfter = async () => {
    const response = await login(app, TEST_ADMIN, '10.3.0.1');
    return [response.statusCode, response.headers['retry-after']];
  };
  assert.deepEqual(await retryAfter(), [429, '60']);
  clock.advance(59_000);
  assert.deepEqual(await retryAfter(), [429, '1']);
  clock.advance(1_000);
  assert.deepEqual(await retryAfter(), [200, undefined]);
});

test('a successful login clears the counted failures of that user and IP', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await ensureTestAdmin(app);
  const fail = () => login(app, { username: TEST_ADMIN.username, password: 'wrong-password' }, '10.4.0.1');
  for (let i = 0; i < 4; i++) assert.equal((await fail()).statusCode, 401);
  assert.equal((await login(app, TEST_ADMIN, '10.4.0.1')).statusCode, 200);
  assert.equal(await orm.em.fork().count(LoginFailure, {}), 0);
  for (let i = 0; i < 4; i++) assert.equal((await fail()).statusCode, 401);
  assert.equal((await login(app, TEST_ADMIN, '10.4.0.1')).statusCode, 200, 'four new failures do not lock');
});

test('start-up creates admin with a random password once, and ADMIN_PASSWORD rotates it', async (t) => {
  const { app } = await buildTestApp(t);
  const first = await ensureAdminAccount(app.db, {});
  assert.equal(first.change, 'created');
  assert.equal(first.username, 'admin');
  assert.match(first.generatedPassword ?? '', /^[A-Za-z0-9]{20}$/);
  assert.equal((await login(app, { username: 'admin', password: first.generatedPassword })).statusCode, 200);
  assert.deepEqual(await ensureAdminAccount(app.db, {}), { change: 'unchanged', username: 'admin' }, 'no second password');

  assert.equal((await ensureAdminAccount(app.db, { username: 'admin', password: 'configured-password-1' })).change, 'rotated');
  assert.equal((await ensureAdminAccount(app.db, { username: 'admin', password: 'configured-password-1' })).change, 'unchanged');
  assert.equal((await login(app, { username: 'admin', password: 'configured-password-1' }, '10.5.0.1')).statusCode, 200);
  assert.equal((await login(app, { username: 'admin', password: first.generatedPassword }, '10.5.0.2')).statusCode, 401);
});
