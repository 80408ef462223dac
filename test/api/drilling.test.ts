// Runs on PGlite too: imports and reads drilling data
import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { AdminArticle } from '../../src/shared/article.ts';
import { CHECKS_REFUSED, type ChecksRefusal } from '../../src/shared/checks/disclosure-checks.ts';
import { type DrillProgram, type DrillProgramInput, type DrillResults, IMPORT_REFUSED, type ImportError, type ReleaseResults } from '../../src/shared/drilling.ts';
import { ReleaseDrillTable } from '../../src/server/db/entities/drilling.entity.ts';
import { bearer, loginToken } from '../helpers/admin.ts';
import { testClock } from '../helpers/clock.ts';
import { multipartParts } from '../helpers/images.ts';
import { buildTestApp } from '../helpers/api.ts';
import { ARTICLE } from '../helpers/publishing.ts';
import { EXAMPLE_DRILL_FILES, EXAMPLE_PROGRAM } from '../helpers/drilling.ts';

type Files = Partial<Record<'collars' | 'surveys' | 'intervals', string>>;
const EXAMPLE: Required<Files> = EXAMPLE_DRILL_FILES;
const PROGRAM = EXAMPLE_PROGRAM;
const HOUR = 3_600_000;
const OVERRIDE = { reason: 'Example data: the Qualified Person is confirmed outside these tests.' };

/** Replaces row `row` (from 1 after the header) of a file's text. */
const withRow = (text: string, row: number, line: string) => text.trimEnd().split('\n').map((l, i) => (i === row ? line : l)).join('\n');
const addRow = (text: string, line: string) => `${text.trimEnd()}\n${line}\n`;

type Method = 'GET' | 'POST' | 'PUT';

/** The API with a signed-in admin on the test clock, and the drilling calls the tests make. */
async function drillingApp(t: TestContext, clock = testClock()) {
  const built = await buildTestApp(t, {}, undefined, { clock: clock.now });
  const { app } = built;
  const headers = bearer(await loginToken(app));
  const call = (method: Method, url: string, payload?: object) => app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const createProgram = async (body: Partial<DrillProgramInput> = {}) => {
    const response = await call('POST', '/api/admin/drill-programs', { ...PROGRAM, ...body });
    assert.equal(response.statusCode, 201, response.body);
    return response.json() as DrillProgram;
  };
  const importFiles = (id: number, files: Files, query = '') => {
    const parts = multipartParts(Object.entries(files).map(([field, text]) => ({ field, file: { name: `${field}.csv`, type: 'text/csv', data: Buffer.from(text) } })));
    return app.inject({ method: 'POST', url: `/api/admin/drill-programs/${id}/import${query}`, headers: { ...parts.headers, ...headers }, payload: parts.payload });
  };
  return { ...built, call, createProgram, importFiles };
}

/** Every public address drill results are read from. */
async function publicResults(app: FastifyInstance, slug: string) {
  const [api, csv, release] = await Promise.all([
    app.inject({ method: 'GET', url: '/api/drill-results?project=copper-keg' }),
    app.inject({ method: 'GET', url: '/projects/copper-keg/drill-results.csv' }),
    app.inject({ method: 'GET', url: `/api/drill-results/releases/${slug}` }),
  ]);
  assert.equal(api.statusCode, 200, api.body);
  assert.equal(csv.statusCode, 200, csv.body);
  return { holes: (api.json() as DrillResults).holes, csv: csv.body, release: release.statusCode === 200 ? (release.json() as ReleaseResults) : release.statusCode };
}

