import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { freePort } from '../../scripts/test-db.ts';

function startEmbedded(dataDir: string, port: number) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', STOCK_API_URL: 'http://127.0.0.1:9' };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  const child = spawn(process.execPath, ['src/server/main.ts'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return { child, output: () => output };
}

test('embedded mode serves from ./data, and a second server on the same data refuses, naming the lock', async (t) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dcop-embedded-'));
  const port = await freePort();
  const first = startEmbedded(dataDir, port);
  t.after(() => {
    first.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  });
  const deadline = Date.now() + 60_000;
  let healthy = false;
  while (!healthy && Date.now() < deadline) {
    healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
    if (!healthy) await new Promise((r) => setTimeout(r, 250));
  }
  assert.ok(healthy, first.output());
  const home = await fetch(`http://127.0.0.1:${port}/`);
  assert.equal(home.status, 200);
  assert.match(await home.text(), /Meeting North America(&#x27;|')s Copper and Critical Minerals Demand/);

  const second = startEmbedded(dataDir, await freePort());
  const code = await new Promise<number | null>((resolve) => second.child.once('exit', resolve));
  assert.equal(code, 1);
  assert.match(second.output(), /server\.lock/);
  assert.match(second.output(), /in use by process \d+/);
  assert.equal((await fetch(`http://127.0.0.1:${port}/healthz`)).status, 200);
});
