/**
 * `npm test`: type check, lint, then unit, API and browser suites against a throwaway PostgreSQL and
 * a production build. Tests are written with node:test and run by tap, which reads their TAP output and
 * prints a coverage summary. Installs what it needs (PostgreSQL server, Debian's chromium headless shell and Java)
 * when missing and running as root.
 * The API suite runs on PostgreSQL; its files that exercise the database itself (writes, locks, queues,
 * search, SQL), marked by a first line `// Runs on PGlite too: <why>`, run again on the embedded PGlite
 * database that `npm start` uses. The browser suite has its own journeys on PGlite.
 * `node scripts/test.ts --only <files or folders...>` runs just those (no type check or lint; PostgreSQL
 * only when a file on it needs a database, a build only when one renders pages and the last build is
 * stale); `--db=postgresql` or `--db=pglite` runs API files on one only.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, normalize, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { sourceHash as filesHash } from './assets/cache.ts';
import { sourceHash } from './source-hash.ts';
import { installDebianPackages } from './system-packages.ts';
import { startTestPostgres } from './test-db.ts';
import { testCounter } from './test-counter.ts';
import { createPgliteTemplate, createPostgresTemplate } from '../test/helpers/test-db.ts';

const args = process.argv.slice(2);
const dbArg = args.find((a) => a.startsWith('--db='))?.slice('--db='.length) ?? 'both';
const rest = args.filter((a) => !a.startsWith('--db='));
const only = rest[0] === '--only' ? rest.slice(1).flatMap((path) => (path.endsWith('.ts') ? [normalize(path)] : testFiles(path))) : null;
const SUITES = ['test/unit', 'test/scripts', 'test/api', 'test/e2e'];
const UNIT_SUITE = 'test/unit/';
const API_SUITE = 'test/api/';
const E2E_SUITE = 'test/e2e/';

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


const HTML_VALIDITY_TEST = 'test/e2e/html-validity.test.ts';

/** The HTML validity test runs the Nu Html Checker (npm's vnu-jar), a Java program, on the machine's java. */
function ensureJava(): void {
  if (spawnSync('java', ['-version'], { stdio: 'ignore' }).error) installDebianPackages(['default-jre-headless'], 'the HTML validity test');
}

const tapManifest = createRequire(import.meta.url).resolve('tap/package.json');
const fromTap = createRequire(tapManifest);

/** tap's own entry, run on this Node (the machine's may be too old), so test files run on it too. */
function tapEntry(): string {
  return join(dirname(tapManifest), (fromTap(tapManifest) as { bin: { tap: string } }).bin.tap);
}

/** A package tap depends on, loaded from where tap loads it. */
const tapPackage = (name: string) => import(pathToFileURL(fromTap.resolve(name)).href);

/**
 * tap compiles its plugin list (package.json "tap") into its own files at install time. An install
 * restores the default list, whose TypeScript loader breaks these tests, and tap would only notice
 * after spawning the first run's test files: rebuild it first when the built list is not the configured
 * one (the rebuild takes 5 to 20 s).
 */
async function buildTap(): Promise<void> {
  const [{ TapConfig }, { signature }] = await Promise.all([tapPackage('@tapjs/config'), tapPackage('@tapjs/test')]);
  // Read without this script's arguments, which are not tap's.
  const config = await new TapConfig().loadPluginConfigFields().loadConfigFile();
  if (config.parse([]).pluginSignature !== signature) run('tap plugins', process.execPath, [tapEntry(), 'build']);
}

/**
 * What the tests make once and keep between runs, each remade only when what it is made from has changed.
 * Under node_modules, as other tools' caches: coverage leaves it out (the build's server bundle is not source).
 * TEST_CACHE_DIR gives a run its own, so runs on one checkout at once do not rebuild under each other.
 */
const CACHE = resolve(process.env.TEST_CACHE_DIR ?? 'node_modules/.cache/district-copper-tests');

