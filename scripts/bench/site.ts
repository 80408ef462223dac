import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import pg from 'pg';
import { freePort, startTestPostgres, type TestPostgres } from '../test-db.ts';

/** The administrator every measured server creates at start-up. */
export const MEASURE_ADMIN = { username: 'admin', password: 'measure-admin-password' } as const;

/**
 * The production site for measurements: a fresh build, a throwaway PostgreSQL and server processes on
 * 127.0.0.1, all stopped when the measuring process exits.
 */
export class MeasuredSite {
  readonly buildDir = resolve(process.env.BUILD_DIR ?? 'dist');
  readonly #children: ChildProcess[] = [];
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

  async startServer(env: Record<string, string> = {}): Promise<string> {
    const port = await freePort();
    const server = this.spawn(['src/server/main.ts'], {
      BUILD_DIR: this.buildDir,
      DATABASE_URL: this.postgres.url,
      JWT_SECRET: 'measure-secret-that-is-long-enough-0123456789',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      STOCK_API_URL: 'http://127.0.0.1:9',
      ADMIN_USERNAME: MEASURE_ADMIN.username,
      ADMIN_PASSWORD: MEASURE_ADMIN.password,
      ...env,
    });
    this.serverPids.push(server.pid!);
    const url = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 600; i++) {
      if (await fetch(`${url}/healthz`).then((r) => r.ok, () => false)) return url;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('server did not start');
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
