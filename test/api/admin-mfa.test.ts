import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Secret, TOTP } from 'otpauth';
import { RecoveryCode } from '../../src/server/db/entities/recovery-code.entity.ts';
import { buildTestApp } from '../helpers/api.ts';
import { bearer, loginToken, TEST_ADMIN } from '../helpers/admin.ts';

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

async function enable(app: App, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await post(app, '/api/admin/mfa/setup', token);
  assert.equal(setup.statusCode, 200);
  const { secret } = setup.json();
  const enabled = await post(app, '/api/admin/mfa/enable', token, { otp: code(secret) });
  assert.equal(enabled.statusCode, 200, enabled.body);
  return { secret, recoveryCodes: enabled.json().recoveryCodes };
}

test('set-up returns a secret, an otpauth URL and a QR code; a wrong code does not turn 2FA on', async (t) => {
  const { app } = await buildTestApp(t);
  const token = await loginToken(app);
  const setup = await post(app, '/api/admin/mfa/setup', token);
  assert.equal(setup.statusCode, 200);
  const body = setup.json();
  assert.match(body.secret, /^[A-Z2-7]{32}$/);
  assert.equal(body.otpauthUrl, `otpauth://totp/District%20Copper%20admin:admin?issuer=District%20Copper%20admin&secret=${body.secret}&algorithm=SHA1&digits=6&period=30`);
  assert.match(body.qrCodeDataUrl, /^data:image\/svg\+xml;base64,/);
  assert.match(Buffer.from(body.qrCodeDataUrl.split(',')[1], 'base64').toString('utf8'), /^<svg/);

  const wrong = await post(app, '/api/admin/mfa/enable', token, { otp: code(body.secret) === '000000' ? '111111' : '000000' });
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
  assert.equal((await post(app, '/api/admin/mfa/setup', token)).statusCode, 409, 'no second set-up while on');

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

  const badDisable = await post(app, '/api/admin/mfa/disable', session, { otp: '000000' });
  assert.equal(badDisable.statusCode, 400);
  assert.equal((await post(app, '/api/admin/mfa/disable', session, {})).statusCode, 400, 'the code is required');
  assert.equal((await post(app, '/api/admin/mfa/disable', session, { otp: recoveryCodes[0]! })).statusCode, 204);
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

  const setup = await post(app, '/api/admin/mfa/setup', setupOnly);
  assert.equal(setup.statusCode, 200);
  const enabled = await post(app, '/api/admin/mfa/enable', setupOnly, { otp: code(setup.json().secret) });
  assert.equal(enabled.statusCode, 200);
  const full = enabled.json().token as string;
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/articles', headers: bearer(full) })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/articles', headers: bearer(setupOnly) })).statusCode, 401, 'the set-up session ended');

  const disable = await post(app, '/api/admin/mfa/disable', full, { otp: enabled.json().recoveryCodes[0] });
  assert.equal(disable.statusCode, 409);
  assert.deepEqual((await login(app)).json(), CODE_REQUIRED);
});
