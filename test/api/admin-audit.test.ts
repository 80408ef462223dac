import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AuditEvent } from '../../src/server/db/entities/audit-event.entity.ts';
import { auditLog } from '../../src/server/core/audit/audit-log.ts';
import type { AuditEntry, AuditPage } from '../../src/shared/audit.ts';
import { TEST_ADMIN } from '../helpers/admin.ts';
import { ARTICLE, publishingApp } from '../helpers/publishing.ts';
import { testClock } from '../helpers/clock.ts';
import { until } from '../helpers/until.ts';

const MINUTE = 60_000;
type Call = Awaited<ReturnType<typeof publishingApp>>['call'];

async function entries(call: Call, query = 'limit=200'): Promise<AuditEntry[]> {
  const response = await call('GET', `/api/admin/audit?${query}`);
  assert.equal(response.statusCode, 200, response.body);
  assert.equal(response.headers['cache-control'], 'no-store');
  return (response.json() as AuditPage).entries;
}

const brief = (e: AuditEntry) => [e.action, e.actor, e.articleSlug];

test('logins, failed logins and logouts are recorded with the name and the IP', async (t) => {
  const { app, call } = await publishingApp(t);
  await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password: 'wrong-password-123' }, remoteAddress: '203.0.113.9' });
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: TEST_ADMIN, remoteAddress: '198.51.100.4' });
  const token = (login.json() as { token: string }).token;
  await app.inject({ method: 'POST', url: '/api/admin/logout', headers: { authorization: `Bearer ${token}` }, remoteAddress: '198.51.100.4' });
  const log = await entries(call);
  assert.deepEqual(
    log.slice(0, 3).map((e) => [e.action, e.actor, e.ip]),
    [
      ['logout', 'admin', '198.51.100.4'],
      ['login', 'admin', '198.51.100.4'],
      ['login-failed', 'admin', '203.0.113.9'],
    ],
  );
  assert.deepEqual(brief(log.at(-1)!), ['login', 'admin', null], 'the session the test calls with');
});

test('500 failed logins from one IP leave six rows: five as they came, then one that counts the rest', async (t) => {
  const clock = testClock();
  const { app, call } = await publishingApp(t, clock);
  const intruder = `intruder-${'x'.repeat(55)}`;
  const statuses: number[] = [];
  for (let i = 0; i < 500; i += 1) {
    const username = i % 2 === 0 ? intruder : 'admin';
    const response = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { username, password: 'wrong-password-123' },
      remoteAddress: '203.0.113.9',
    });
    statuses.push(response.statusCode);
    clock.advance(1000);
  }
  assert.deepEqual([statuses.slice(0, 5), new Set(statuses.slice(5))], [[401, 401, 401, 401, 401], new Set([429])]);
  const rows = (await entries(call)).filter((e) => e.ip === '203.0.113.9');
  assert.equal(rows.length, 6);
  const [summary, ...failures] = rows;
  assert.deepEqual(
    [summary!.action, summary!.repeats, summary!.at, summary!.until],
    ['login-failed-repeated', 495, '2026-03-02T17:00:05.000Z', '2026-03-02T17:08:19.000Z'],
  );
  assert.deepEqual(
    failures.reverse().map((e) => [e.action, e.actor, e.unknownAccount]),
    [
      ['login-failed', intruder.slice(0, 32), true],
      ['login-failed', 'admin', false],
      ['login-failed', intruder.slice(0, 32), true],
      ['login-failed', 'admin', false],
      ['login-failed', intruder.slice(0, 32), true],
    ],
    'an unknown name is kept to 32 characters and marked as no account',
  );

  // Once the lock has lifted and the summary gone quiet, failures are recorded one by one again.
  clock.advance(16 * 60_000);
  await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password: 'wrong-password-123' }, remoteAddress: '203.0.113.9' });
  const [latest] = (await entries(call)).filter((e) => e.ip === '203.0.113.9');
  assert.deepEqual([latest!.action, latest!.repeats], ['login-failed', null]);
});

test('failed logins older than 90 days are pruned; every other entry stays', async (t) => {
  const clock = testClock();
  const { app, call, create } = await publishingApp(t, clock);
  await create();
  for (let i = 0; i < 7; i += 1) {
    await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'nobody', password: 'wrong-password-123' }, remoteAddress: '203.0.113.7' });
  }
  const audit = auditLog(app.db, clock.now, async () => {});
  clock.advance(89 * 24 * 60 * 60_000);
  assert.equal(await audit.pruneFailedLogins(), 0, 'not yet 90 days old');
  clock.advance(2 * 24 * 60 * 60_000);
  assert.equal(await audit.pruneFailedLogins(), 6, 'five failures and their summary');
  assert.deepEqual((await entries(call)).map((e) => e.action), ['create', 'login']);
});

