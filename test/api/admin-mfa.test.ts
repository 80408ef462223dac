import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { AdminUser } from '../../src/server/db/entities/admin-user.entity.ts';
import { AuditEvent } from '../../src/server/db/entities/audit-event.entity.ts';
import { RecoveryCode } from '../../src/server/db/entities/recovery-code.entity.ts';
import { buildTestApp } from '../helpers/api.ts';
import { bearer, ensureTestAdmin, loginToken, TEST_ADMIN } from '../helpers/admin.ts';

type App = Awaited<ReturnType<typeof buildTestApp>>['app'];

const CODE_REQUIRED = { message: 'Authentication code required', mfa: true };
const CODE_WRONG = { message: 'Invalid authentication code', mfa: true };

/** The code an authenticator app would show `offsetSteps` periods from now. */
function code(secret: string, offsetSteps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

function post(app: App, url: string, token: string, payload?: object) {
  return app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

function login(app: App, extra: object = {}, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/admin/login', payload: { ...TEST_ADMIN, ...extra }, remoteAddress });
}

const { password } = TEST_ADMIN;

async function enable(app: App, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(app, '/api/admin/mfa/setup', token, { password });
  assert.equal(setup.statusCode, 200);
  const { secret } = setup.json();
  const enabled = await post(app, '/api/admin/mfa/enable', token, { password, otp: code(secret) });
  assert.equal(enabled.statusCode, 200, enabled.body);
  return { secret, recoveryCodes: enabled.json().recoveryCodes };
}

test('set-up returns a secret, an otpauth URL and a QR code; a wrong code does not turn 2FA on', async (t) => {
  const { app } = await buildTestApp(t);
  const token = await loginToken(app);
  const setup = await post(app, '/api/admin/mfa/setup', token, { password });
  assert.equal(setup.statusCode, 200);
  const body = setup.json();
  assert.match(body.secret, /^[A-Z2-7]{32}$/);
  assert.equal(body.otpauthUrl, `otpauth://totp/District%20Copper%20admin:admin?issuer=District%20Copper%20admin&secret=${body.secret}&algorithm=SHA1&digits=6&period=30`);
  assert.match(body.qrCodeDataUrl, /^data:image\/svg\+xml;base64,/);
  assert.match(Buffer.from(body.qrCodeDataUrl.split(',')[1], 'base64').toString('utf8'), /^<svg/);

  const wrong = await post(app, '/api/admin/mfa/enable', token, { password, otp: code(body.secret) === '000000' ? '111111' : '000000' });
  assert.equal(wrong.statusCode, 400);
  assert.deepEqual(wrong.json(), { message: 'Invalid authentication code' });
  assert.deepEqual((await app.inject({ method: 'GET', url: '/api/admin/mfa', headers: bearer(token) })).json(), {
    enabled: false,
    required: false,
    recoveryCodesLeft: 0,
  });
  assert.equal((await login(app)).statusCode, 200, 'login still needs no code');
});

test('the whole 2FA flow: enable, log in with a TOTP code or a recovery code once, then disable', async (t) => {
  const { app, orm } = await buildTestApp(t);
  const token = await loginToken(app);
  const { secret, recoveryCodes } = await enable(app, token);
  assert.equal(recoveryCodes.length, 10);
  assert.equal(new Set(recoveryCodes).size, 10);
  for (const recovery of recoveryCodes) assert.match(recovery, /^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){3}$/);
  const stored = await orm.em.fork().find(RecoveryCode, {});
  assert.equal(stored.length, 10);
  for (const row of stored) assert.ok(!recoveryCodes.some((c) => row.codeHash.includes(c.replace(/-/g, ''))), 'stored hashed');
  assert.equal((await post(app, '/api/admin/mfa/setup', token, { password })).statusCode, 409, 'no second set-up while on');

  const withoutCode = await login(app);
  assert.equal(withoutCode.statusCode, 401);
  assert.deepEqual(withoutCode.json(), CODE_REQUIRED);
  const wrongCode = await login(app, { otp: '12345x' });
  assert.equal(wrongCode.statusCode, 401);
  assert.deepEqual(wrongCode.json(), CODE_WRONG);
  const wrongPassword = await login(app, { password: 'wrong-password', otp: code(secret, 1) });
  assert.deepEqual(wrongPassword.json(), { message: 'Invalid credentials' }, 'a code never stands in for the password');

  // The enabling code used up the current step; the next one (clock drift allowance) is still valid.
  const next = code(secret, 1);
  const withCode = await login(app, { otp: next });
  assert.equal(withCode.statusCode, 200, withCode.body);
  const session = withCode.json().token as string;
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/articles', headers: bearer(session) })).statusCode, 200);
  assert.deepEqual((await login(app, { otp: next })).json(), CODE_WRONG, 'a TOTP code works once');

  const recovery = recoveryCodes[3]!;
  assert.equal((await login(app, { otp: recovery.toLowerCase().replace(/-/g, ' ') })).statusCode, 200, 'recovery code, loosely typed');
  assert.deepEqual((await login(app, { otp: recovery })).json(), CODE_WRONG, 'a recovery code works once');
  assert.equal(await orm.em.fork().count(RecoveryCode, {}), 9);

  const badDisable = await post(app, '/api/admin/mfa/disable', session, { password, otp: '000000' });
  assert.equal(badDisable.statusCode, 400);
  assert.deepEqual((await post(app, '/api/admin/mfa/disable', session, { password })).json().errors, { otp: 'Authentication code is required' });
  assert.equal((await post(app, '/api/admin/mfa/disable', session, { password, otp: recoveryCodes[0]! })).statusCode, 204);
  assert.equal(await orm.em.fork().count(RecoveryCode, {}), 0);
  assert.equal((await login(app)).statusCode, 200, 'no code needed any more');
});

test('the MFA routes need a session', async (t) => {
  const { app } = await buildTestApp(t);
  for (const url of ['/api/admin/mfa/setup', '/api/admin/mfa/enable', '/api/admin/mfa/disable']) {
    const response = await app.inject({ method: 'POST', url, payload: { otp: '123456' } });
    assert.equal(response.statusCode, 401, url);
  }
});

test('ADMIN_REQUIRE_2FA issues an account without 2FA only a set-up session, swapped for a full one on enabling', async (t) => {
  const { app } = await buildTestApp(t, { ADMIN_REQUIRE_2FA: 'true' });
  const first = await loginToken(app).then(async () => (await login(app)).json());
  assert.equal(first.mfaSetupRequired, true);
  const setupOnly = first.token as string;
  const refused = await app.inject({ method: 'GET', url: '/api/admin/articles', headers: bearer(setupOnly) });
  assert.equal(refused.statusCode, 403);
  assert.deepEqual(refused.json(), { message: 'Set up two-factor authentication first' });

  const setup = await post(app, '/api/admin/mfa/setup', setupOnly, { password });
  assert.equal(setup.statusCode, 200);
  const enabled = await post(app, '/api/admin/mfa/enable', setupOnly, { password, otp: code(setup.json().secret) });
  assert.equal(enabled.statusCode, 200);
  const full = enabled.json().token as string;
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/articles', headers: bearer(full) })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/articles', headers: bearer(setupOnly) })).statusCode, 401, 'the set-up session ended');

  const disable = await post(app, '/api/admin/mfa/disable', full, { password, otp: enabled.json().recoveryCodes[0] });
  assert.equal(disable.statusCode, 409);
  assert.deepEqual((await login(app)).json(), CODE_REQUIRED);
});

