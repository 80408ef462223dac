// Runs on PGlite too: program edits, deletes and their audit entries are database writes
import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { AuditPage } from '../../src/shared/audit.ts';
import type { CheckResults } from '../../src/shared/checks/disclosure-checks.ts';
import { type DrillProgramDetail, PROGRAM_IN_USE } from '../../src/shared/drill-program-admin.ts';
import type { DrillProgram } from '../../src/shared/drilling.ts';
import { ContentRevision } from '../../src/server/db/entities/content-revision.entity.ts';
import { bearer, loginToken } from '../helpers/admin.ts';
import { buildTestApp } from '../helpers/api.ts';
import { multipartParts } from '../helpers/images.ts';
import { ARTICLE } from '../helpers/publishing.ts';
import { DRILL_FILES, EXAMPLE_DRILL_FILES, EXAMPLE_PROGRAM } from '../helpers/drilling.ts';

const FILES = DRILL_FILES;
const EXAMPLE = EXAMPLE_DRILL_FILES;
const PROGRAM = EXAMPLE_PROGRAM;
const { project: _p, crs: _c, elements: _e, ...STATEMENTS } = PROGRAM;

async function programsApp(t: TestContext) {
  const built = await buildTestApp(t);
  const { app } = built;
  const headers = bearer(await loginToken(app));
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const importExample = (id: number) => {
    const parts = multipartParts(FILES.map((field) => ({ field, file: { name: `${field}.csv`, type: 'text/csv', data: Buffer.from(EXAMPLE[field]) } })));
    return app.inject({ method: 'POST', url: `/api/admin/drill-programs/${id}/import`, headers: { ...parts.headers, ...headers }, payload: parts.payload });
  };
  const audit = async () => ((await call('GET', '/api/admin/audit?limit=20')).json() as AuditPage).entries.filter((e) => e.action.startsWith('drill-program')).map((e) => [e.action, e.subject, e.note]).reverse();
  return { ...built, call, importExample, audit };
}

test('a program page reads its holes as imported; its statements are edited with the version loaded, each write audited and kept as a revision', async (t) => {
  const { app, call, importExample, audit } = await programsApp(t);
  const created = (await call('POST', '/api/admin/drill-programs', PROGRAM)).json() as DrillProgram;
  assert.equal((await importExample(created.id)).statusCode, 200);

  const detail = (await call('GET', `/api/admin/drill-programs/${created.id}`)).json() as DrillProgramDetail;
  assert.deepEqual([detail.program.holes, detail.program.intervals, detail.releases], [5, 7, []]);
  assert.deepEqual(
    detail.holes.map((h) => [h.holeId, h.status, h.intervals.length, h.withheldReason !== null]),
    [['EX-CK-01', 'reported', 4, false], ['EX-CK-02', 'reported', 2, false], ['EX-CK-03', 'reported', 0, false], ['EX-CK-04', 'reported', 1, false], ['EX-CK-05', 'assays pending', 0, true]],
  );
  assert.deepEqual(detail.holes[0]!.intervals[1], { from: 48, to: 96.5, trueWidth: null, trueWidthBasis: 'Orientation of the mineralized zone not yet known', includingOf: { from: 12, to: 148 }, grades: { Cu: { value: 0.68, belowDetection: false }, Au: { value: 0.21, belowDetection: false }, Ag: { value: 2.9, belowDetection: false } } });
  assert.equal((await call('GET', '/api/admin/drill-programs/999')).statusCode, 404);

  const methods = 'Four-acid digestion with ICP-MS finish.';
  const edited = await call('PUT', `/api/admin/drill-programs/${created.id}`, { ...STATEMENTS, methods, version: detail.program.version });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.deepEqual([(edited.json() as DrillProgram).methods, (edited.json() as DrillProgram).holes], [methods, 5]);
  const stale = await call('PUT', `/api/admin/drill-programs/${created.id}`, { ...STATEMENTS, version: detail.program.version });
  assert.deepEqual([stale.statusCode, (stale.json() as { message: string }).message], [409, 'This program was changed elsewhere; reload to see the latest version']);
  const fixed = await call('PUT', `/api/admin/drill-programs/${created.id}`, { ...STATEMENTS, crs: 'EPSG:26911', version: (edited.json() as DrillProgram).version });
  assert.equal(fixed.statusCode, 400, 'the coordinate system is fixed once created');
  const blank = await call('PUT', `/api/admin/drill-programs/${created.id}`, { ...STATEMENTS, laboratory: { ...PROGRAM.laboratory, name: 'x'.repeat(1001) }, version: 9 });
  assert.deepEqual((blank.json() as { errors: Record<string, string> }).errors, { 'laboratory.name': 'Laboratory name must be at most 1000 characters' });

  assert.deepEqual(await audit(), [
    ['drill-program-create', PROGRAM.name, null],
    ['drill-program-import', PROGRAM.name, '5 holes, 7 intervals'],
    ['drill-program-update', PROGRAM.name, null],
  ]);
  const revisions = await app.db.run((em) => em.find(ContentRevision, { kind: 'drill-program', subjectId: created.id }, { orderBy: { id: 'asc' } }));
  assert.deepEqual(revisions.map((r) => (r.snapshot as { methods: string }).methods), [PROGRAM.methods, methods]);
});

