/**
 * `npm test`: type check, lint, then unit, API and browser suites against a throwaway PostgreSQL and
 * a fresh production build. Installs what it needs (PostgreSQL server, Debian's chromium) when missing.
 * `node scripts/test.ts --only <files...>` runs just those files (no type check or lint).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestPostgres } from './test-db.ts';

const args = process.argv.slice(2);
const only = args[0] === '--only' ? args.slice(1) : null;
const SUITES = ['test/unit', 'test/scripts', 'test/api', 'test/e2e'];

function testFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.test.ts'))
    .map((e) => join(e.parentPath, e.name))
    .sort();
}

function run(label: string, cmd: string, cmdArgs: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

function ensureChromium(): void {
  if (existsSync('/usr/bin/chromium')) return;
  console.log('Installing Debian chromium for the browser tests (apt-get).');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], { stdio: 'inherit', env });
}

const files = only ?? SUITES.flatMap(testFiles);
const bin = join(process.cwd(), 'node_modules', '.bin');
// The content modules import the generated manifests, so the type check needs them first.
run('Generated assets', process.execPath, ['scripts/generate-assets.ts']);
if (!only) {
  run('Type check', join(bin, 'tsc'), ['-p', '.']);
  run('Lint', join(bin, 'biome'), ['lint', '.']);
}
if (files.some((f) => f.includes('e2e'))) ensureChromium();

const buildDir = mkdtempSync(join(tmpdir(), 'dcop-test-build-'));
const pg = await startTestPostgres();
let status = 1;
try {
  const env = { ...process.env, BUILD_DIR: buildDir, TEST_DATABASE_URL: pg.url };
  run('Production build for the tests', process.execPath, ['scripts/build.ts'], { ...env, NODE_ENV: 'production' });
  console.log(`\n▶ Tests (${files.length} files)`);
  const result = spawnSync(process.execPath, ['--test', '--test-timeout=180000', ...files], { stdio: 'inherit', env });
  status = result.status ?? 1;
} finally {
  pg.destroy();
  rmSync(buildDir, { recursive: true, force: true });
}
process.exit(status);