test('a program needs a supported UTM system and one of the projects; the list shows what it holds', async (t) => {
  const { app, call, createProgram } = await drillingApp(t);
  for (const crs of ['EPSG:4326', 'EPSG:26906', 'EPSG:26923', 'EPSG:32623', 'EPSG:3005', 'epsg:26909']) {
    const refused = await call('POST', '/api/admin/drill-programs', { ...PROGRAM, crs });
    assert.equal(refused.statusCode, 400, crs);
    assert.equal((refused.json() as { message: string }).message, 'Unsupported coordinate system', crs);
  }
  const project = await call('POST', '/api/admin/drill-programs', { ...PROGRAM, project: 'stony-lake' });
  assert.equal((project.json() as { message: string }).message, 'Project must be one of: copper-keg, eaglehead');
  const elements = await call('POST', '/api/admin/drill-programs', { ...PROGRAM, elements: ['Cu', 'Cu'] });
  assert.equal(elements.statusCode, 400);

  const created = await createProgram({ crs: 'EPSG:32609', project: 'eaglehead', name: 'Eaglehead 2026' });
  assert.deepEqual({ ...created, createdAt: '', updatedAt: '' }, { ...PROGRAM, crs: 'EPSG:32609', project: 'eaglehead', name: 'Eaglehead 2026', equivalentFormula: null, id: created.id, holes: 0, intervals: 0, version: 1, createdAt: '', updatedAt: '' });
  await createProgram({ crs: 'EPSG:26922' });
  assert.deepEqual(((await call('GET', '/api/admin/drill-programs')).json() as DrillProgram[]).map((p) => [p.name, p.crs]), [['Eaglehead 2026', 'EPSG:32609'], [PROGRAM.name, 'EPSG:26922']]);
  assert.equal((await app.inject({ method: 'GET', url: '/api/admin/drill-programs' })).statusCode, 401);
});

test('an import with one bad row saves nothing and names the row and field; a good one replaces the holes and exports as read', async (t) => {
  const { call, createProgram, importFiles } = await drillingApp(t);
  const { id } = await createProgram();
  const bad = await importFiles(id, { ...EXAMPLE, intervals: withRow(EXAMPLE.intervals, 4, 'EX-CK-01,232.0,210.0,15.6,,0.27,<0.005,0.9,') });
  assert.equal(bad.statusCode, 422, bad.body);
  assert.deepEqual(bad.json(), { message: IMPORT_REFUSED, errors: [{ file: 'intervals', row: 4, field: 'to', message: 'To must be greater than From' }] });
  const size = async () => ((await call('GET', '/api/admin/drill-programs')).json() as DrillProgram[]).map((p) => [p.holes, p.intervals]);
  assert.deepEqual(await size(), [[0, 0]], 'nothing saved');

  const good = await importFiles(id, EXAMPLE);
  assert.equal(good.statusCode, 200, good.body);
  assert.deepEqual(good.json(), { holes: 5, intervals: 7 });
  const fewer = await importFiles(id, { collars: EXAMPLE.collars.split('\n').slice(0, 3).join('\n'), intervals: EXAMPLE.intervals.split('\n').slice(0, 4).join('\n') });
  assert.deepEqual(fewer.json(), { holes: 2, intervals: 3 });
  assert.deepEqual(await size(), [[2, 3]], 'an import replaces the holes no public release shows');

  const formula = await importFiles(id, { ...EXAMPLE, collars: withRow(EXAMPLE.collars, 3, 'EX-CK-03,657180,5598650,1251,225,-70,300,diamond,reported,no,"=HYPERLINK(""http://x"")"') });
  assert.equal(formula.statusCode, 200, formula.body);
  const exported = Object.fromEntries(
    await Promise.all((['collars', 'surveys', 'intervals'] as const).map(async (file) => [file, (await call('GET', `/api/admin/drill-programs/${id}/export/${file}.csv`)).body])),
  ) as Required<Files>;
  assert.ok(exported.collars.includes('EX-CK-03,657180,5598650,1251,225,-70,300,diamond,reported,no,"\'=HYPERLINK(""http://x"")"\r\n'), exported.collars);
  assert.ok(exported.intervals.startsWith('hole_id,from,to,true_width,including_of,cu_pct,au_gpt,ag_gpt,true_width_basis\r\n'));
  assert.ok(exported.intervals.includes('EX-CK-01,60,72,unknown,48-96.5,1.12,0.35,4.1,Orientation of the mineralized zone not yet known\r\n'));
  assert.ok(exported.intervals.includes('EX-CK-01,210,232,15.6,,0.27,<0.005,0.9,'));
  const again = await importFiles(id, exported);
  assert.deepEqual(again.json(), { holes: 5, intervals: 7 }, 'the export imports again');
  assert.equal((await call('GET', `/api/admin/drill-programs/${id}/export/collars.csv`)).body, exported.collars, 'and round-trips');

  const other = await createProgram({ name: 'Copper Keg 2027' });
  const taken = await importFiles(other.id, { collars: EXAMPLE.collars.split('\n').slice(0, 2).join('\n'), intervals: EXAMPLE.intervals.split('\n')[0]! });
  assert.deepEqual((taken.json() as { errors: ImportError[] }).errors, [{ file: 'collars', row: 1, field: 'hole_id', message: `Hole EX-CK-01 belongs to the program "${PROGRAM.name}" of this project` }]);
});

