/**
 * `npm test`: type check, lint, then unit, API and browser suites against a throwaway PostgreSQL and
 * a fresh production build. Tests are written with node:test and run by tap, which reads their TAP
 * output and prints a coverage summary. Installs what it needs (PostgreSQL server, Debian's
 * chromium and Java) when missing and running as root.
 * `node scripts/test.ts --only <files...>` runs just those files (no type check or lint).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { installDebianPackages } from './system-packages.ts';
import { startTestPostgres } from './test-db.ts';
import { testCounter } from './test-counter.ts';

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
  if (!existsSync('/usr/bin/chromium')) installDebianPackages(['chromium', 'fonts-dejavu-core'], 'the browser tests');
}

const HTML_VALIDITY_TEST = 'test/e2e/html-validity.test.ts';

/** The HTML validity test runs the Nu Html Checker (npm's vnu-jar), a Java program, on the machine's java. */
function ensureJava(): void {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) installDebianPackages(['default-jre-headless'], 'the HTML validity test');
}

/** tap's own entry, run on this Node (the machine's may be too old), so test files run on it too. */
function tapEntry(): string {
  const require = createRequire(import.meta.url);
  const manifest = require.resolve('tap/package.json');
  return join(dirname(manifest), (require(manifest) as { bin: { tap: string } }).bin.tap);
}

/**
 * tap compiles its plugin list (package.json "tap") into its own files at install time. An install
 * restores the default list, whose TypeScript loader breaks these tests, and tap would only notice
 * after spawning the first run's test files: rebuild it first, every time (a few seconds).
 */
function buildTap(): void {
  run('tap plugins', process.execPath, [tapEntry(), 'build']);
}

/** Runs the files under tap (settings in package.json "tap"), echoing its output, and ends with one count line. */
function runTap(files: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const counter = testCounter();
  const child = spawn(process.execPath, [tapEntry(), ...files], { stdio: ['ignore', 'pipe', 'inherit'], env });
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    counter.read(chunk.toString('utf8'));
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      const { passed, failed, skipped } = counter.totals();
      console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
      resolve(code ?? 1);
    });
  });
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
if (files.some((f) => f.endsWith(HTML_VALIDITY_TEST))) ensureJava();

const buildDir = mkdtempSync(join(tmpdir(), 'dcop-test-build-'));
const pg = await startTestPostgres();
let status = 1;
try {
  const env = { ...process.env, BUILD_DIR: buildDir, TEST_DATABASE_URL: pg.url };
  run('Production build for the tests', process.execPath, ['scripts/build.ts'], { ...env, NODE_ENV: 'production' });
  console.log(`\n▶ Tests (${files.length} files)`);
  buildTap();
  status = await runTap(files, env);
} finally {
  pg.destroy();
  rmSync(buildDir, { recursive: true, force: true });
}
process.exit(status);
