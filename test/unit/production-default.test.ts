import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { test } from 'node:test';

const probe = (env: NodeJS.ProcessEnv) =>
  spawnSync(
    process.execPath,
    ['--input-type=module', '-e', "await import('./src/server/production-default.ts'); console.log(process.env.NODE_ENV)"],
    { encoding: 'utf8', env },
  ).stdout.trim();

test('without NODE_ENV the server process runs libraries in production mode', () => {
  const { NODE_ENV: _unset, ...env } = process.env;
  assert.equal(probe(env), 'production');
});

test('an explicit NODE_ENV is kept', () => {
  assert.equal(probe({ ...process.env, NODE_ENV: 'development' }), 'development');
});

test('main.ts loads the default before anything else', async () => {
  const { readFile } = await import('node:fs/promises');
  const main = await readFile('src/server/main.ts', 'utf8');
  assert.equal(main.split('\n')[0], "import './production-default.ts';");
});
