/**
 * Timings of the API that the test suite only checks for outcome, on a throwaway PostgreSQL with the
 * app in this process: a wrong username must cost the same time as a wrong password (no account
 * enumeration by timing), and hostile article bodies must be saved, refused and rendered in linear
 * time. Prints the medians and exits 1 when a target is missed.
 * Usage: node scripts/bench-api.ts
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { LoginFailure } from '../src/server/db/entities/login-failure.entity.ts';
import { migrate, openDatabase } from '../src/server/db/orm.ts';
import { ensureAdminAccount } from '../src/server/features/admin/admin-account.ts';
import { median } from './bench/median.ts';
import { Targets } from './bench/targets.ts';
import { startTestPostgres } from './test-db.ts';

const LOGIN_SAMPLES = 15;
const BODY_SAMPLES = 3;
const ADMIN = { username: 'admin', password: 'bench-admin-password' };
const ARTICLE = {
  title: 'Linear-time probe',
  category: 'Company News',
  source: 'Newsfile Corp.',
  date: '2025-06-01',
  description: 'A body built to catch quadratic scans.',
  published: true,
  includeDisclaimer: true,
};
/** 100 KB of "<a": no tag closes, so it is markdown full of escapes. */
const OPEN_TAGS = '<a'.repeat(50_000);
/** The same closed by one ">": HTML that sanitizes to nothing. */
const CLOSED_TAGS = `${'<a'.repeat(49_999)}>`;

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

function expectStatus(response: { statusCode: number; body: string }, status: number, what: string): void {
  if (response.statusCode !== status) throw new Error(`${what}: expected ${status}, got ${response.statusCode} ${response.body.slice(0, 200)}`);
}

async function loginTiming(app: FastifyInstance, targets: Targets): Promise<void> {
  const attempt = async (body: object, ip: string) => {
    // Enough samples to time would lock the account out: forget the counted failures before each.
    await app.db.run((em) => em.nativeDelete(LoginFailure, {}));
    const { result, ms } = await timed(() => app.inject({ method: 'POST', url: '/api/admin/login', payload: body, remoteAddress: ip }));
    expectStatus(result, 401, 'a wrong login');
    return ms;
  };
  // One untimed call of each warms argon2 and the query paths; medians resist a busy machine's outliers.
  await attempt({ username: 'warm-up', password: 'whatever-password' }, '10.0.3.1');
  await attempt({ username: ADMIN.username, password: 'warm-up-password' }, '10.0.3.2');
  const unknown: number[] = [];
  const wrong: number[] = [];
  for (let i = 0; i < LOGIN_SAMPLES; i++) {
    unknown.push(await attempt({ username: `nobody-${i}`, password: 'whatever-password' }, `10.0.1.${i}`));
    wrong.push(await attempt({ username: ADMIN.username, password: `wrong-password-${i}` }, `10.0.2.${i}`));
  }
  const ratio = median(unknown) / median(wrong);
  console.log(`login, median of ${LOGIN_SAMPLES}: unknown user ${ms(median(unknown))}, wrong password ${ms(median(wrong))}`);
  targets.check('unknown user / wrong password login time', ratio.toFixed(2), 'between 0.5 and 2', ratio > 0.5 && ratio < 2);
}

async function hostileBodies(app: FastifyInstance, targets: Targets): Promise<void> {
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: ADMIN });
  expectStatus(login, 200, 'the admin login');
  const headers = { authorization: `Bearer ${(login.json() as { token: string }).token}` };
  const save = (slug: string, content: string) =>
    timed(() => app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: { ...ARTICLE, slug, content } }));

  const saves: number[] = [];
  const renders: number[] = [];
  const refusals: number[] = [];
  for (let i = 0; i < BODY_SAMPLES; i++) {
    const slug = `many-open-tags-${i}`;
    const saved = await save(slug, OPEN_TAGS);
    expectStatus(saved.result, 201, 'saving 100 KB of "<a"');
    saves.push(saved.ms);
    const read = await timed(() => app.inject({ method: 'GET', url: `/api/articles/${slug}` }));
    expectStatus(read.result, 200, 'reading it back');
    renders.push(read.ms);
    const refused = await save(`many-open-tags-closed-${i}`, CLOSED_TAGS);
    expectStatus(refused.result, 400, 'saving 100 KB of "<a" closed by one ">"');
    refusals.push(refused.ms);
  }
  console.log(`100 KB of "<a", median of ${BODY_SAMPLES}: save ${ms(median(saves))}, render ${ms(median(renders))}, closed and refused ${ms(median(refusals))}`);
  targets.check('save 100 KB of "<a"', ms(median(saves)), 'under 500 ms', median(saves) < 500);
  // Rendering it is linear but not free (micromark, then the sanitizer); the quadratic scan took about 8 s.
  targets.check('render 100 KB of "<a"', ms(median(renders)), 'under 2,000 ms', median(renders) < 2000);
  targets.check('refuse 100 KB of "<a" closed by ">"', ms(median(refusals)), 'under 1,000 ms', median(refusals) < 1000);
}

const postgres = await startTestPostgres();
try {
  const config = loadConfig({
    DATABASE_URL: postgres.url,
    JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789',
    STOCK_API_URL: 'http://127.0.0.1:9',
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
  });
  const db = await openDatabase({ databaseUrl: postgres.url, dataDir: config.DATA_DIR });
  await migrate(db.orm);
  await ensureAdminAccount(db.db, ADMIN);
  const app = await buildApp({ config, db: db.db, ssr: false, logger: false });
  const targets = new Targets();
  await loginTiming(app, targets);
  await hostileBodies(app, targets);
  await app.close();
  await db.close();
  targets.report();
} finally {
  postgres.destroy();
}
