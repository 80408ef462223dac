// Runs on PGlite too: the lockout is reserved in the database (a transaction per attempt, locks per key).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { AuditEvent } from '../../src/server/db/entities/audit-event.entity.ts';
import { LoginFailure } from '../../src/server/db/entities/login-failure.entity.ts';
import { bearer, ensureTestAdmin, loginToken, TEST_ADMIN } from '../helpers/admin.ts';
import { buildTestApp } from '../helpers/api.ts';
import { POSTGRES_ONLY } from '../helpers/test-db.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];
type Response = Awaited<ReturnType<App['inject']>>;

function login(app: App, password: string, remoteAddress: string, cookie?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: TEST_ADMIN.username, password },
    remoteAddress,
    headers: cookie ? { cookie } : {},
  });
}

/** `count` wrong passwords sent at once; `send` gets the guess's number. */
function burst(count: number, send: (i: number) => Promise<Response>): Promise<Response[]> {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
}

/** How many answers had each status; every 429 must say when to come back. */
function tally(responses: Response[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const response of responses) {
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
    if (response.statusCode === 429) assert.ok(Number(response.headers['retry-after']) > 0, `Retry-After ${response.headers['retry-after']}`);
  }
  return counts;
}

test('150 wrong passwords at once from one address for one account: five are checked, 145 get 429 with Retry-After', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await ensureTestAdmin(app);
  const responses = await burst(150, (i) => login(app, `guess-${i}-password`, '203.0.113.50'));
  assert.deepEqual(tally(responses), { 401: 5, 429: 145 });
  const failures = await orm.em.fork().find(LoginFailure, {}, { orderBy: { id: 'asc' } });
  assert.deepEqual(
    [failures.filter((f) => f.key === 'ip:203.0.113.50').length, failures.filter((f) => f.key === 'user:admin').length, failures.length],
    [5, 5, 10],
    'only the attempts let through are counted',
  );
  assert.equal((await login(app, TEST_ADMIN.password, '203.0.113.51')).statusCode, 429, 'the account stays locked for strangers');
});

test('a known device’s own allowance holds against guesses sent at once from several addresses', async (t) => {
  const { app } = await buildTestApp(t);
  await ensureTestAdmin(app);
  const first = await login(app, TEST_ADMIN.password, '198.51.100.1');
  const device = first.cookies.find((c) => c.name === 'dcop_device');
  assert.ok(device, 'a device cookie is set');
  const cookie = `${device.name}=${device.value}`;
  const responses = await burst(150, (i) => login(app, `typo-${i}-password`, `198.51.100.${(i % 3) + 10}`, cookie));
  assert.deepEqual(tally(responses), { 401: 5, 429: 145 });
  assert.equal((await login(app, TEST_ADMIN.password, '198.51.102.1', cookie)).statusCode, 429, 'the device is locked, even for the right password');
});

test('60 failed logins at once from one address leave the audit log five entries and one summary of the other 55', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await ensureTestAdmin(app);
  const responses = await burst(60, (i) => login(app, `guess-${i}-password`, '203.0.113.60'));
  assert.deepEqual(tally(responses), { 401: 5, 429: 55 });
  const rows = await orm.em.fork().find(AuditEvent, { ip: '203.0.113.60' }, { orderBy: { id: 'asc' } });
  assert.deepEqual(
    rows.map((r) => [r.action, r.actor, r.repeats ?? null]).sort(),
    [...Array.from({ length: 5 }, () => ['login-failed', 'admin', null]), ['login-failed-repeated', 'admin', 55]],
  );
});

test('being asked for the authentication code releases the attempt: it is no failure', async (t) => {
  const { app, orm } = await buildTestApp(t);
  const token = await loginToken(app);
  const setup = await app.inject({ method: 'POST', url: '/api/admin/mfa/setup', headers: bearer(token), payload: { password: TEST_ADMIN.password } });
  const otp = new TOTP({ secret: Secret.fromBase32(setup.json().secret) }).generate();
  const enabled = await app.inject({ method: 'POST', url: '/api/admin/mfa/enable', headers: bearer(token), payload: { password: TEST_ADMIN.password, otp } });
  assert.equal(enabled.statusCode, 200, enabled.body);
  assert.deepEqual(tally(await burst(4, (i) => login(app, `guess-${i}-password`, '203.0.113.70'))), { 401: 4 });
  for (let i = 0; i < 3; i++) {
    const asked = await login(app, TEST_ADMIN.password, '203.0.113.70');
    assert.deepEqual([asked.statusCode, asked.json()], [401, { message: 'Authentication code required', mfa: true }]);
  }
  assert.equal(await orm.em.fork().count(LoginFailure, { key: 'user:admin' }), 4, 'only the wrong passwords count');
});

test('wrong passwords sent at once to the 2FA set-up: five are checked, the rest get 429 with Retry-After', async (t) => {
  const { app } = await buildTestApp(t);
  const token = await loginToken(app);
  const responses = await burst(40, (i) =>
    app.inject({ method: 'POST', url: '/api/admin/mfa/setup', headers: bearer(token), payload: { password: `guess-${i}-password` } }),
  );
  assert.deepEqual(tally(responses), { 403: 5, 429: 35 });
});

test('two processes on one database share the allowance', { skip: POSTGRES_ONLY }, async (t) => {
  const first = await buildTestApp(t);
  const second = await buildTestApp(t, {}, first.databaseUrl);
  await ensureTestAdmin(first.app);
  const responses = await burst(100, (i) => login(i % 2 === 0 ? first.app : second.app, `guess-${i}-password`, '203.0.113.80'));
  assert.deepEqual(tally(responses), { 401: 5, 429: 95 });
});