/** Each rule of the issue, broken once in the example set, with the one error it must give. */
const RULES: { rule: string; files: Files; error: ImportError }[] = [
  { rule: 'azimuth below 360', files: { collars: withRow(EXAMPLE.collars, 2, 'EX-CK-02,657520,5598910,1238,360,-55,402.5,diamond,reported,no,') }, error: { file: 'collars', row: 2, field: 'azimuth', message: 'Azimuth must be a number of degrees from 0 up to, not including, 360' } },
  { rule: 'dip down unless underground', files: { collars: withRow(EXAMPLE.collars, 2, 'EX-CK-02,657520,5598910,1238,45,12,402.5,diamond,reported,no,') }, error: { file: 'collars', row: 2, field: 'dip', message: 'Dip must be a number of degrees from -90 to 0 (negative down) unless the hole is underground' } },
  { rule: 'dip within ±90 underground', files: { collars: withRow(EXAMPLE.collars, 2, 'EX-CK-02,657520,5598910,1238,45,95,402.5,diamond,reported,yes,') }, error: { file: 'collars', row: 2, field: 'dip', message: 'Dip must be a number of degrees from -90 to 90' } },
  { rule: 'length above 0', files: { collars: withRow(EXAMPLE.collars, 3, 'EX-CK-03,657180,5598650,1251,225,-70,0,diamond,reported,no,') }, error: { file: 'collars', row: 3, field: 'length', message: 'Length must be a number of metres greater than 0, at most 5000' } },
  { rule: 'a hole once', files: { collars: addRow(EXAMPLE.collars, 'EX-CK-03,657180,5598650,1251,225,-70,300,diamond,reported,no,') }, error: { file: 'collars', row: 6, field: 'hole_id', message: 'Hole EX-CK-03 is listed twice (first on row 3)' } },
  { rule: 'surveys strictly increasing', files: { surveys: withRow(EXAMPLE.surveys, 3, 'EX-CK-01,50,46,-59') }, error: { file: 'surveys', row: 3, field: 'depth', message: 'Survey depths must increase within a hole: 50 m comes after 50 m' } },
  { rule: 'surveys of known holes', files: { surveys: addRow(EXAMPLE.surveys, 'EX-CK-09,10,45,-60') }, error: { file: 'surveys', row: 14, field: 'hole_id', message: 'Hole EX-CK-09 is not in the collars file' } },
  { rule: 'from at least 0', files: { intervals: withRow(EXAMPLE.intervals, 7, 'EX-CK-04,-1,44.0,25.2,,0.33,0.08,1.1,Estimated') }, error: { file: 'intervals', row: 7, field: 'from', message: "From must be a number of metres from 0, less than the hole's length, 275 m" } },
  { rule: 'to within the hole', files: { intervals: withRow(EXAMPLE.intervals, 7, 'EX-CK-04,8.0,280,25.2,,0.33,0.08,1.1,Estimated') }, error: { file: 'intervals', row: 7, field: 'to', message: "To must be a number of metres greater than 0, at most the hole's length, 275 m" } },
  { rule: 'no overlap at one level', files: { intervals: addRow(EXAMPLE.intervals, 'EX-CK-01,140,150,unknown,,0.3,0.1,1,Not known') }, error: { file: 'intervals', row: 8, field: 'from', message: 'Overlaps the interval 12-148 m on row 1, at the same level' } },
  { rule: 'including inside its parent', files: { intervals: withRow(EXAMPLE.intervals, 6, 'EX-CK-02,98.0,190.0,unknown,35.5-183.5,1.04,0.31,3.6,Not known') }, error: { file: 'intervals', row: 6, field: 'including_of', message: 'An including interval must lie inside its parent, 35.5-183.5 m, and be shorter' } },
  { rule: 'including of an existing parent', files: { intervals: withRow(EXAMPLE.intervals, 6, 'EX-CK-02,98.0,130.0,unknown,35.0-183.5,1.04,0.31,3.6,Not known') }, error: { file: 'intervals', row: 6, field: 'including_of', message: 'Hole EX-CK-02 has no interval 35-183.5 m to include this one in' } },
  { rule: 'including of higher primary grade', files: { intervals: withRow(EXAMPLE.intervals, 6, 'EX-CK-02,98.0,130.0,unknown,35.5-183.5,0.55,0.31,3.6,Not known') }, error: { file: 'intervals', row: 6, field: 'cu_pct', message: 'An including interval must grade higher in Cu than its parent (0.62 %)' } },
  { rule: 'true width within the core length', files: { intervals: withRow(EXAMPLE.intervals, 7, 'EX-CK-04,8.0,44.0,36.5,,0.33,0.08,1.1,Estimated') }, error: { file: 'intervals', row: 7, field: 'true_width', message: 'True width must be greater than 0, at most the core length, 36 m, or unknown with a basis' } },
  { rule: 'true width above 0', files: { intervals: withRow(EXAMPLE.intervals, 7, 'EX-CK-04,8.0,44.0,0,,0.33,0.08,1.1,Estimated') }, error: { file: 'intervals', row: 7, field: 'true_width', message: 'True width must be greater than 0, at most the core length, 36 m, or unknown with a basis' } },
  { rule: 'unknown true width with a basis', files: { intervals: withRow(EXAMPLE.intervals, 7, 'EX-CK-04,8.0,44.0,unknown,,0.33,0.08,1.1,') }, error: { file: 'intervals', row: 7, field: 'true_width_basis', message: 'An unknown true width needs its basis: say why in true_width_basis' } },
  { rule: 'grades at least 0', files: { intervals: withRow(EXAMPLE.intervals, 7, 'EX-CK-04,8.0,44.0,25.2,,0.33,-0.08,1.1,Estimated') }, error: { file: 'intervals', row: 7, field: 'au_gpt', message: 'Au g/t must be a grade of at least 0, or <limit when below detection (such as <0.005)' } },
  { rule: 'the primary grade given', files: { intervals: withRow(EXAMPLE.intervals, 7, 'EX-CK-04,8.0,44.0,25.2,,,0.08,1.1,Estimated') }, error: { file: 'intervals', row: 7, field: 'cu_pct', message: "Cu % is required: Cu is the program's primary element" } },
  { rule: 'intervals of known holes', files: { intervals: addRow(EXAMPLE.intervals, 'EX-CK-09,1,2,1,,0.3,0.1,1,') }, error: { file: 'intervals', row: 8, field: 'hole_id', message: 'Hole EX-CK-09 is not in the collars file' } },
  { rule: 'every grade column of the program', files: { intervals: EXAMPLE.intervals.replace(',ag_gpt', ',mo_pct') }, error: { file: 'intervals', row: 0, field: 'ag_gpt', message: 'The column ag_gpt is missing' } },
  { rule: 'a CSV file', files: { collars: 'hole_id,easting\n"EX-CK-01,657350\n' }, error: { file: 'collars', row: 1, field: '', message: 'The file is not valid CSV: Quote Not Closed: the parsing is finished with an opening quote at line 2' } },
];

