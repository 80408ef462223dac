import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { after, test } from 'node:test';
import pg from 'pg';
import { startTestPostgres, type TestPostgres } from '../../scripts/test-db.ts';
import { openDatabase } from '../../src/server/db/orm.ts';
import { bearer, loginToken } from '../helpers/admin.ts';
import { buildTestApp } from '../helpers/api.ts';
import { ARTICLE } from '../helpers/publishing.ts';
import { POSTGRES_ONLY } from '../helpers/test-db.ts';
import { until } from '../helpers/until.ts';

const ROUNDS = 10;
const pages = { BUILD_DIR: process.env.BUILD_DIR ?? 'dist' };

// A server of the file's own, which its tests restart: restarting the suite's would break the files running beside this one.
let server: TestPostgres | undefined;
after(() => server?.destroy());

/** A new database on the file's server, which is started on first use. */
async function database(name: string): Promise<{ postgres: TestPostgres; url: string }> {
  server ??= await startTestPostgres();
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return { postgres: server, url: server.url.replace(/\/postgres$/, `/${name}`) };
}

test('after each of ten PostgreSQL restarts, a release pulled through one process the moment it is back leaves the other within a second of the pull', { skip: POSTGRES_ONLY }, async (t) => {
  const { postgres, url: databaseUrl } = await database('reconnect');
  let down = false;
  // Hooks run in the order they were added: the server is back before the apps close.
  t.after(() => down && postgres.start());
  const first = await buildTestApp(t, pages, databaseUrl, { ssr: 'production' });
  const warnings: string[] = [];
  const second = await buildTestApp(t, { ...pages, LOG_LEVEL: 'warn' }, databaseUrl, {
    ssr: 'production',
    logStream: { write: (line) => void warnings.push((JSON.parse(line) as { msg: string }).msg) },
  });
  await Promise.all([first.app.ready(), second.app.ready()]);
  const headers = bearer(await loginToken(first.app));
  const created = await first.app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: { ...ARTICLE, published: true } });
  assert.equal(created.statusCode, 201, created.body);
  const { id } = created.json() as { id: number };
  let version = 1;
  const save = async (published: boolean) => {
    const response = await first.app.inject({ method: 'PUT', url: `/api/admin/articles/${id}`, headers, payload: { ...ARTICLE, published, version } });
    if (response.statusCode === 200) version = (response.json() as { version: number }).version;
    return response;
  };
  const get = (url: string) => second.app.inject({ method: 'GET', url });
  // Pulled once before any round is timed: a first call's compilation is not what this measures.
  assert.equal((await save(false)).statusCode, 200);
  const failedRetries = () => warnings.filter((msg) => msg === 'cluster: cannot listen for changes yet').length;

  for (let round = 1; round <= ROUNDS; round++) {
    assert.equal((await save(true)).statusCode, 200, `round ${round}: publish again`);
    // Cached in the second process (only an answer from the cache carries an ETag): the list with the release, and a content page.
    await until(async () => {
      const list = await get('/investors/media');
      return list.headers.etag !== undefined && list.body.includes(ARTICLE.title);
    }, `round ${round}: the second process to cache the list with the release`);
    await until(async () => (await get('/contact')).headers.etag !== undefined, `round ${round}: the second process to cache /contact`);

    const retriesBefore = failedRetries();
    postgres.stop();
    down = true;
    // Down for longer than one reconnection attempt: the second process has tried once and failed.
    await until(() => failedRetries() > retriesBefore, `round ${round}: the second process to find PostgreSQL away`);
    postgres.start();
    down = false;

    // A pooled connection from before the restart may fail once: the write answers 503 and is tried again.
    let pulled = await save(false);
    for (let attempt = 0; attempt < 20 && pulled.statusCode === 503; attempt++) pulled = await save(false);
    assert.equal(pulled.statusCode, 200, `round ${round}: ${pulled.body}`);
    // Timed from the pull's answer rather than from the restart: on a loaded machine the save alone (a
    // pooled connection's failure, its retry) can take most of a second, which is not what this measures.
    const pulledAt = performance.now();
    await until(async () => {
      const list = await get('/investors/media');
      return list.statusCode === 200 && !list.body.includes(ARTICLE.title);
    }, `round ${round}: the second process to drop the release`);
    const goneAfter = performance.now() - pulledAt;
    assert.ok(goneAfter < 1_000, `round ${round}: gone from the second process ${Math.round(goneAfter)} ms after it was pulled`);

    // Not only what a release change drops: nothing cached before the outage is served after it.
    const builds = second.app.responseCache!.builds;
    assert.equal((await get('/contact')).statusCode, 200);
    assert.equal(second.app.responseCache!.builds, builds + 1, `round ${round}: /contact rendered again after the reconnect`);
  }
});

test('a transaction cut off by a PostgreSQL restart hands its connection back to the pool', { skip: POSTGRES_ONLY }, async (t) => {
  const { postgres, url } = await database('pool');
  const opened = await openDatabase({ databaseUrl: url, dataDir: tmpdir() });
  t.after(() => opened.close());
  const pool = await (opened.orm.em.getConnection() as unknown as { getNativeClient(): Promise<pg.Pool> }).getNativeClient();

  let begun = false;
  let cutOff!: () => void;
  const held = new Promise<void>((resolve) => (cutOff = resolve));
  const transaction = opened.db.transaction(async (em) => {
    await em.execute('select 1');
    begun = true;
    await held;
    await em.execute('select 1');
  });
  await until(() => begun, 'the transaction to begin');
  postgres.stop();
  postgres.start();
  cutOff();
  await assert.rejects(transaction);

  await until(() => pool.totalCount === pool.idleCount, 'the dead connection to leave the pool');
  assert.deepEqual(await opened.db.transaction((em) => em.execute('select 1 as one')), [{ one: 1 }]);
});