test('a program a release names is not deleted; one no release names is, with its holes, after which it is gone', async (t) => {
  const { call, importExample, audit } = await programsApp(t);
  const named = (await call('POST', '/api/admin/drill-programs', PROGRAM)).json() as DrillProgram;
  await importExample(named.id);
  const release = await call('POST', '/api/admin/articles', { ...ARTICLE, drillPrograms: [named.id] });
  assert.equal(release.statusCode, 201, release.body);
  const refused = await call('DELETE', `/api/admin/drill-programs/${named.id}`);
  assert.deepEqual([refused.statusCode, (refused.json() as { message: string }).message], [409, PROGRAM_IN_USE]);
  assert.deepEqual(((await call('GET', `/api/admin/drill-programs/${named.id}`)).json() as DrillProgramDetail).releases.map((r) => r.title), [ARTICLE.title]);

  const spare = (await call('POST', '/api/admin/drill-programs', { ...PROGRAM, name: 'Copper Keg 2027', project: 'eaglehead' })).json() as DrillProgram;
  await importExample(spare.id);
  assert.equal((await call('DELETE', `/api/admin/drill-programs/${spare.id}`)).statusCode, 204);
  assert.equal((await call('GET', `/api/admin/drill-programs/${spare.id}`)).statusCode, 404);
  assert.deepEqual(((await call('GET', '/api/admin/drill-programs')).json() as DrillProgram[]).map((p) => p.name), [PROGRAM.name]);
  assert.deepEqual((await audit()).at(-1), ['drill-program-delete', 'Copper Keg 2027', null]);
});

test('the checks endpoint reports the drilling checks of the programs a release names; the example set downloads as a template', async (t) => {
  const { app, call } = await programsApp(t);
  const program = (await call('POST', '/api/admin/drill-programs', { ...PROGRAM, methods: '' })).json() as DrillProgram;
  const checks = (await call('POST', '/api/admin/articles/checks', { ...ARTICLE, drillPrograms: [program.id] })).json() as CheckResults;
  assert.ok(checks.errors.some((e) => e.code === 'method-missing' && e.message === `${PROGRAM.name}: state the analytical methods.`), JSON.stringify(checks.errors));

  for (const file of FILES) {
    const example = await call('GET', `/api/admin/drill-programs/example/${file}.csv`);
    assert.equal(example.statusCode, 200);
    assert.equal(example.body, EXAMPLE[file]);
    assert.equal(example.headers['content-disposition'], `attachment; filename="example-${file}.csv"`);
  }
  assert.equal((await call('GET', '/api/admin/drill-programs/example/secrets.csv')).statusCode, 400);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/drill-programs/example/collars.csv' })).statusCode, 401);
});