test('each validation rule refuses its case, with its file, row, field and message', async (t) => {
  const { createProgram, importFiles } = await drillingApp(t);
  const { id } = await createProgram();
  for (const { rule, files, error } of RULES) {
    const refused = await importFiles(id, { ...EXAMPLE, ...files });
    assert.equal(refused.statusCode, 422, `${rule}: ${refused.body}`);
    const errors = (refused.json() as { errors: ImportError[] }).errors;
    assert.deepEqual(errors.filter((e) => e.field !== 'ag_gpt' || e.row === 0).slice(0, 1), [error], `${rule}: ${JSON.stringify(errors)}`);
  }
});

test('results in a scheduled release are absent from every public address until its minute, then present', async (t) => {
  const clock = testClock();
  const { app, orm, call, createProgram, importFiles } = await drillingApp(t, clock);
  const { id } = await createProgram();
  assert.equal((await importFiles(id, EXAMPLE)).statusCode, 200);
  const scheduledDate = new Date(clock.now().getTime() + HOUR).toISOString();
  const created = await call('POST', '/api/admin/articles', { ...ARTICLE, scheduledDate, drillPrograms: [id], override: OVERRIDE });
  assert.equal(created.statusCode, 201, created.body);
  assert.deepEqual((created.json() as AdminArticle).drillPrograms, [id]);
  assert.deepEqual(((await call('GET', '/api/admin/articles')).json() as AdminArticle[]).map((a) => a.drillPrograms), [[id]]);

  const before = await publicResults(app, ARTICLE.slug);
  assert.deepEqual(before.holes, []);
  assert.equal(before.csv.split('\r\n')[1], '', 'the CSV has its header only');
  assert.equal(before.release, 404);

  clock.advance(HOUR);
  const after = await publicResults(app, ARTICLE.slug);
  assert.deepEqual(after.holes.map((h) => [h.holeId, h.nsi, h.intervals.length, h.release.slug]), [
    ['EX-CK-01', false, 4, ARTICLE.slug],
    ['EX-CK-02', false, 2, ARTICLE.slug],
    ['EX-CK-03', true, 0, ARTICLE.slug],
    ['EX-CK-04', false, 1, ARTICLE.slug],
    ['EX-CK-05', false, 0, ARTICLE.slug],
  ]);
  const first = after.holes[0]!;
  assert.deepEqual([first.easting, first.northing, first.crs], [657350, 5598800, 'EPSG:26910']);
  assert.ok(Math.abs(first.lon + 120.7802937935) < 1e-6 && Math.abs(first.lat - 50.5199786361) < 1e-6, `${first.lon}, ${first.lat}`);
  assert.equal(first.trace.length, 8, 'the collar and each survey');
  assert.deepEqual(first.intervals[3], { from: 210, to: 232, length: 22, trueWidth: 15.6, trueWidthBasis: 'Estimated at 70% of core length from oriented core', includingOf: null, grades: { Cu: 0.27, Au: null, Ag: 0.9 }, belowDetection: { Au: 0.005 } });
  assert.deepEqual(first.intervals[2]!.includingOf, { from: 48, to: 96.5 });
  assert.equal(after.holes[4]!.withheldReason, 'Assays pending from the laboratory: reported when received');
  assert.ok(after.csv.includes(`EX-CK-01,${ARTICLE.slug},657350,5598800,1245,EPSG:26910,`), after.csv);
  assert.ok(after.csv.includes(',210,232,22,15.6,Estimated at 70% of core length from oriented core,,0.27,<0.005,0.9\r\n'), after.csv);
  assert.deepEqual((after.release as ReleaseResults).tables.map((table) => [table.program.name, table.correction, table.current, table.holes.length]), [[PROGRAM.name, null, true, 5]]);

  // Once the minute has taken effect (here through an import, which makes it take effect first), the table
  // is kept with the release and the public reads that copy; an unchanged public hole may be imported again.
  assert.deepEqual((await importFiles(id, EXAMPLE)).json(), { holes: 5, intervals: 7 });
  assert.equal(await orm.em.fork().count(ReleaseDrillTable, {}), 1);
  assert.deepEqual(await publicResults(app, ARTICLE.slug), after);
});

