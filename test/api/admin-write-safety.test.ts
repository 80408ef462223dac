// Runs on PGlite too: holds locks and write deadlines, where the embedded database once hung.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Article } from '../../src/server/db/entities/article.entity.ts';
import { NestedUnitOfWork, WriteTimeout } from '../../src/server/db/unit-of-work.ts';
import type { AdminArticle } from '../../src/shared/article.ts';
import { bearer, loginToken } from '../helpers/admin.ts';
import { buildTestApp } from '../helpers/api.ts';
import { onPglite } from '../helpers/test-db.ts';

const BODY = {
  title: 'Copper Keg Drilling Update',
  slug: 'copper-keg-drilling-update',
  category: 'Project Updates',
  source: 'Newsfile Corp.',
  date: '2026-11-20',
  description: 'Results from the first holes.',
  content: '<p>Drilling continues.</p>',
  featuredImage: '',
  published: true,
  scheduledDate: '',
  includeDisclaimer: true,
};

// The embedded database has one connection: a read forked inside the write used to wait for the write
// for ever. The test's own timeout fails it on that code instead of hanging the suite (60 s: opening an
// embedded database on a loaded two-core machine can take tens of seconds).
test('an edit that keeps its slug saves at once, and the site keeps answering', { timeout: 60_000 }, async (t) => {
  const { app } = await buildTestApp(t);
  const headers = bearer(await loginToken(app));
  const created = await app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: BODY });
  assert.equal(created.statusCode, 201, created.body);
  // As the issue reproduced it: the body the admin list returned, unmodified but for the title.
  const [listed] = (await app.inject({ method: 'GET', url: '/api/admin/articles', headers })).json() as AdminArticle[];
  const updated = await app.inject({ method: 'PUT', url: `/api/admin/articles/${listed!.id}`, headers, payload: { ...listed, title: 'Copper Keg Drilling Update (corrected)' } });
  assert.equal(updated.statusCode, 200, updated.body);
  assert.equal((updated.json() as AdminArticle).title, 'Copper Keg Drilling Update (corrected)');
  assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
  const visible = await app.inject({ method: 'GET', url: `/api/articles/${BODY.slug}` });
  assert.equal(visible.statusCode, 200);
  assert.equal(visible.json().title, 'Copper Keg Drilling Update (corrected)');
});

test('a transaction stuck past its deadline is rolled back, and the site answers again at once', { timeout: 60_000 }, async (t) => {
  const { app, orm } = await buildTestApp(t, {}, undefined, { writeDeadlineMs: 1_000 });
  const headers = bearer(await loginToken(app));
  const created = (await app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: BODY })).json() as AdminArticle;

  // A write that changes the title and then never finishes, as the fork inside a write used to.
  let changed!: () => void;
  const titleChanged = new Promise<void>((resolve) => (changed = resolve));
  const stuck = app.db.transaction(async (em) => {
    await em.nativeUpdate(Article, { id: created.id }, { title: 'Never saved' });
    changed();
    await new Promise(() => {});
  });
  await titleChanged;
  // Readers queue behind it on the embedded database's one connection, and are answered once it is gone.
  const reading = app.inject({ method: 'GET', url: `/api/articles/${BODY.slug}` });
  await assert.rejects(stuck, WriteTimeout);
  const read = await reading;
  assert.equal(read.statusCode, 200);
  assert.equal(read.json().title, BODY.title, 'readers never saw the rolled-back change');
  assert.equal((await orm.em.fork().findOneOrFail(Article, { id: created.id })).title, BODY.title);
  const edited = await app.inject({ method: 'PUT', url: `/api/admin/articles/${created.id}`, headers, payload: { ...BODY, title: 'Saved after', version: created.version } });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal((await app.inject({ method: 'GET', url: '/healthz' })).statusCode, 200);
});

test('opening a unit of work inside a transaction fails at once instead of waiting for the transaction', { timeout: 60_000 }, async (t) => {
  const { app } = await buildTestApp(t);
  await assert.rejects(
    app.db.transaction(async () => app.db.run((em) => em.count(Article, {}))),
    NestedUnitOfWork,
  );
  await assert.rejects(
    app.db.transaction(async () => app.db.transaction((em) => em.count(Article, {}))),
    NestedUnitOfWork,
  );
  assert.equal(await app.db.run((em) => em.count(Article, {})), 0, 'the database still answers');
});

test('an edit held up by a locked row answers 503 with Retry-After at its deadline, changes nothing, and readers go on', { timeout: 60_000, skip: onPglite && 'PGlite runs one statement at a time: no other connection can hold a row' }, async (t) => {
  const { app, orm } = await buildTestApp(t, {}, undefined, { writeDeadlineMs: 1_000 });
  const headers = bearer(await loginToken(app));
  const created = (await app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: BODY })).json() as AdminArticle;

  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const holding = new Promise<void>((resolve) => (locked = resolve));
  const holder = orm.em.fork().transactional(async (em) => {
    await em.getConnection().execute('select id from article where id = ? for update', [created.id], 'all', em.getTransactionContext());
    locked();
    await released;
  });
  await holding;

  const started = Date.now();
  const edit = await app.inject({ method: 'PUT', url: `/api/admin/articles/${created.id}`, headers, payload: { ...BODY, title: 'Never saved', version: created.version } });
  assert.equal(edit.statusCode, 503, edit.body);
  assert.ok(Date.now() - started < 5_000, 'answered at the deadline, not when the row was let go');
  assert.equal(edit.headers['retry-after'], '5');
  assert.equal(edit.json().message, 'The database did not finish saving in time. Nothing was changed; please try again.');
  assert.equal((await app.inject({ method: 'GET', url: '/api/articles' })).statusCode, 200, 'readers are served meanwhile');

  release();
  await holder;
  const stored = await orm.em.fork().findOneOrFail(Article, { id: created.id });
  assert.equal(stored.title, BODY.title);
  assert.equal(stored.version, created.version);
  const retried = await app.inject({ method: 'PUT', url: `/api/admin/articles/${created.id}`, headers, payload: { ...BODY, title: 'Saved on retry', version: created.version } });
  assert.equal(retried.statusCode, 200, retried.body);
});
