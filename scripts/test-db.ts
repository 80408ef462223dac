/**
 * A throwaway PostgreSQL server for the test suites, from Debian's binaries, on loopback only.
 * Installs the server package when missing (as root); runs as the `postgres` user when we are root.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { installDebianPackages } from './system-packages.ts';

const PG_BIN_ROOT = '/usr/lib/postgresql';

function pgBin(): string {
  const find = () =>
    existsSync(PG_BIN_ROOT)
      ? execFileSync('ls', [PG_BIN_ROOT]).toString().split('\n').filter(Boolean).sort().reverse()
          .map((v) => join(PG_BIN_ROOT, v, 'bin'))
          .find((dir) => existsSync(join(dir, 'initdb')))
      : undefined;
  let dir = find();
  if (!dir) {
    installDebianPackages(['postgresql'], 'the throwaway test database');
    dir = find();
  }
  if (!dir) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  return dir;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export interface TestPostgres {
  url: string;
  dataDir: string;
  port: number;
  bin: string;
  /** Stops the server, keeping its data (fault tests start it again). */
  stop(): void;
  start(): void;
  /** Stops the server and deletes its data. */
  destroy(): void;
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = pgBin();
  const root = process.getuid?.() === 0;
  const asPg = (cmd: string, args: string[]) =>
    root ? spawnSync('runuser', ['-u', 'postgres', '--', join(bin, cmd), ...args], { encoding: 'utf8' }) : spawnSync(join(bin, cmd), args, { encoding: 'utf8' });
  const dataDir = mkdtempSync(join(tmpdir(), 'dcop-test-pg-'));
  if (root) execFileSync('chown', ['postgres:postgres', dataDir]);
  const init = asPg('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -c port=${port} -c unix_socket_directories=${dataDir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
  const start = () => {
    const result = asPg('pg_ctl', ['-D', dataDir, '-o', options, '-l', join(dataDir, 'server.log'), '-w', 'start']);
    if (result.status !== 0) throw new Error(`pg_ctl start failed: ${result.stderr}${result.stdout}`);
  };
  const stop = () => {
    asPg('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    dataDir,
    port,
    bin,
    start,
    stop,
    destroy() {
      stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