/**
 * A step run beside others (the run's preparation): its output is held and printed in one piece when it
 * ends, with its time; it rejects when the step fails, so the run stops its PostgreSQL before exiting.
 */
function runBeside(label: string, cmd: string, cmdArgs: string[], env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const started = Date.now();
  const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'], env });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      console.log(`\n▶ ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
      if (code === 0) resolve();
      else reject(new StepFailed(label, code ?? 1));
    });
  });
  // Awaited later with the other steps; a failure must not end the process before PostgreSQL is stopped.
  done.catch(() => {});
  return done;
}

class StepFailed extends Error {
  readonly label: string;
  readonly code: number;
  constructor(label: string, code: number) {
    super(`${label} failed`);
    this.label = label;
    this.code = code;
  }
}

/** The production build the tests serve, with the stamp `npm start` reads. */
function ensureBuild(buildDir: string): Promise<void> {
  const stamp = join(buildDir, 'build-stamp');
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === sourceHash()) return Promise.resolve();
  return runBeside('Production build for the tests', process.execPath, ['scripts/build.ts'], { ...process.env, BUILD_DIR: buildDir, NODE_ENV: 'production' });
}

/** The migrated embedded database each test file copies (about 10 s to make), stamped with what made it. */
async function ensurePgliteTemplate(dir: string): Promise<void> {
  const stamp = join(dir, 'template-stamp');
  const made = filesHash(['migrations', 'src/server/db', 'package-lock.json']);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === made) return;
  console.log('\n▶ Embedded database template');
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  await createPgliteTemplate(dir);
  writeFileSync(stamp, made);
}

/**
 * tap gives every file of a run the same environment and runs each file once: a file that also runs on
 * PGlite gets a twin that sets TEST_DATABASE=pglite and imports it, so both databases share one tap run
 * and its two jobs stay busy to the end (a second run of these files left a core idle on its tail). Plain
 * JavaScript, since Node strips no types under node_modules.
 */
function pgliteTwin(file: string): string {
  return writeImporter(join('pglite', file.replace(/\.ts$/, '.mjs')), [file], "process.env.TEST_DATABASE = 'pglite';\n");
}

/**
 * The unit files, all pure code, run in one process, by a file importing each in turn: started one per
 * process, they cost 36 CPU-seconds, most of it starting Node and measuring coverage, against 14 in one.
 * Their results still name each test, and a failure its file and line.
 */
function unitFilesTogether(files: string[]): string[] {
  const unit = files.filter((f) => f.startsWith(UNIT_SUITE));
  if (unit.length < 2) return files;
  return [...files.filter((f) => !f.startsWith(UNIT_SUITE)), writeImporter('unit-files.test.mjs', unit)];
}