test('every article write is recorded with the article, newest first', async (t) => {
  const clock = testClock();
  const { call, create } = await publishingApp(t, clock);
  const article = await create();
  clock.advance(MINUTE);
  const publishedAt = clock.now().toISOString();
  await call('PUT', `/api/admin/articles/${article.id}`, { ...ARTICLE, published: true, version: 1 });
  clock.advance(MINUTE);
  const [listed] = (await call('GET', '/api/admin/articles')).json() as { publicSince: string | null }[];
  assert.equal(listed!.publicSince, publishedAt, 'public since the save that published it');
  await call('PUT', `/api/admin/articles/${article.id}`, { ...ARTICLE, published: false, version: 2 });
  clock.advance(MINUTE);
  const [, first] = (await call('GET', `/api/admin/articles/${article.id}/revisions`)).json() as { id: number }[];
  await call('POST', `/api/admin/articles/${article.id}/revisions/${first!.id}/restore`);
  clock.advance(MINUTE);
  await call('DELETE', `/api/admin/articles/${article.id}`);
  await call('POST', `/api/admin/articles/${article.id}/restore`);
  await call('DELETE', `/api/admin/articles/${article.id}`);
  await call('DELETE', `/api/admin/trash/${article.id}`);

  const log = (await entries(call)).filter((e) => e.articleId !== null);
  const slug = ARTICLE.slug;
  assert.deepEqual(log.map(brief), [
    ['purge', 'admin', slug],
    ['trash', 'admin', slug],
    ['trash-restore', 'admin', slug],
    ['trash', 'admin', slug],
    ['revision-restore', 'admin', slug],
    ['unpublish', 'admin', slug],
    ['update', 'admin', slug],
    ['publish', 'admin', slug],
    ['update', 'admin', slug],
    ['create', 'admin', slug],
  ]);
  assert.ok(log.every((e) => e.articleId === article.id && e.articleTitle === ARTICLE.title && e.ip === '127.0.0.1'));
  assert.equal(log.at(-1)!.at, '2026-03-02T17:00:00.000Z');
});

test('a scheduled publication is recorded once, at the time it took effect, and reading the admin list writes nothing', async (t) => {
  const clock = testClock('2026-03-02T17:00:00Z');
  const { app, call, create, orm } = await publishingApp(t, clock);
  const scheduled = await create({ scheduledDate: '2026-03-02T18:30:00Z' });
  assert.equal((await app.inject({ method: 'GET', url: `/api/articles/${scheduled.slug}` })).statusCode, 404);

  clock.advance(3 * 60 * MINUTE);
  assert.equal((await app.inject({ method: 'GET', url: `/api/articles/${scheduled.slug}` })).statusCode, 200, 'public from its time on');
  // The schedule watcher records the publication on its next tick; what is counted below starts after it.
  await until(async () => (await orm.em.fork().count(AuditEvent, { action: 'scheduled-publish' })) === 1, 'the schedule watcher recording the publication');
  const rowsBefore = await orm.em.fork().count(AuditEvent, {});
  const [listed] = (await call('GET', '/api/admin/articles')).json() as { published: boolean; scheduledDate: string | null; version: number; publicSince: string | null }[];
  assert.deepEqual([listed!.published, listed!.scheduledDate, listed!.version], [true, null, scheduled.version], 'shown as published, nothing written');
  assert.equal(listed!.publicSince, '2026-03-02T18:30:00.000Z', 'public since its scheduled minute, for the status line');
  assert.equal(await orm.em.fork().count(AuditEvent, {}), rowsBefore);

  await entries(call);
  const log = await entries(call);
  const publications = log.filter((e) => e.action === 'scheduled-publish');
  assert.equal(publications.length, 1, 'recorded once however often the log is read');
  assert.deepEqual([publications[0]!.at, publications[0]!.actor, publications[0]!.articleSlug], ['2026-03-02T18:30:00.000Z', null, scheduled.slug]);
  assert.deepEqual(log.slice(0, 3).map((e) => e.action), ['scheduled-publish', 'schedule', 'create'], 'ordered by when things happened');
});

test('unpublishing a release whose schedule has passed records its publication first, then hides it', async (t) => {
  const clock = testClock('2026-03-02T17:00:00Z');
  const { app, call, create } = await publishingApp(t, clock);
  const article = await create({ scheduledDate: '2026-03-02T17:30:00Z' });
  clock.advance(60 * MINUTE);
  const unpublished = await call('PUT', `/api/admin/articles/${article.id}`, { ...ARTICLE, published: false, scheduledDate: null, version: article.version });
  assert.equal(unpublished.statusCode, 200, unpublished.body);
  assert.equal((await app.inject({ method: 'GET', url: `/api/articles/${article.slug}` })).statusCode, 404);
  assert.deepEqual((await entries(call)).filter((e) => e.articleId).map((e) => e.action), ['unpublish', 'update', 'scheduled-publish', 'schedule', 'create']);
});

