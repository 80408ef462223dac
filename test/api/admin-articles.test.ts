import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Article } from '../../src/server/db/entities/article.entity.ts';
import type { AdminArticle } from '../../src/shared/article.ts';
import { buildTestApp } from '../helpers/api.ts';
import { bearer, loginToken } from '../helpers/admin.ts';
import { testClock } from '../helpers/clock.ts';

const BODY = {
  title: 'District Copper Begins Drilling at Copper Keg',
  slug: 'drilling-begins-at-copper-keg',
  category: 'Project Updates',
  source: 'Newsfile Corp.',
  date: '2025-06-01',
  description: 'The company starts its first exploration programme.',
  content: '<p>Drilling has started.</p>',
  featuredImage: '',
  published: false,
  scheduledDate: '',
  includeDisclaimer: true,
};

/** Publication is judged by a fixed clock, so the schedules below stay in the future. */
async function adminApp(t: Parameters<typeof buildTestApp>[0]) {
  const clock = testClock();
  const built = await buildTestApp(t, {}, undefined, { clock: clock.now });
  const headers = bearer(await loginToken(built.app));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    built.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  return { ...built, call, clock };
}

async function create(call: Awaited<ReturnType<typeof adminApp>>['call'], body: object = BODY): Promise<AdminArticle> {
  const response = await call('POST', '/api/admin/articles', { ...BODY, ...body });
  assert.equal(response.statusCode, 201, response.body);
  return response.json() as AdminArticle;
}

test('create, list, update and delete (to the trash) an article, answering no-store', async (t) => {
  const { call } = await adminApp(t);
  const created = await create(call);
  assert.equal(created.title, BODY.title);
  assert.equal(created.date, '2025-06-01T00:00:00.000Z');
  assert.equal(created.featuredImage, null, 'an empty image is stored as null');
  assert.equal(created.scheduledDate, null, 'an empty schedule is stored as null');
  assert.equal(created.published, false);
  assert.equal(created.version, 1);

  const older = await create(call, { slug: 'older-release', title: 'Older release', date: '2024-01-15T09:30:00Z' });
  const list = await call('GET', '/api/admin/articles');
  assert.equal(list.statusCode, 200);
  assert.equal(list.headers['cache-control'], 'no-store');
  assert.deepEqual((list.json() as AdminArticle[]).map((a) => a.slug), [created.slug, older.slug], 'newest date first, drafts included');

  const updated = await call('PUT', `/api/admin/articles/${created.id}`, { ...BODY, title: 'Drilling update', published: true, scheduledDate: '2030-01-01T00:00:00Z', version: 1 });
  assert.equal(updated.statusCode, 200, updated.body);
  assert.equal(updated.headers['cache-control'], 'no-store');
  const article = updated.json() as AdminArticle;
  assert.equal(article.title, 'Drilling update');
  assert.equal(article.published, true);
  assert.equal(article.scheduledDate, null, 'publishing now clears the schedule');
  assert.equal(article.version, 2);

  const removed = await call('DELETE', `/api/admin/articles/${created.id}`);
  assert.equal(removed.statusCode, 204);
  assert.deepEqual(((await call('GET', '/api/admin/articles')).json() as AdminArticle[]).map((a) => a.slug), [older.slug]);
});

test('a body missing every required field gets one 400 naming each with its "… is required" text', async (t) => {
  const { call } = await adminApp(t);
  const response = await call('POST', '/api/admin/articles', {});
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json().errors, {
    title: 'Title is required',
    slug: 'Slug is required',
    category: 'Category is required',
    source: 'Source is required',
    date: 'Date is required',
    description: 'Description is required',
    content: 'Content is required',
  });
  const blank = await call('POST', '/api/admin/articles', { ...BODY, title: ' ', slug: '', source: '', date: '', description: '', content: '' });
  assert.deepEqual(blank.json().errors, {
    title: 'Title is required',
    slug: 'Slug is required',
    source: 'Source is required',
    date: 'Date is required',
    description: 'Description is required',
    content: 'Content is required',
  });
  const slug = await call('PUT', '/api/admin/articles/1', { ...BODY, slug: 'Not A Slug', version: 1 });
  assert.equal(slug.statusCode, 400);
  assert.deepEqual(slug.json().errors, { slug: 'Slug must be lowercase with hyphens only' });
});

