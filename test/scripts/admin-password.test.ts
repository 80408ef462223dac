import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';
import { buildTestApp } from '../helpers/api.ts';
import { createTestDatabase } from '../helpers/test-db.ts';

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
  const database = await createTestDatabase();
  t.after(() => database.drop());

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
  const database = await createTestDatabase();
  t.after(() => database.drop());
  assert.equal(setPassword(database.url, 'keeper-password-123\n', ['editor']).status, 0);

  const refused = setPassword(database.url, 'short\n', ['editor']);
  assert.equal(refused.status, 1);
  assert.match(refused.stderr, /The password must be at least 12 characters; nothing was changed\./);
  assert.equal(await login(database.url, t, 'editor', 'keeper-password-123'), 200);
});
