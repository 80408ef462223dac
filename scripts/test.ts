/**
 * `npm test`: type check, lint, then unit, API and browser suites against a throwaway PostgreSQL and
 * a fresh production build. Tests are written with node:test and run by tap, which reads their TAP
 * output and prints a coverage summary. Installs what it needs (PostgreSQL server, Debian's
 * chromium and Java) when missing and running as root.
 * The API suite runs twice: on PostgreSQL and on the embedded PGlite database that `npm start` uses.
 * `node scripts/test.ts --only <files...>` runs just those files (no type check or lint; a build and a
 * PostgreSQL server only when they need one); `--db=postgresql` or `--db=pglite` runs API files on one only.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { installDebianPackages } from './system-packages.ts';
import { startTestPostgres } from './test-db.ts';
import { testCounter } from './test-counter.ts';
import { createPgliteTemplate } from '../test/helpers/test-db.ts';

const args = process.argv.slice(2);
const dbArg = args.find((a) => a.startsWith('--db='))?.slice('--db='.length) ?? 'both';
const rest = args.filter((a) => !a.startsWith('--db='));
const only = rest[0] === '--only' ? rest.slice(1) : null;
const SUITES = ['test/unit', 'test/scripts', 'test/api', 'test/e2e'];
const API_SUITE = 'test/api/';

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

/** Runs the files under tap (settings in package.json "tap"), echoing its output and counting its results. */
function runTap(files: string[], env: NodeJS.ProcessEnv, counter: ReturnType<typeof testCounter>, coverage: boolean): Promise<number> {
  const child = spawn(process.execPath, [tapEntry(), ...(coverage ? [] : ['--disable-coverage']), ...files], { stdio: ['ignore', 'pipe', 'inherit'], env });
  child.stdout.on('data', (chunk: Buffer) => {
    process.stdout.write(chunk);
    counter.read(chunk.toString('utf8'));
  });
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const files = only ?? SUITES.flatMap(testFiles);
const bin = join(process.cwd(), 'node_modules', '.bin');
// The content modules import the generated manifests, so the type check needs them first.
run('Generated assets', process.execPath, ['scripts/generate-assets.ts']);
if (!only) {
  run('Type check', join(bin, 'tsc'), ['-p', '.']);
  run('Lint', join(bin, 'biome'), ['lint', '.']);
}
const e2e = files.some((f) => f.includes('e2e'));
if (e2e) ensureChromium();
if (files.some((f) => f.endsWith(HTML_VALIDITY_TEST))) ensureJava();

// Unit tests need neither a database nor a build; API tests render pages only when they ask for them.
const RENDERS_PAGES = /ssr: 'production'|pages: true/;
const needsBuild = e2e || files.some((f) => f.includes(API_SUITE) && RENDERS_PAGES.test(readFileSync(f, 'utf8')));
const apiFiles = files.filter((f) => f.includes(API_SUITE));
const onPostgres = dbArg === 'pglite' ? files.filter((f) => !f.includes(API_SUITE)) : files;
const onPglite = dbArg === 'postgresql' ? [] : apiFiles;
const needsPostgres = onPostgres.some((f) => !f.startsWith('test/unit/'));

const scratch = mkdtempSync(join(tmpdir(), 'dcop-test-'));
const buildDir = join(scratch, 'build');
const pgliteTemplate = join(scratch, 'pglite-template');
const pg = needsPostgres ? await startTestPostgres() : null;
let status = 0;
try {
  // One migrated embedded database, copied by every test that needs one (API tests on PGlite, scripts).
  const needsPglite = onPglite.length > 0 || files.some((f) => f.startsWith('test/scripts/'));
  if (needsPglite) {
    console.log('\n▶ Embedded database template');
    mkdirSync(pgliteTemplate);
    await createPgliteTemplate(pgliteTemplate);
  }
  const env = { ...process.env, BUILD_DIR: buildDir, ...(pg ? { TEST_DATABASE_URL: pg.url } : {}), ...(needsPglite ? { TEST_PGLITE_TEMPLATE: pgliteTemplate } : {}) };
  if (needsBuild) run('Production build for the tests', process.execPath, ['scripts/build.ts'], { ...env, NODE_ENV: 'production' });
  buildTap();
  const counter = testCounter();
  const timings: string[] = [];
  const pass = async (label: string, passFiles: string[], passEnv: NodeJS.ProcessEnv, coverage = true) => {
    if (passFiles.length === 0) return;
    console.log(`\n▶ ${label} (${passFiles.length} files)`);
    const started = Date.now();
    const code = await runTap(passFiles, passEnv, counter, coverage);
    if (code !== 0) status = code;
    timings.push(`${label}: ${Math.round((Date.now() - started) / 1000)} s`);
  };
  await pass('Tests on PostgreSQL', onPostgres, env);
  if (onPglite.length) {
    // Coverage is the first pass's: this one runs a part of the same code again.
    await pass('API tests on the embedded database (PGlite)', onPglite, { ...env, TEST_DATABASE: 'pglite' }, false);
  }
  console.log(`\n${timings.join('\n')}`);
  const { passed, failed, skipped } = counter.totals();
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (failed > 0 && status === 0) status = 1;
} finally {
  pg?.destroy();
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);