test('a duplicate slug is 409 on create, on update, and when writers race', async (t) => {
  const { call } = await adminApp(t);
  const first = await create(call);
  const duplicate = await call('POST', '/api/admin/articles', BODY);
  assert.equal(duplicate.statusCode, 409);
  assert.deepEqual(duplicate.json(), { message: 'An article with this slug already exists' });

  const second = await create(call, { slug: 'second-release' });
  const rename = await call('PUT', `/api/admin/articles/${second.id}`, { ...BODY, slug: first.slug, version: second.version });
  assert.equal(rename.statusCode, 409);
  assert.deepEqual(rename.json(), { message: 'An article with this slug already exists' });

  const race = await Promise.all(Array.from({ length: 6 }, () => call('POST', '/api/admin/articles', { ...BODY, slug: 'raced-slug' })));
  assert.deepEqual(race.map((r) => r.statusCode).sort(), [201, 409, 409, 409, 409, 409]);
});

test('an update carrying a stale version is 409 and changes nothing', async (t) => {
  const { call } = await adminApp(t);
  const article = await create(call);
  const first = await call('PUT', `/api/admin/articles/${article.id}`, { ...BODY, title: 'First tab', version: 1 });
  assert.equal(first.statusCode, 200);
  const stale = await call('PUT', `/api/admin/articles/${article.id}`, { ...BODY, title: 'Second tab', version: 1 });
  assert.equal(stale.statusCode, 409);
  assert.deepEqual(stale.json(), { message: 'This article was changed elsewhere; reload to see the latest version' });
  const [stored] = (await call('GET', '/api/admin/articles')).json() as AdminArticle[];
  assert.equal(stored!.title, 'First tab');
});

test('unknown ids are 404 Article not found; ids that are no whole number in range are 400', async (t) => {
  const { call } = await adminApp(t);
  for (const [method, url] of [['PUT', '/api/admin/articles/999'], ['DELETE', '/api/admin/articles/999']] as const) {
    const response = await call(method, url, method === 'PUT' ? { ...BODY, version: 1 } : undefined);
    assert.equal(response.statusCode, 404, `${method} ${url}`);
    assert.deepEqual(response.json(), { message: 'Article not found' });
  }
  const id = 'Article id must be a whole number from 1 to 2147483647';
  for (const [method, url] of [
    ['PUT', '/api/admin/articles/abc'],
    ['DELETE', '/api/admin/articles/1e3'],
    ['DELETE', '/api/admin/articles/1.5'],
    ['DELETE', '/api/admin/articles/0'],
    ['DELETE', '/api/admin/articles/2147483648'],
    ['GET', `/api/admin/articles/${'9'.repeat(40)}/revisions`],
    ['POST', '/api/admin/articles/-1/restore'],
  ] as const) {
    const response = await call(method, url, method === 'PUT' ? { ...BODY, version: 1 } : undefined);
    assert.equal(response.statusCode, 400, `${method} ${url}`);
    assert.deepEqual(response.json().errors, { id }, `${method} ${url}`);
  }
  const revision = await call('GET', '/api/admin/articles/1/revisions/x');
  assert.equal(revision.statusCode, 400);
  assert.deepEqual(revision.json().errors, { revisionId: 'Revision id must be a whole number from 1 to 2147483647' });
});

test('a body over 200 KB is refused with 413', async (t) => {
  const { call } = await adminApp(t);
  const response = await call('POST', '/api/admin/articles', { ...BODY, content: `<p>${'x'.repeat(205 * 1024)}</p>` });
  assert.equal(response.statusCode, 413);
  assert.deepEqual(response.json(), { message: 'Request body is too large' });
});

test('content is sanitized before it is stored', async (t) => {
  const { call, orm } = await adminApp(t);
  const article = await create(call, {
    content: '<p onclick="steal()">Results</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a>',
  });
  const stored = await orm.em.fork().findOneOrFail(Article, { id: article.id });
  for (const content of [article.content, stored.content]) {
    assert.doesNotMatch(content, /script|onclick|onerror|javascript:/i);
    assert.match(content, /<p>Results<\/p>/);
  }
  const markdown = await create(call, { slug: 'markdown-release', content: '> A quote & a note\n\n**Bold**' });
  assert.equal(markdown.content, '> A quote & a note\n\n**Bold**', 'markdown is kept as typed');
  const empty = await call('POST', '/api/admin/articles', { ...BODY, slug: 'only-script', content: '<script>alert(1)</script>' });
  assert.equal(empty.statusCode, 400);
  assert.deepEqual(empty.json().errors, { content: 'Content is required' });
});