test('the log pages newest first with limit and before', async (t) => {
  const { call, create } = await publishingApp(t);
  for (const slug of ['one', 'two', 'three', 'four']) await create({ slug });
  const all = await entries(call);
  const first = (await call('GET', '/api/admin/audit?limit=2')).json() as AuditPage;
  assert.deepEqual(first.entries.map((e) => e.id), all.slice(0, 2).map((e) => e.id));
  assert.equal(first.nextBefore, all[1]!.id);
  const second = (await call('GET', `/api/admin/audit?limit=2&before=${first.nextBefore}`)).json() as AuditPage;
  assert.deepEqual(second.entries.map((e) => e.id), all.slice(2, 4).map((e) => e.id));
  const last = (await call('GET', `/api/admin/audit?limit=200&before=${all.at(-2)!.id}`)).json() as AuditPage;
  assert.deepEqual(last, { entries: [all.at(-1)], nextBefore: null });
});

test('bad paging parameters are 400 with a readable message; the log needs a session', async (t) => {
  const { app, call } = await publishingApp(t);
  for (const [query, errors] of [
    ['limit=0', { limit: 'Limit must be a whole number from 1 to 200' }],
    ['limit=500', { limit: 'Limit must be a whole number from 1 to 200' }],
    ['limit=ten', { limit: 'Limit must be a whole number from 1 to 200' }],
    ['before=-1', { before: 'Before must be the id of an audit entry' }],
    ['before=999999', { before: 'Before must be the id of an audit entry' }],
    [`before=${'7'.repeat(40)}`, { before: 'Before must be the id of an audit entry' }],
    ['before=2147483648', { before: 'Before must be the id of an audit entry' }],
    ['before=1.5', { before: 'Before must be the id of an audit entry' }],
    ['since=1', { since: 'since is not an accepted field' }],
  ] as const) {
    const response = await call('GET', `/api/admin/audit?${query}`);
    assert.equal(response.statusCode, 400, query);
    assert.deepEqual(response.json().errors, errors, query);
  }
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/audit' })).statusCode, 401);
});

test('the log filters by action, by release and by date, and exports the same entries as CSV', async (t) => {
  const clock = testClock();
  const { app, call, create } = await publishingApp(t, clock);
  const start = clock.now();
  const copper = await create({ slug: 'copper-keg-assays', title: 'Copper Keg Results' });
  clock.advance(MINUTE);
  const middle = clock.now();
  const stony = await create({ slug: 'stony-lake-update', title: 'Stony Lake Update, "Phase 2"' });
  clock.advance(MINUTE);
  await call('PUT', `/api/admin/articles/${copper.id}`, { ...ARTICLE, slug: 'copper-keg-assays', title: 'Copper Keg Results', published: true, version: 1 });

  const query = (filter: Record<string, string>) => new URLSearchParams({ limit: '200', ...filter }).toString();
  assert.deepEqual((await entries(call, query({ action: 'create' }))).map(brief), [
    ['create', 'admin', 'stony-lake-update'],
    ['create', 'admin', 'copper-keg-assays'],
  ]);
  assert.deepEqual((await entries(call, query({ release: 'copper KEG' }))).map((e) => e.action), ['publish', 'update', 'create']);
  const window = query({ from: middle.toISOString(), to: new Date(middle.getTime() + MINUTE).toISOString() });
  assert.deepEqual((await entries(call, window)).map(brief), [['create', 'admin', stony.slug]]);
  assert.equal((await entries(call, query({ from: start.toISOString(), release: '100%_' }))).length, 0, 'the words are text, not patterns');

  const csv = await call('GET', `/api/admin/audit.csv?${new URLSearchParams({ release: 'stony' })}`);
  assert.equal(csv.statusCode, 200, csv.body);
  assert.equal(csv.headers['content-type'], 'text/csv; charset=utf-8');
  assert.equal(csv.headers['content-disposition'], 'attachment; filename="audit-log.csv"');
  assert.equal(csv.headers['cache-control'], 'no-store');
  assert.equal(
    csv.body,
    `Time (UTC),Action,By,IP address,Release or document,Slug,Note\r\n${middle.toISOString()},Created,admin,127.0.0.1,"Stony Lake Update, ""Phase 2""",stony-lake-update,\r\n`,
  );
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/audit.csv' })).statusCode, 401);
  assert.equal((await call('GET', '/api/admin/audit.csv?action=dance')).statusCode, 400);
});