test('a public result is changed only through a correction of its release, and the table as first published stays', async (t) => {
  const { app, call, createProgram, importFiles } = await drillingApp(t);
  const { id } = await createProgram();
  await importFiles(id, EXAMPLE);
  const release = (await call('POST', '/api/admin/articles', { ...ARTICLE, published: true, drillPrograms: [id], override: OVERRIDE })).json() as AdminArticle;
  const corrected = withRow(EXAMPLE.intervals, 5, 'EX-CK-02,35.5,183.5,unknown,,0.64,0.18,2.2,Orientation of the mineralized zone not yet known');

  const refused = await importFiles(id, { ...EXAMPLE, intervals: corrected });
  assert.equal(refused.statusCode, 422, refused.body);
  const changeMessage = `Hole EX-CK-02 is public in "${ARTICLE.title}": it changes only through a correction (import with correction=true, then correct the release)`;
  assert.deepEqual((refused.json() as { errors: ImportError[] }).errors, [{ file: 'collars', row: 2, field: 'hole_id', message: changeMessage }]);
  const grade = async () => (await publicResults(app, release.slug)).holes.find((h) => h.holeId === 'EX-CK-02')!.intervals[0]!.grades.Cu;

  const added = await importFiles(id, { ...EXAMPLE, collars: addRow(EXAMPLE.collars, 'EX-CK-06,657600,5598700,1240,45,-60,200,diamond,reported,no,') });
  assert.deepEqual(added.json(), { holes: 6, intervals: 7 }, 'new holes are imported beside the public ones');
  assert.equal((await publicResults(app, release.slug)).holes.length, 5, 'the release shows its table as published');

  assert.equal((await importFiles(id, { ...EXAMPLE, intervals: corrected }, '?correction=true')).statusCode, 200);
  assert.equal(await grade(), 0.62, 'staged for a correction, not yet public');
  const body = { ...ARTICLE, published: true, drillPrograms: [id], override: OVERRIDE };
  const edited = await call('PUT', `/api/admin/articles/${release.id}`, { ...body, version: release.version });
  assert.equal(edited.statusCode, 200, edited.body);
  const { version } = edited.json() as AdminArticle;
  assert.equal(await grade(), 0.62, 'an edit without a correction note changes no public row');
  const unlinked = await call('PUT', `/api/admin/articles/${release.id}`, { ...body, drillPrograms: [], version });
  assert.equal(unlinked.statusCode, 400, unlinked.body);
  assert.equal((unlinked.json() as { message: string }).message, 'The result tables of a public release change only through a correction');

  const note = 'The copper grade of EX-CK-02 was 0.64%, not 0.62%.';
  const correction = await call('PUT', `/api/admin/articles/${release.id}`, { ...body, version, correctionNote: note });
  assert.equal(correction.statusCode, 200, correction.body);
  assert.equal(await grade(), 0.64);
  const { tables } = (await publicResults(app, release.slug)).release as ReleaseResults;
  assert.deepEqual(
    tables.map((table) => [table.correction?.note ?? null, table.current, table.holes.find((h) => h.holeId === 'EX-CK-02')!.intervals[0]!.grades.Cu, table.holes.length]),
    [[null, false, 0.62, 5], [note, true, 0.64, 5]],
  );
});