test('a stolen session cannot set up 2FA: setup needs the password (400 without, 403 when wrong), and nothing is stored', async (t) => {
  const { app, orm } = await buildTestApp(t);
  const token = await loginToken(app);
  const missing = await post(app, '/api/admin/mfa/setup', token, {});
  assert.equal(missing.statusCode, 400);
  assert.deepEqual(missing.json().errors, { password: 'Password is required' });
  assert.equal((await post(app, '/api/admin/mfa/setup', token)).statusCode, 400, 'no body at all');
  const wrong = await post(app, '/api/admin/mfa/setup', token, { password: 'not-the-password' });
  assert.equal(wrong.statusCode, 403);
  assert.deepEqual(wrong.json(), { message: 'Incorrect password' });
  const user = await orm.em.fork().findOneOrFail(AdminUser, { username: TEST_ADMIN.username });
  assert.equal(user.mfaPendingSecret, null);

  const setup = await post(app, '/api/admin/mfa/setup', token, { password });
  const enableWithoutPassword = await post(app, '/api/admin/mfa/enable', token, { otp: code(setup.json().secret) });
  assert.equal(enableWithoutPassword.statusCode, 400);
  assert.deepEqual(enableWithoutPassword.json().errors, { password: 'Password is required' });
  const enableWrongPassword = await post(app, '/api/admin/mfa/enable', token, { password: 'not-the-password', otp: code(setup.json().secret) });
  assert.equal(enableWrongPassword.statusCode, 403);
  assert.equal((await orm.em.fork().findOneOrFail(AdminUser, { username: TEST_ADMIN.username })).mfaSecret, null);
});