/** Writes a test file under CACHE that runs `preamble`, then imports each of `files` in turn; returns its path. */
function writeImporter(name: string, files: string[], preamble = ''): string {
  const importer = join(CACHE, name);
  mkdirSync(dirname(importer), { recursive: true });
  writeFileSync(importer, preamble + files.map((f) => `await import(${JSON.stringify(pathToFileURL(resolve(f)).href)});\n`).join(''));
  return importer;
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
const e2e = files.some((f) => f.includes(E2E_SUITE));
// Loaded for browser files only: Playwright takes 0.4 s to import, a tenth of a unit file's run.
const chromium = e2e ? await import('../test/helpers/chromium.ts') : null;
if (chromium && !existsSync(chromium.CHROMIUM)) installDebianPackages(['chromium-headless-shell', 'fonts-dejavu-core'], 'the browser tests');
if (files.some((f) => f.endsWith(HTML_VALIDITY_TEST))) ensureJava();

// Unit tests need neither a database nor a build; API tests render pages only when they ask for them.
const RENDERS_PAGES = /ssr: 'production'|pages: true/;
const needsBuild = e2e || files.some((f) => f.includes(API_SUITE) && RENDERS_PAGES.test(readFileSync(f, 'utf8')));
const apiFiles = files.filter((f) => f.includes(API_SUITE));
const onPostgres = dbArg === 'pglite' ? files.filter((f) => !f.includes(API_SUITE)) : files;
const PGLITE_TOO = /^\/\/ Runs on PGlite too: /;
const onPglite = dbArg === 'postgresql' ? [] : apiFiles.filter((f) => only || PGLITE_TOO.test(readFileSync(f, 'utf8')));
const needsPostgres = onPostgres.some((f) => !f.startsWith(UNIT_SUITE));

const buildDir = join(CACHE, 'build');
const pgliteTemplate = join(CACHE, 'pglite-template');
// The preparation runs at once, each step as soon as what it needs is there: the lint needs nothing; the
// type check and the build need the generated assets (the content modules import their manifests); the
// databases are made here meanwhile. Tests start when all of it has succeeded.
const steps: Promise<void>[] = [];
if (!only) steps.push(runBeside('Lint', join(bin, 'biome'), ['lint', '.']));
if (!only) steps.push(runBeside('Boundaries', join(bin, 'depcruise'), ['src', '--config', '.dependency-cruiser.cjs']));
const generated = runBeside('Generated assets', process.execPath, ['scripts/generate-assets.ts']);
steps.push(generated);
if (!only) steps.push(generated.then(() => runBeside('Type check', join(bin, 'tsc'), ['-p', '.'])));
if (needsBuild) steps.push(generated.then(() => ensureBuild(buildDir)));
for (const step of steps) step.catch(() => {});
let pg: Awaited<ReturnType<typeof startTestPostgres>> | null = null;
let browserServer: Awaited<ReturnType<NonNullable<typeof chromium>['launchBrowserServer']>> | null = null;
let status = 0;
try {
  pg = needsPostgres ? await startTestPostgres() : null;
  // Copied for each API test and each browser test's server on PostgreSQL.
  if (pg && onPostgres.some((f) => f.includes(API_SUITE) || f.includes(E2E_SUITE))) {
    const started = Date.now();
    await createPostgresTemplate(pg.url);
    console.log(`\n▶ Migrated PostgreSQL template (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
  // One migrated embedded database, copied by each test file that needs one (API tests on PGlite, scripts).
  const needsPglite = onPglite.length > 0 || files.some((f) => f.startsWith('test/scripts/'));
  if (needsPglite) await ensurePgliteTemplate(pgliteTemplate);
  const env = { ...process.env, BUILD_DIR: buildDir, ...(pg ? { TEST_DATABASE_URL: pg.url } : {}), ...(needsPglite ? { TEST_PGLITE_TEMPLATE: pgliteTemplate } : {}) };
  await Promise.all(steps);
  await buildTap();
  const counter = testCounter();
  // One browser for the run's browser test files, each in contexts of its own.
  browserServer = chromium ? await chromium.launchBrowserServer() : null;
  const browserEnv = chromium && browserServer ? { [chromium.BROWSER_ENDPOINT]: browserServer.wsEndpoint() } : {};
  const passFiles = [...onPglite.map(pgliteTwin), ...unitFilesTogether(onPostgres)];
  console.log(`\n▶ Tests (${passFiles.length} files${onPglite.length > 0 ? `, ${onPglite.length} of them on PGlite` : ''})`);
  const started = Date.now();
  // Coverage only for the whole suite, whose thresholds (package.json "tap") a few files cannot hold.
  status = await runTap(passFiles, { ...env, ...browserEnv }, counter, !only);
  console.log(`\nTests: ${Math.round((Date.now() - started) / 1000)} s`);
  const { passed, failed, skipped } = counter.totals();
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  if (failed > 0 && status === 0) status = 1;
} catch (error) {
  if (!(error instanceof StepFailed)) throw error;
  console.error(`✖ ${error.label} failed`);
  status = error.code;
} finally {
  await browserServer?.close();
  pg?.destroy();
}
process.exit(status);