test('a scheduled article shows as published in the admin list once its time has passed, without a write', async (t) => {
  const clock = testClock('2026-03-02T17:00:00Z');
  const built = await buildTestApp(t, {}, undefined, { clock: clock.now });
  const headers = bearer(await loginToken(built.app));
  const call = (method: 'GET' | 'PUT', url: string, payload?: object) => built.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const created = await built.app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: { ...BODY, scheduledDate: '2026-03-02T17:30:00Z' } });
  const article = created.json() as AdminArticle;
  assert.equal(article.published, false);
  assert.equal(article.scheduledDate, '2026-03-02T17:30:00.000Z');
  assert.equal(((await call('GET', '/api/admin/articles')).json() as AdminArticle[])[0]!.published, false);
  clock.advance(31 * 60_000);
  const [listed] = (await call('GET', '/api/admin/articles')).json() as AdminArticle[];
  assert.equal(listed!.published, true);
  assert.equal(listed!.scheduledDate, null, 'a spent schedule is not offered for editing');
  assert.equal(listed!.version, article.version, 'reading the list changes nothing, so an open form stays current');
  const stored = await built.orm.em.fork().findOneOrFail(Article, { id: article.id });
  assert.deepEqual([stored.published, stored.scheduledDate?.toISOString(), stored.version], [false, '2026-03-02T17:30:00.000Z', article.version]);

  const unpublished = await call('PUT', `/api/admin/articles/${article.id}`, { ...BODY, published: false, scheduledDate: listed!.scheduledDate, version: listed!.version });
  assert.equal(unpublished.statusCode, 200, unpublished.body);
  assert.equal((await built.app.inject({ method: 'GET', url: `/api/articles/${BODY.slug}` })).statusCode, 404, 'switching Published off hides it again');
  const [again] = (await call('GET', '/api/admin/articles')).json() as AdminArticle[];
  assert.equal(again!.published, false, 'it stays a draft');
});

test('a schedule already past when saved is stored as published now', async (t) => {
  const { call } = await adminApp(t);
  const article = await create(call, { scheduledDate: '2020-01-01T09:00:00Z' });
  assert.equal(article.published, true);
  assert.equal(article.scheduledDate, null);
});

test('a scheduled release can be rescheduled and unscheduled', async (t) => {
  const { app, call } = await adminApp(t);
  const article = await create(call, { scheduledDate: '2030-01-15T14:00:00Z' });
  const moved = await call('PUT', `/api/admin/articles/${article.id}`, { ...BODY, scheduledDate: '2030-02-01T17:00:00Z', version: article.version });
  assert.equal((moved.json() as AdminArticle).scheduledDate, '2030-02-01T17:00:00.000Z');
  const cleared = await call('PUT', `/api/admin/articles/${article.id}`, { ...BODY, scheduledDate: null, version: article.version + 1 });
  const draft = cleared.json() as AdminArticle;
  assert.deepEqual([draft.published, draft.scheduledDate], [false, null]);
  assert.equal((await app.inject({ method: 'GET', url: `/api/articles/${BODY.slug}` })).statusCode, 404);
});

test('the admin API answers 401 without a session on every route it holds, while login stays open', async (t) => {
  const { app } = await adminApp(t);
  for (const [method, url] of [['GET', '/api/admin/articles'], ['POST', '/api/admin/articles'], ['PUT', '/api/admin/articles/1'], ['DELETE', '/api/admin/articles/1'], ['POST', '/api/admin/logout']] as const) {
    const response = await app.inject({ method, url });
    assert.equal(response.statusCode, 401, `${method} ${url}`);
  }
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'nobody', password: 'wrong-password' } });
  assert.equal(login.statusCode, 401);
  assert.deepEqual(login.json(), { message: 'Invalid credentials' });
});

test('an invalid calendar date is a 400 on the date field', async (t) => {
  const { call } = await adminApp(t);
  const response = await call('POST', '/api/admin/articles', { ...BODY, date: '2025-13-45' });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json().errors, { date: 'Date must be a valid date' });
});

