/**
 * Latency of GET /api/search with 1,000 articles in a throwaway PostgreSQL: seeds the articles, runs
 * the API in a child process on 127.0.0.1 and measures it with autocannon. Prints req/s and p50/p99.
 * Usage: node scripts/bench-search.ts   (BENCH_SECONDS, default 10)
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { Article } from '../src/server/db/entities/article.entity.ts';
import { migrate, openDatabase } from '../src/server/db/orm.ts';
import { freePort, startTestPostgres } from './test-db.ts';

const ARTICLES = 1000;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const QUERIES = ['copper', 'drilling results', 'porphyry copper British Columbia', 'gold', '"induced polarization"', 'xyzzy', 'keg -gold'];
const VOCABULARY = (
  'copper gold porphyry drilling results assay sample claims hectares exploration program geophysical survey chargeability ' +
  'resistivity alteration mineralization zone trench outcrop property district valley British Columbia Newfoundland Ontario ' +
  'royalty option agreement financing placement shares warrants directors meeting quarterly report mapping induced polarization'
).split(' ');

async function serve(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', NODE_ENV: 'production' });
  const db = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp({ config, db: db.db, ssr: false, logger: false });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT) });
  process.send?.('ready');
}

function paragraph(seed: number, words: number): string {
  let x = seed;
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out.push(VOCABULARY[x % VOCABULARY.length]!);
  }
  return out.join(' ');
}

async function seed(url: string): Promise<void> {
  const db = await openDatabase({ databaseUrl: url, dataDir: '/tmp' });
  await migrate(db.orm);
  const em = db.orm.em.fork();
  for (let i = 0; i < ARTICLES; i++) {
    em.create(Article, {
      title: `${paragraph(i + 1, 6)} ${i}`,
      slug: `bench-article-${i}`,
      category: 'Company News',
      source: 'Newsfile Corp.',
      date: new Date(Date.UTC(2020, 0, 1) + i * 86_400_000),
      description: paragraph(i + 7, 30),
      content: Array.from({ length: 8 }, (_, p) => `<p>${paragraph(i * 13 + p, 60)}</p>`).join('\n'),
      published: i % 20 !== 0,
      scheduledDate: i % 40 === 0 ? new Date(Date.now() + 86_400_000) : null,
    });
  }
  await em.flush();
  await db.close();
}

async function main(): Promise<void> {
  const postgres = await startTestPostgres();
  try {
    await seed(postgres.url);
    const port = await freePort();
    const child = spawn(process.execPath, [import.meta.filename, 'serve'], {
      // The load comes through loopback as if through one proxy, so each request's X-Forwarded-For is its visitor.
      env: { ...process.env, DATABASE_URL: postgres.url, PORT: String(port), JWT_SECRET: 'bench-secret-that-is-long-enough-0123456789', TRUST_PROXY: '127.0.0.1' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    // Many visitors, not one: each request comes from its own address so the per-IP limit stays out of the way.
    const requests = Array.from({ length: 5000 }, (_, i) => ({
      method: 'GET' as const,
      path: `/api/search?q=${encodeURIComponent(QUERIES[i % QUERIES.length]!)}`,
      headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
    }));
    const url = `http://127.0.0.1:${port}`;
    console.log(`GET /api/search, ${ARTICLES} articles (${ARTICLES / 20} of them drafts or scheduled for later), ${QUERIES.length} queries rotated, ${DURATION} s per run`);
    // Saturated (throughput) and at a steady, plausible site-search load (latency without queueing).
    for (const run of [{ label: 'saturated, 10 connections', connections: 10 }, { label: 'steady 20 req/s, 4 connections', connections: 4, overallRate: 20 }]) {
      const r = await autocannon({ url, duration: DURATION, requests, ...run });
      console.log(
        `${run.label}: req/s avg ${Math.round(r.requests.average)}, latency p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms, non-2xx/errors ${r.non2xx + r.errors}`,
      );
    }
    child.kill('SIGTERM');
  } finally {
    postgres.destroy();
  }
}

if (process.argv[2] === 'serve') await serve();
else await main();
