import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { AdminUser } from '../../src/server/db/entities/admin-user.entity.ts';
import { AuditEvent } from '../../src/server/db/entities/audit-event.entity.ts';
import { RecoveryCode } from '../../src/server/db/entities/recovery-code.entity.ts';
import { openDatabase } from '../../src/server/db/orm.ts';
import { buildTestApp, ownDatabase } from '../helpers/api.ts';
import { createPgliteDataDir } from '../helpers/test-db.ts';

function setPassword(databaseUrl: string, input: string, args: string[] = []) {
  return spawnSync(process.execPath, ['scripts/admin-password.ts', ...args], {
    input,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
}

async function login(databaseUrl: string, t: Parameters<typeof buildTestApp>[0], username: string, password: string) {
  const { app } = await buildTestApp(t, {}, databaseUrl);
  return (await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } })).statusCode;
}

test('npm run admin:password creates the account from a piped password, then rotates it', async (t) => {
  const database = await ownDatabase();

  const created = setPassword(database.url, 'first-password-123\n');
  assert.equal(created.status, 0, created.stderr);
  assert.match(created.stdout, /Created admin account "admin" with the new password\./);

  const rotated = setPassword(database.url, 'second-password-456\n');
  assert.equal(rotated.status, 0, rotated.stderr);
  assert.match(rotated.stdout, /Password changed for "admin"; sessions issued before now are ended\./);

  assert.equal(await login(database.url, t, 'admin', 'second-password-456'), 200);
  assert.equal(await login(database.url, t, 'admin', 'first-password-123'), 401);
});

test('a short password is refused and nothing changes', async (t) => {
  const database = await ownDatabase();
  assert.equal(setPassword(database.url, 'keeper-password-123\n', ['editor']).status, 0);

  const refused = setPassword(database.url, 'short\n', ['editor']);
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /The password must be at least 12 characters; nothing was changed\./);
  assert.equal(await login(database.url, t, 'editor', 'keeper-password-123'), 200);
});

test('--reset-2fa turns two-factor authentication off, audited, and leaves the password as it was', async (t) => {
  const database = await ownDatabase();
  assert.equal(setPassword(database.url, 'keeper-password-123\n').status, 0);
  const { app, orm } = await buildTestApp(t, {}, database.url);
  await orm.em.fork().nativeUpdate(AdminUser, { username: 'admin' }, { mfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' });
  const user = await orm.em.fork().findOneOrFail(AdminUser, { username: 'admin' });
  await orm.em.fork().insert(RecoveryCode, { adminUserId: user.id, codeHash: 'a'.repeat(64) });
  const asked = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password: 'keeper-password-123' } });
  assert.equal(asked.statusCode, 401, 'a code is asked for while 2FA is on');

  const reset = setPassword(database.url, '', ['--reset-2fa']);
  assert.equal(reset.status, 0, reset.stderr);
  assert.match(reset.stdout, /Two-factor authentication is off for "admin"/);
  const after = await orm.em.fork().findOneOrFail(AdminUser, { username: 'admin' });
  assert.deepEqual([after.mfaSecret, after.mfaPendingSecret, after.mfaLastStep], [null, null, null]);
  assert.equal(await orm.em.fork().count(RecoveryCode, {}), 0);
  assert.deepEqual((await orm.em.fork().find(AuditEvent, { action: 'mfa-reset' })).map((e) => [e.actor, e.ip]), [['admin', null]]);
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password: 'keeper-password-123' } });
  assert.equal(login.statusCode, 200, 'the password alone logs in again');

  const again = setPassword(database.url, '', ['--reset-2fa']);
  assert.match(again.stdout, /already off for "admin"; nothing was changed/);
  const nobody = setPassword(database.url, '', ['--reset-2fa', 'nobody']);
  assert.equal(nobody.status, 1);
  assert.match(nobody.stderr, /There is no admin account "nobody"; nothing was changed\./);
});

test('--reset-2fa on the embedded database: refused while a server holds it, done once it has stopped', async (t) => {
  const embedded = await createPgliteDataDir();
  t.after(() => embedded.remove());
  const run = (args: string[], input = '') =>
    spawnSync(process.execPath, ['scripts/admin-password.ts', ...args], {
      input,
      encoding: 'utf8',
      env: { ...process.env, DATABASE_URL: '', DATA_DIR: embedded.dataDir },
    });
  assert.equal(run([], 'keeper-password-123\n').status, 0);

  const server = await openDatabase({ dataDir: embedded.dataDir });
  await server.db.run((em) => em.nativeUpdate(AdminUser, { username: 'admin' }, { mfaSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }));
  const refused = run(['--reset-2fa']);
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /is in use by process \d+ .*Stop that server first/s);
  await server.close();

  const reset = run(['--reset-2fa']);
  assert.equal(reset.status, 0, reset.stderr);
  assert.match(reset.stdout, /Two-factor authentication is off for "admin"/);
  const after = await openDatabase({ dataDir: embedded.dataDir });
  const user = await after.db.run((em) => em.findOneOrFail(AdminUser, { username: 'admin' }));
  await after.close();
  assert.equal(user.mfaSecret, null);
});