test('calls without a body accept the JSON content type the browser helper always sends', async (t) => {
  const { app, call } = await adminApp(t);
  const article = await create(call);
  const token = await loginToken(app);
  const headers = { ...bearer(token), 'content-type': 'application/json' };
  const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/articles/${article.id}`, headers });
  assert.equal(deleted.statusCode, 204, deleted.body);
  const emptyCreate = await app.inject({ method: 'POST', url: '/api/admin/articles', headers, payload: '' });
  assert.equal(emptyCreate.statusCode, 400);
  assert.deepEqual(emptyCreate.json().errors, { body: 'Request body must be a JSON object' });
  const loggedOut = await app.inject({ method: 'POST', url: '/api/admin/logout', headers });
  assert.equal(loggedOut.statusCode, 204, loggedOut.body);
});

test('a blank category gets "Category is required", like every other blank field', async (t) => {
  const { call } = await adminApp(t);
  const article = await create(call);
  for (const category of ['', '   ', '\u200b']) {
    for (const [method, url] of [['POST', '/api/admin/articles'], ['PUT', `/api/admin/articles/${article.id}`]] as const) {
      const response = await call(method, url, { ...BODY, slug: 'blank-category', category, version: article.version });
      assert.equal(response.statusCode, 400, `${method} ${JSON.stringify(category)}`);
      assert.deepEqual(response.json().errors, { category: 'Category is required' });
    }
  }
  const unknown = await call('POST', '/api/admin/articles', { ...BODY, category: 'Press Releases' });
  assert.deepEqual(unknown.json().errors, {
    category: 'Category must be one of: Company News, Industry Analysis, Market Commentary, Project Updates',
  });
});

test('every article the admin list returns can be sent back unchanged with PUT', async (t) => {
  const { call, clock } = await adminApp(t);
  await create(call);
  await create(call, { slug: 'with-image', featuredImage: '/images/drill-rig.webp', includeDisclaimer: false });
  await create(call, { slug: 'scheduled-release', scheduledDate: '2030-01-15T14:00:00Z' });
  await create(call, { slug: 'published-release', published: true });
  const listed = (await call('GET', '/api/admin/articles')).json() as AdminArticle[];
  assert.ok(listed.some((a) => a.featuredImage === null && a.scheduledDate === null), 'the list holds nulls to send back');

  for (const article of listed) {
    // A save stamps updatedAt from the clock; without a later minute, an unchanged save would change nothing.
    clock.advance(60_000);
    const response = await call('PUT', `/api/admin/articles/${article.id}`, article);
    assert.equal(response.statusCode, 200, `${article.slug}: ${response.body}`);
    const saved = response.json() as AdminArticle;
    const unchanged = ({ version, updatedAt, ...rest }: AdminArticle) => rest;
    assert.deepEqual(unchanged(saved), unchanged(article), `${article.slug} is stored as it was`);
    assert.equal(saved.version, article.version + 1);
  }
  const [first] = listed;
  const stale = await call('PUT', `/api/admin/articles/${first!.id}`, first!);
  assert.equal(stale.statusCode, 409, 'the version it carries still guards against overwriting a newer save');
  const readOnly = await call('PUT', `/api/admin/articles/${first!.id}`, { ...first!, version: first!.version + 1, id: 999, createdAt: '2000-01-01T00:00:00.000Z' });
  assert.equal(readOnly.statusCode, 200, readOnly.body);
  assert.deepEqual([readOnly.json().id, readOnly.json().createdAt], [first!.id, first!.createdAt], 'id and createdAt are the server’s own');
});

test('a PUT without the version it edits is 428 and changes nothing', async (t) => {
  const { call } = await adminApp(t);
  const article = await create(call);
  for (const body of [{ ...BODY, title: 'Overwritten' }, { ...BODY, title: 'Overwritten', version: null }]) {
    const response = await call('PUT', `/api/admin/articles/${article.id}`, body);
    assert.equal(response.statusCode, 428);
    assert.deepEqual(response.json(), { message: 'Reload the article: this save did not say which version it edits' });
  }
  const [stored] = (await call('GET', '/api/admin/articles')).json() as AdminArticle[];
  assert.deepEqual([stored!.title, stored!.version], [article.title, article.version]);
  const junk = await call('PUT', `/api/admin/articles/${article.id}`, { ...BODY, version: 'latest' });
  assert.equal(junk.statusCode, 400);
  assert.deepEqual(junk.json().errors, { version: 'Version must be a whole number' });
});

test('validation messages name fields by their label, never by property name', async (t) => {
  const { call } = await adminApp(t);
  // [field, a value of the wrong type, the message]
  const cases: [string, unknown, string][] = [
    ['title', 42, 'Title is invalid'],
    ['featuredImage', 42, 'Featured image is invalid'],
    ['scheduledDate', 42, 'Scheduled date must be a valid date and time'],
    ['published', 'yes', 'Published must be true or false'],
    ['includeDisclaimer', 'no', 'Include disclaimer must be true or false'],
    ['version', 'one', 'Version must be a whole number'],
    ['id', 'one', 'ID is invalid'],
    ['createdAt', 1, 'Created is invalid'],
    ['updatedAt', 1, 'Last updated is invalid'],
  ];
  const response = await call('POST', '/api/admin/articles', { ...BODY, ...Object.fromEntries(cases.map(([field, value]) => [field, value])) });
  assert.equal(response.statusCode, 400);
  assert.deepEqual(response.json().errors, Object.fromEntries(cases.map(([field, , message]) => [field, message])));
  const long = await call('POST', '/api/admin/articles', { ...BODY, featuredImage: `/${'x'.repeat(2000)}` });
  assert.deepEqual(long.json().errors, { featuredImage: 'Featured image must be at most 2000 characters' });
  const nul = await call('POST', '/api/admin/articles', { ...BODY, featuredImage: '/images/a\u0000.webp' });
  assert.deepEqual(nul.json().errors, { featuredImage: 'Featured image contains characters that are not allowed' });
});