test('a release with results is checked before publishing: the 422 and the override work as for the text checks', async (t) => {
  const { call, createProgram, importFiles } = await drillingApp(t);
  const { id } = await createProgram({ laboratory: { ...PROGRAM.laboratory, accreditation: '' }, methods: '' });
  await importFiles(id, { ...EXAMPLE, intervals: withRow(EXAMPLE.intervals, 7, 'EX-CK-04,8.0,44.0,,,0.33,0.08,1.1,') });
  const body = { ...ARTICLE, content: '<p>Hole EX-CK-02 returned 148 m of 0.65% Cu.</p>', drillPrograms: [id] };

  const checks = await call('POST', '/api/admin/articles/checks', body);
  assert.equal(checks.statusCode, 200, checks.body);
  const codes = ['qp-missing', 'lab-statement-missing', 'method-missing', 'true-width-missing', 'headline-mismatch'];
  assert.deepEqual((checks.json() as ChecksRefusal).errors.map((e) => e.code), codes);
  const refused = await call('POST', '/api/admin/articles', { ...body, published: true });
  assert.equal(refused.statusCode, 422, refused.body);
  assert.deepEqual((refused.json() as ChecksRefusal).message, CHECKS_REFUSED);
  assert.deepEqual((refused.json() as ChecksRefusal).errors.map((e) => e.code), codes);
  assert.equal((await call('POST', '/api/admin/articles', { ...body, published: true, override: OVERRIDE })).statusCode, 201);

  const unknown = await call('POST', '/api/admin/articles', { ...ARTICLE, slug: 'other-results', drillPrograms: [id + 100] });
  assert.equal(unknown.statusCode, 400, unknown.body);
  assert.equal((unknown.json() as { message: string }).message, `There is no drill program ${id + 100}`);
});