test('1,000 wrong codes on disable: 400 five times, then 429 with Retry-After, even with the right code', async (t) => {
  const { app } = await buildTestApp(t);
  const token = await loginToken(app);
  const { secret } = await enable(app, token);
  const right = code(secret, 1);
  const statuses: number[] = [];
  let lastRetryAfter: string | undefined;
  for (let i = 0; i < 1000; i += 1) {
    const guess = String(i).padStart(6, '0');
    const response = await post(app, '/api/admin/mfa/disable', token, { password, otp: guess === right ? '999999' : guess });
    statuses.push(response.statusCode);
    lastRetryAfter = response.headers['retry-after'] as string | undefined;
  }
  assert.deepEqual(statuses.slice(0, 5), [400, 400, 400, 400, 400]);
  assert.deepEqual(new Set(statuses.slice(5)), new Set([429]));
  assert.ok(Number(lastRetryAfter) > 0 && Number(lastRetryAfter) <= 15 * 60, `Retry-After ${lastRetryAfter}`);
  const locked = await post(app, '/api/admin/mfa/disable', token, { password, otp: right });
  assert.equal(locked.statusCode, 429);
  assert.deepEqual(locked.json(), { message: 'Too many failed attempts. Try again later.' });
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/mfa', headers: bearer(token) })).json().enabled, true);
});

test('wrong passwords on setup are throttled like logins: five, then 429', async (t) => {
  const { app } = await buildTestApp(t);
  const token = await loginToken(app);
  const statuses: number[] = [];
  for (let i = 0; i < 7; i += 1) statuses.push((await post(app, '/api/admin/mfa/setup', token, { password: `guess-${i}` })).statusCode);
  assert.deepEqual(statuses, [403, 403, 403, 403, 403, 429, 429]);
  const right = await post(app, '/api/admin/mfa/setup', token, { password });
  assert.equal(right.statusCode, 429, 'the right password waits too');
  assert.ok(Number(right.headers['retry-after']) > 0);
});

test('turning 2FA on and off is audited', async (t) => {
  const { app, orm } = await buildTestApp(t);
  const token = await loginToken(app);
  const { recoveryCodes } = await enable(app, token);
  assert.equal((await post(app, '/api/admin/mfa/disable', token, { password, otp: recoveryCodes[0]! })).statusCode, 204);
  const rows = await orm.em.fork().find(AuditEvent, { action: { $like: 'mfa-%' } }, { orderBy: { id: 'asc' } });
  assert.deepEqual(rows.map((r) => [r.action, r.actor, r.ip]), [
    ['mfa-enable', 'admin', '127.0.0.1'],
    ['mfa-disable', 'admin', '127.0.0.1'],
  ]);
  const log = (await app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(token) })).json();
  assert.deepEqual(log.entries.slice(0, 2).map((e: { action: string }) => e.action), ['mfa-disable', 'mfa-enable']);
});

test('setting ADMIN_PASSWORD rotates the password but leaves 2FA on', async (t) => {
  const { app } = await buildTestApp(t);
  const token = await loginToken(app);
  const { secret } = await enable(app, token);
  await ensureTestAdmin(app, 'a-rotated-password-456', new Date(Date.now() + 1000));
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password: 'a-rotated-password-456' } });
  assert.deepEqual(login.json(), CODE_REQUIRED);
  const withCode = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password: 'a-rotated-password-456', otp: code(secret, 1) },
  });
  assert.equal(withCode.statusCode, 200, withCode.body);
});
