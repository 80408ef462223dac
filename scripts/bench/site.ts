import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import pg from 'pg';
import { freePort, startTestPostgres, type TestPostgres } from '../test-db.ts';

/** A pino line at warn, error or fatal. */
const WARNING = /"level":[456]0/;

/** The administrator every measured server creates at start-up. */
export const MEASURE_ADMIN = { username: 'admin', password: 'measure-admin-password' } as const;

/**
 * The production site for measurements: a fresh build, a throwaway PostgreSQL and server processes on
 * 127.0.0.1, all stopped when the measuring process exits.
 */
export class MeasuredSite {
  readonly buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
  readonly #children: ChildProcess[] = [];
  readonly #servers = new Map<string, ChildProcess>();
  postgres!: TestPostgres;
  /** The servers startServer started, in order (a bench reads their memory from /proc). */
  readonly serverPids: number[] = [];

  async prepare(): Promise<void> {
    execFileSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit', env: { ...process.env, BUILD_DIR: this.buildDir } });
    this.postgres = await startTestPostgres();
    process.on('exit', () => {
      for (const child of this.#children) child.kill('SIGTERM');
      this.postgres.destroy();
    });
  }

  /** Starts a Node script; its stdout is piped only when the caller reads it. */
  spawn(args: string[], env: Record<string, string> = {}, pipeStdout = false): ChildProcess {
    const stdout = pipeStdout ? 'pipe' : 'inherit';
    const child = spawn(process.execPath, args, { env: { ...process.env, ...env }, stdio: ['ignore', stdout, 'inherit'] });
    this.#children.push(child);
    return child;
  }

  /**
   * A production server on a free port; `nodeArgs` go to Node (--cpu-prof). It logs at `info`, as in
   * production, since the request log is part of what a request costs; only warnings and errors are shown.
   */
  async startServer(env: Record<string, string> = {}, nodeArgs: string[] = []): Promise<string> {
    const port = await freePort();
    const child = spawn(process.execPath, [...nodeArgs, 'src/server/main.ts'], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        BUILD_DIR: this.buildDir,
        DATABASE_URL: this.postgres.url,
        JWT_SECRET: 'measure-secret-that-is-long-enough-0123456789',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        STOCK_API_URL: 'http://127.0.0.1:9',
        ADMIN_USERNAME: MEASURE_ADMIN.username,
        ADMIN_PASSWORD: MEASURE_ADMIN.password,
        ...env,
      },
    });
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      if (!WARNING.test(chunk)) return;
      for (const line of chunk.split('\n')) if (WARNING.test(line)) console.error(line);
    });
    this.#children.push(child);
    this.serverPids.push(child.pid!);
    const url = `http://127.0.0.1:${port}`;
    this.#servers.set(url, child);
    for (let i = 0; i < 600; i++) {
      if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return url;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start');
  }

  /** Stops a server with SIGTERM and waits until it has exited (a CPU profile is written on exit). */
  async stopServer(url: string): Promise<void> {
    const child = this.#servers.get(url)!;
    if (child.exitCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  /** The process id of the server at `url`. */
  pid(url: string): number {
    return this.#servers.get(url)!.pid!;
  }

  /** The server's resident memory in MB, from /proc. */
  rssMb(url: string): number {
    const status = readFileSync(`/proc/${this.pid(url)}/status`, 'utf8');
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024;
  }

  /** `count` further published releases, one a day back from today, each with a description of a feed item's usual length. */
  async seedArticles(count: number): Promise<void> {
    const client = new pg.Client({ connectionString: this.postgres.url });
    await client.connect();
    await client.query(
      `insert into article (title, slug, category, source, date, description, content, published, include_disclaimer, created_at, updated_at, version)
       select 'Release ' || i, 'bench-release-' || i, 'Company News', 'Newsfile Corp.', now() - i * interval '1 day',
              repeat('District Copper reports progress at its projects. ', 5), '<p>Release body.</p>', true, true, now(), now(), 1
       from generate_series(1, $1::int) as i on conflict do nothing`,
      [count],
    );
    await client.end();
  }

  /** One published press release with a markdown body, for the article routes. */
  async seedArticle(slug: string): Promise<void> {
    const client = new pg.Client({ connectionString: this.postgres.url });
    await client.connect();
    await client.query(
      `insert into article (title, slug, category, source, date, description, content, published, include_disclaimer, created_at, updated_at, version)
       values ('District Copper reports Copper Keg field results', $1, 'Project Updates', 'Newsfile Corp.', now(),
               'Field results from the Copper Keg project.', $2, true, true, now(), now(), 1) on conflict do nothing`,
      [slug, `District Copper Corp. reports field results.\n\n| Zone | Status |\n|---|---|\n| A | Mapped |\n\n${'Copper exploration text. '.repeat(200)}`],
    );
    await client.end();
  }
}
