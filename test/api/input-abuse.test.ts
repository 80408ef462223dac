import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../helpers/api.ts';
import { bearer, loginToken, TEST_ADMIN } from '../helpers/admin.ts';
import { insertArticles, publicationStates } from '../helpers/articles.ts';
import {
  HOSTILE_ARTICLES,
  HOSTILE_LOGINS,
  HOSTILE_QUERIES,
  HOSTILE_SEARCHES,
  HOSTILE_SEGMENTS,
  type HostileCase,
  hostileAuthorizations,
  UNREADABLE_BODIES,
  VALID_ARTICLE,
} from '../helpers/hostile-inputs.ts';

type Method = NonNullable<HostileCase['method']>;
interface Probe {
  name: string;
  method: Method;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

const JSON_TYPE = { 'content-type': 'application/json' };
const MIN_CASES = 15;

let nextSlug = 0;
// Each probe gets its own slug: one wrongly stored probe must not turn every later one into a 409.
const ownSlug = (body: string | undefined) => body?.replace(`"${VALID_ARTICLE.slug}"`, `"${VALID_ARTICLE.slug}-${++nextSlug}"`);

const probe = (base: Omit<Probe, 'name'>, c: HostileCase): Probe => ({
  name: c.name,
  method: c.method ?? base.method,
  url: c.url ?? base.url,
  headers: { ...base.headers, ...c.headers },
  body: ownSlug(c.body ?? base.body),
});

let nextIp = 0;
// A fresh address per request, so the login lock-out and the search rate limit never mask what is tested.
const send = (app: FastifyInstance, p: Probe) =>
  app.inject({ method: p.method, url: p.url, headers: p.headers, payload: p.body, remoteAddress: `10.66.${nextIp >> 8}.${nextIp++ & 255}` });

/** Why a response is not a 4xx JSON answer with a readable message, or null when it is one. */
function notRejected(response: LightMyRequestResponse): string | null {
  if (response.statusCode < 400 || response.statusCode > 499) return `status ${response.statusCode}: ${response.body.slice(0, 160)}`;
  try {
    const { message } = response.json() as { message?: unknown };
    return typeof message === 'string' && message.trim() ? null : `no message: ${response.body.slice(0, 160)}`;
  } catch {
    return `not JSON: ${response.body.slice(0, 160)}`;
  }
}

/** Sends every probe and lists the ones answered wrongly, so one run shows all failures at once. */
async function expectAll(
  t: TestContext,
  app: FastifyInstance,
  probes: Probe[],
  judge: (r: LightMyRequestResponse, p: Probe) => string | null,
) {
  assert.ok(probes.length >= MIN_CASES, `only ${probes.length} cases`);
  const failures: string[] = [];
  for (const p of probes) {
    const problem = judge(await send(app, p), p);
    if (problem) failures.push(`${p.method} ${p.url.slice(0, 80)} [${p.name}] → ${problem}`);
  }
  t.diagnostic(`${probes.length} hostile requests`);
  assert.deepEqual(failures, []);
}

/** What must survive every hostile request: the articles, the admin account and the logout denylist. */
async function snapshot(orm: MikroORM) {
  const connection = orm.em.fork().getConnection();
  const rows = async (sql: string) => JSON.parse(JSON.stringify(await connection.execute(sql)));
  return {
    article: await rows('select * from article order by id'),
    adminUser: await rows('select * from admin_user order by id'),
    revokedToken: await rows('select * from revoked_token order by jti'),
  };
}

test('every API route answers hostile input with a 4xx and a message, never a 5xx, and leaves the database as it was', async (t) => {
  const { app, orm } = await buildTestApp(t);
  await insertArticles(orm, publicationStates());
  const token = await loginToken(app);
  const asAdmin = { ...bearer(token), ...JSON_TYPE };
  // Scheduled publications already due take effect (audit entry, alerts queued) when the log is read;
  // let that happen before the snapshot, rather than when the schedule watcher next looks.
  await app.inject({ method: 'GET', url: '/api/admin/audit', headers: asAdmin });
  const adminList = (await app.inject({ method: 'GET', url: '/api/admin/articles', headers: asAdmin })).body;
  const publicList = (await app.inject({ method: 'GET', url: '/api/articles' })).body;
  const [first] = JSON.parse(adminList) as { id: number }[];
  const articleUrl = `/api/admin/articles/${first!.id}`;
  const before = await snapshot(orm);
  // A probe sent with the real session must be refused for its own fault, not because an earlier one ended it.
  const rejected = (r: LightMyRequestResponse, p: Probe) =>
    r.statusCode === 401 && p.headers.authorization === asAdmin.authorization ? 'the real session was refused' : notRejected(r);
  const unauthorized = hostileAuthorizations(token);
  const validArticle = JSON.stringify(VALID_ARTICLE);

  await t.test('POST /api/admin/login', (t) =>
    expectAll(t, app, HOSTILE_LOGINS.map((c) => probe({ method: 'POST', url: '/api/admin/login', headers: JSON_TYPE }, c)), rejected),
  );

  await t.test('POST /api/admin/logout: hostile sessions, and unreadable bodies that must not log a real session out', (t) =>
    expectAll(t, app, [
      ...unauthorized.map((c) => probe({ method: 'POST', url: '/api/admin/logout', headers: JSON_TYPE, body: '{}' }, c)),
      ...UNREADABLE_BODIES.map((c) => probe({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) }, c)),
    ], rejected),
  );

  await t.test('GET /api/admin/articles: hostile sessions get 401; hostile query strings with a real session get the normal 200 list', async (t) => {
    await expectAll(t, app, unauthorized.map((c) => probe({ method: 'GET', url: '/api/admin/articles', headers: {} }, c)), rejected);
    await expectAll(t, app, [...HOSTILE_QUERIES, ...HOSTILE_QUERIES.map((q) => ({ ...q, name: `${q.name} (twice)`, query: `${q.query}&${q.query}` }))].map(
      ({ name, query }) => ({ name, method: 'GET', url: `/api/admin/articles?${query}`, headers: asAdmin }),
    ), (r) => (r.statusCode === 200 && r.body === adminList ? null : `status ${r.statusCode}, list changed`));
  });

  await t.test('POST /api/admin/articles', (t) =>
    expectAll(t, app, [
      ...HOSTILE_ARTICLES.map((c) => probe({ method: 'POST', url: '/api/admin/articles', headers: bearer(token) }, c)),
      ...unauthorized.map((c) => probe({ method: 'POST', url: '/api/admin/articles', headers: JSON_TYPE, body: validArticle }, c)),
    ], rejected),
  );

  await t.test('PUT /api/admin/articles/:id', (t) =>
    expectAll(t, app, [
      ...HOSTILE_ARTICLES.map((c) => probe({ method: 'PUT', url: articleUrl, headers: bearer(token) }, c)),
      ...unauthorized.map((c) => probe({ method: 'PUT', url: articleUrl, headers: JSON_TYPE, body: validArticle }, c)),
      ...HOSTILE_SEGMENTS.map(({ name, segment }) => ({ name, method: 'PUT' as const, url: `/api/admin/articles/${segment}`, headers: asAdmin, body: validArticle })),
      { name: 'stale version', method: 'PUT', url: articleUrl, headers: asAdmin, body: JSON.stringify({ ...VALID_ARTICLE, version: 99 }) },
    ], rejected),
  );

  await t.test('DELETE /api/admin/articles/:id', (t) =>
    expectAll(t, app, [
      ...unauthorized.map((c) => probe({ method: 'DELETE', url: articleUrl, headers: {} }, c)),
      ...HOSTILE_SEGMENTS.map(({ name, segment }) => ({ name, method: 'DELETE' as const, url: `/api/admin/articles/${segment}`, headers: bearer(token) })),
    ], rejected),
  );

  await t.test('GET /api/articles: hostile query strings get the normal 200 list, never a draft', (t) =>
    expectAll(t, app, [...HOSTILE_QUERIES, { name: 'include drafts', query: 'include=drafts&preview=1' }, { name: 'admin flag', query: 'admin=true' },
      { name: 'select all columns', query: 'fields=*&select=password_hash' }, { name: 'order injection', query: 'orderBy=id;drop%20table%20article' }].map(
      ({ name, query }) => ({ name, method: 'GET', url: `/api/articles?${query}`, headers: {} }),
    ), (r) => (r.statusCode === 200 && r.body === publicList ? null : `status ${r.statusCode}, list changed: ${r.body.slice(0, 160)}`)),
  );

  await t.test('GET /api/articles/:slug', (t) =>
    expectAll(t, app, [
      ...HOSTILE_SEGMENTS,
      { name: 'a draft', segment: 'draft-release' },
      { name: 'a future article', segment: 'future-release' },
      { name: 'upper-case spelling of a visible slug', segment: 'PUBLISHED-RELEASE' },
    ].map(({ name, segment }) => ({ name, method: 'GET', url: `/api/articles/${segment}`, headers: {} })), rejected),
  );

  await t.test('GET /api/stock/:symbol', (t) =>
    expectAll(t, app, [
      ...HOSTILE_SEGMENTS,
      { name: 'another company', segment: 'AAPL' },
      { name: 'a URL', segment: 'http:%2F%2F169.254.169.254%2Flatest' },
      { name: 'own symbol plus suffix', segment: 'DCOP.V.EVIL' },
    ].map(({ name, segment }) => ({ name, method: 'GET', url: `/api/stock/${segment}`, headers: {} })), rejected),
  );

  await t.test('GET /api/search: each hostile q gets a 400 with a message or a 200 with the normal result shape', (t) =>
    expectAll(t, app, HOSTILE_SEARCHES.map(({ name, query }) => ({ name, method: 'GET', url: `/api/search?${query}`, headers: {} })), (r) => {
      if (r.statusCode !== 200) return notRejected(r);
      const body = r.json() as { pages?: unknown; news?: unknown };
      return Array.isArray(body.pages) && Array.isArray(body.news) ? null : `bad shape: ${r.body.slice(0, 160)}`;
    }),
  );

  await t.test('wrong methods and wrong content types get a 4xx with a message', (t) =>
    expectAll(t, app, [
      { name: 'PATCH an article', method: 'PATCH', url: articleUrl, headers: asAdmin, body: validArticle },
      { name: 'PUT the public list', method: 'PUT', url: '/api/articles', headers: JSON_TYPE, body: validArticle },
      { name: 'POST the public list', method: 'POST', url: '/api/articles', headers: JSON_TYPE, body: validArticle },
      { name: 'DELETE a public article', method: 'DELETE', url: '/api/articles/published-release', headers: {} },
      { name: 'GET the login', method: 'GET', url: '/api/admin/login', headers: {} },
      { name: 'PUT the login', method: 'PUT', url: '/api/admin/login', headers: JSON_TYPE, body: JSON.stringify(TEST_ADMIN) },
      { name: 'GET the logout', method: 'GET', url: '/api/admin/logout', headers: bearer(token) },
      { name: 'DELETE the whole collection', method: 'DELETE', url: '/api/admin/articles', headers: bearer(token) },
      { name: 'PUT the whole collection', method: 'PUT', url: '/api/admin/articles', headers: asAdmin, body: validArticle },
      { name: 'POST to an article', method: 'POST', url: articleUrl, headers: asAdmin, body: validArticle },
      { name: 'POST a quote', method: 'POST', url: '/api/stock/DCOP', headers: JSON_TYPE, body: '{}' },
      { name: 'DELETE the search', method: 'DELETE', url: '/api/search?q=copper', headers: {} },
      { name: 'OPTIONS on the admin API', method: 'OPTIONS', url: '/api/admin/articles', headers: {} },
      { name: 'text/plain login', method: 'POST', url: '/api/admin/login', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(TEST_ADMIN) },
      { name: 'text/plain create', method: 'POST', url: '/api/admin/articles', headers: { ...bearer(token), 'content-type': 'text/plain' }, body: validArticle },
      { name: 'no content type on create', method: 'POST', url: '/api/admin/articles', headers: bearer(token), body: validArticle },
    ], (r, p) => {
      if (p.headers['content-type'] === 'text/plain' && r.statusCode !== 415) return `status ${r.statusCode}, expected 415`;
      return rejected(r, p);
    }),
  );

  assert.deepEqual(await snapshot(orm), before, 'articles, admin account and revoked tokens are exactly as before');
  const polluted = {} as Record<string, unknown>;
  assert.equal(polluted.admin, undefined, 'no request polluted Object.prototype');
  assert.equal(Object.hasOwn(Object.prototype, 'admin'), false);

  // The process is up and each probe was one change away from a request the API accepts.
  assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/articles', headers: asAdmin })).statusCode, 200, 'the real session still works');
  const created = await app.inject({ method: 'POST', url: '/api/admin/articles', headers: asAdmin, payload: validArticle });
  assert.equal(created.statusCode, 201, created.body);
  assert.equal((await send(app, { name: 'login', method: 'POST', url: '/api/admin/login', headers: JSON_TYPE, body: JSON.stringify(TEST_ADMIN) })).statusCode, 200);
});
