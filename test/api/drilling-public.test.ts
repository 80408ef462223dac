// Runs on PGlite too: the public pages read drill results and estimates through the publication rule in the database
import assert from 'node:assert/strict';
import { type TestContext, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { AuditEvent } from '../../src/server/db/entities/audit-event.entity.ts';
import type { AdminArticle } from '../../src/shared/article.ts';
import type { ChecksRefusal } from '../../src/shared/checks/disclosure-checks.ts';
import type { DrillProgram, DrillResults, ReleaseResults } from '../../src/shared/drilling.ts';
import {
  ESTIMATE_CHANGED_ELSEWHERE,
  ESTIMATE_PUBLIC,
  ESTIMATE_TO_PUBLIC_RELEASE,
  type PublicResourceEstimates,
  RESOURCE_CAUTION_TEXT,
  type ResourceEstimate,
  type ResourceEstimateInput,
} from '../../src/shared/resource-estimate.ts';
import type { SearchResults } from '../../src/shared/search.ts';
import { testClock } from '../helpers/clock.ts';
import { documentsApp, Q1_2026_MDA } from '../helpers/documents.ts';
import { multipartParts } from '../helpers/images.ts';
import { ARTICLE } from '../helpers/publishing.ts';
import { EXAMPLE_DRILL_FILES, EXAMPLE_PROGRAM } from '../helpers/drilling.ts';

const FILES = EXAMPLE_DRILL_FILES;
const PROGRAM = EXAMPLE_PROGRAM;
const QP = 'Jane Example, P.Geo.';
const ROWS: ResourceEstimateInput['rows'] = [
  { category: 'Indicated', tonnes: 70e6, grades: { Cu: 0.31, Au: 0.12 }, contained: { Cu: 478.4, Au: 270 } },
  { category: 'Inferred', tonnes: 40e6, grades: { Cu: 0.27, Au: 0.1 }, contained: { Cu: 238.1, Au: 128.6 } },
];
const ESTIMATE: ResourceEstimateInput = {
  project: 'copper-keg',
  name: 'Copper Keg Mineral Resource Estimate (example)',
  effectiveDate: '2026-06-30',
  cutOff: '0.2% Cu',
  metalPrices: 'US$4.00/lb Cu, US$2,000/oz Au',
  assumptions: 'Open-pit constrained; 88% Cu and 70% Au recovery.',
  qualifiedPerson: QP,
  technicalReport: null,
  elements: ['Cu', 'Au'],
  rows: ROWS,
  release: null,
};
/** Text a release disclosing the estimate needs: its Qualified Person and the caution. */
const DISCLOSURE = `<p>The scientific and technical information in this release was reviewed and approved by ${QP}, a Qualified Person as defined by NI 43-101.</p><p>${RESOURCE_CAUTION_TEXT}</p>`;
const OVERRIDE = { reason: 'Example data: the Qualified Person is confirmed outside these tests.' };
const HOUR = 3_600_000;

async function publicApp(t: TestContext, clock = testClock()) {
  const built = await documentsApp(t, clock, { pages: true });
  const importFiles = (id: number, files: Partial<typeof FILES>, query = '') => {
    const parts = multipartParts(Object.entries(files).map(([field, text]) => ({ field, file: { name: `${field}.csv`, type: 'text/csv', data: Buffer.from(text) } })));
    return built.app.inject({ method: 'POST', url: `/api/admin/drill-programs/${id}/import${query}`, headers: { ...parts.headers, ...built.auth }, payload: parts.payload });
  };
  const program = async () => {
    const created = await built.call('POST', '/api/admin/drill-programs', PROGRAM);
    assert.equal(created.statusCode, 201, created.body);
    const { id } = created.json() as DrillProgram;
    assert.equal((await importFiles(id, FILES)).statusCode, 200);
    return id;
  };
  const release = async (body: object) => {
    const created = await built.call('POST', '/api/admin/articles', { ...ARTICLE, ...body });
    assert.equal(created.statusCode, 201, created.body);
    return created.json() as AdminArticle;
  };
  return { ...built, importFiles, program, release };
}

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/** What every public address shows of Copper Keg's drilling and of the release. */
async function publicView(app: FastifyInstance, slug: string) {
  const [page, project, eaglehead, api, csv, estimates, search, download] = await Promise.all(
    [
      `/articles/${slug}`,
      '/projects/copper-keg',
      '/projects/eaglehead',
      '/api/drill-results?project=copper-keg',
      '/projects/copper-keg/drill-results.csv',
      '/api/resource-estimates?project=copper-keg',
      '/api/search?q=Stony%20Lake%20Drilling',
      `/api/drill-results/releases/${slug}/1.csv`,
    ].map((url) => get(app, url)),
  );
  for (const response of [project!, eaglehead!, api!, csv!, estimates!, search!]) assert.equal(response.statusCode, 200, response.body.slice(0, 300));
  return {
    page: page!,
    project: project!.body,
    eaglehead: eaglehead!.body,
    holes: (api!.json() as DrillResults).holes.map((h) => h.holeId),
    csvRows: csv!.body.trimEnd().split('\r\n').length - 1,
    estimates: (estimates!.json() as PublicResourceEstimates).estimates.map((e) => e.name),
    found: (search!.json() as SearchResults).news.some((hit) => hit.slug === slug),
    download: download!.statusCode,
  };
}

test('results and an estimate in a scheduled release are absent from the release page, project page, API, CSV and search until its minute, then present', async (t) => {
  const clock = testClock();
  const { app, call, program, release, upload } = await publicApp(t, clock);
  const id = await program();
  const report = await upload({ ...Q1_2026_MDA, kind: 'technical-report', title: 'Copper Keg Technical Report (example)' });
  const scheduledDate = new Date(clock.now().getTime() + HOUR).toISOString();
  const article = await release({ content: `<p>Results for every hole are in the table below.</p>${DISCLOSURE}`, scheduledDate, drillPrograms: [id], override: OVERRIDE });
  const estimate = await call('POST', '/api/admin/resource-estimates', { ...ESTIMATE, technicalReport: report.id, release: article.id });
  assert.equal(estimate.statusCode, 201, estimate.body);

  const before = await publicView(app, article.slug);
  assert.equal(before.page.statusCode, 404);
  assert.deepEqual([before.holes, before.csvRows, before.estimates, before.found, before.download], [[], 0, [], false, 404]);
  for (const body of [before.project, before.eaglehead]) {
    assert.ok(!body.includes('id="drilling-title"') && !body.includes('data-collar') && !body.includes(RESOURCE_CAUTION_TEXT), 'no Drilling section, not even its heading');
  }

  clock.advance(HOUR);
  const after = await publicView(app, article.slug);
  assert.equal(after.page.statusCode, 200);
  assert.deepEqual([after.holes, after.csvRows, after.estimates, after.found, after.download], [['EX-CK-01', 'EX-CK-02', 'EX-CK-03', 'EX-CK-04', 'EX-CK-05'], 9, [ESTIMATE.name], true, 200]);
  const page = after.page.body;
  assert.ok(page.includes('<caption id=') && page.includes('Copper Keg 2026 (example): drill results</caption>'), 'the table has its caption');
  assert.ok(page.includes('<th scope="row">EX-CK-01</th><td>12.0</td><td>148.0</td><td>136.0</td><td>Unknown<sup>1</sup></td><td>0.41</td><td>0.12</td><td>1.8</td>'), 'hole, from, to, length, true width and grades');
  assert.match(page, /<tr data-depth="1"><th scope="row"><span[^>]*><span class="visually-hidden">EX-CK-01 <\/span>including<\/span><\/th><td>48.0<\/td>/, 'an including row indented beneath its parent');
  assert.ok(page.includes('<td>210.0</td><td>232.0</td><td>22.0</td><td>15.6<sup>2</sup></td><td>0.27</td><td>&lt;0.005</td><td>0.9</td>'), 'a grade below detection');
  assert.match(page, /<th scope="row">EX-CK-03<\/th><td colSpan="7" data-note="">No significant intercept<\/td>/i);
  assert.match(page, /<th scope="row">EX-CK-05<\/th><td colSpan="7" data-note="">Results withheld<sup>\d<\/sup><\/td>/i);
  for (const note of ['EX-CK-05: Assays pending from the laboratory: reported when received', 'Laboratory: Example Laboratories Ltd.; Kamloops, BC; ISO/IEC 17025; Independent of the company.', 'QA/QC: standards: One certified standard every 20 samples', 'Compositing: cut-off 0.2% Cu']) {
    assert.ok(page.includes(note), note);
  }
  assert.ok(page.includes(`href="/api/drill-results/releases/${article.slug}/1.csv"`) && page.includes('data-island='), 'downloads, and the sorting island');
  assert.ok(page.includes('Copper Keg Mineral Resource Estimate (example), effective <time dateTime="2026-06-30">June 30, 2026</time>') && page.includes(RESOURCE_CAUTION_TEXT));
  assert.ok(page.includes(`>${report.title}</a>`), 'the estimate names its technical report');

  assert.ok(after.project.includes('<h2 id="drilling-title">Drilling</h2>'));
  assert.match(after.project, new RegExp(`<a href="/articles/${article.slug}" aria-label="Hole EX-CK-01, disclosed in ${ARTICLE.title}" data-collar="EX-CK-01">`));
  assert.ok(after.project.includes('<th scope="row">Indicated</th>') && after.project.includes(RESOURCE_CAUTION_TEXT), 'the estimate with its caution');
  assert.ok(!after.eaglehead.includes('id="drilling-title"'), 'a project with nothing public has no section');
  assert.ok(page.includes('"components/drilling/drill-results-table"') && !after.eaglehead.includes('drill-results-table'), 'the sorting island only where a table is');
});

test('a public result changed later shows as a correction, and the table as first published stays downloadable beside it', async (t) => {
  const { app, call, importFiles, program, release } = await publicApp(t);
  const id = await program();
  const article = await release({ published: true, drillPrograms: [id], override: OVERRIDE });
  const corrected = FILES.intervals.replace('EX-CK-02,35.5,183.5,unknown,,0.62,', 'EX-CK-02,35.5,183.5,unknown,,0.64,');
  assert.equal((await importFiles(id, { ...FILES, intervals: corrected }, '?correction=true')).statusCode, 200);
  const note = 'The copper grade of EX-CK-02 was 0.64%, not 0.62%.';
  const edited = await call('PUT', `/api/admin/articles/${article.id}`, { ...ARTICLE, published: true, drillPrograms: [id], override: OVERRIDE, version: article.version, correctionNote: note });
  assert.equal(edited.statusCode, 200, edited.body);

  const page = (await get(app, `/articles/${article.slug}`)).body;
  assert.ok(page.includes(`: ${note}`), 'the table says it was corrected');
  assert.equal(page.split('<caption').length - 1, 1, 'one table shown: the corrected one');
  assert.ok(page.includes('<th scope="row">EX-CK-02</th><td>35.5</td><td>183.5</td><td>148.0</td><td>Unknown<sup>1</sup></td><td>0.64</td>'));
  assert.ok(page.includes(`href="/api/drill-results/releases/${article.slug}/1.csv"`) && page.includes(`href="/api/drill-results/releases/${article.slug}/2.csv"`), 'both versions linked');
  assert.match(page, /The table as first published:/);

  const grade = (csv: string) => csv.split('\r\n').find((row) => row.startsWith('EX-CK-02,') && row.includes(',35.5,183.5,'))!.split(',').at(-3);
  const [first, second, json, missing] = await Promise.all(['1.csv', '2.csv', '1.json', '3.csv'].map((file) => get(app, `/api/drill-results/releases/${article.slug}/${file}`)));
  assert.deepEqual([first!.statusCode, grade(first!.body), second!.statusCode, grade(second!.body)], [200, '0.62', 200, '0.64']);
  assert.match(String(first!.headers['content-disposition']), new RegExp(`attachment; filename="${article.slug}-table-1.csv"`));
  const firstJson = json!.json() as ReleaseResults['tables'][number];
  assert.deepEqual([firstJson.correction, firstJson.current, firstJson.holes.find((h) => h.holeId === 'EX-CK-02')!.intervals[0]!.grades.Cu], [null, false, 0.62]);
  assert.equal(missing!.statusCode, 404);
});

test('a newer estimate for the project marks the older one superseded, in its table and in the release that published it', async (t) => {
  const clock = testClock();
  const { app, call, release } = await publicApp(t, clock);
  const NEWER = { ...ESTIMATE, name: 'Copper Keg Updated Mineral Resource Estimate (example)', effectiveDate: '2026-10-31' };
  const publishedWith = async (estimate: ResourceEstimateInput, slug: string, hours: number) => {
    const scheduledDate = new Date(clock.now().getTime() + hours * HOUR).toISOString();
    const article = await release({ slug, content: `<p>The estimate is in the table below.</p>${DISCLOSURE}`, scheduledDate, override: OVERRIDE });
    const created = await call('POST', '/api/admin/resource-estimates', { ...estimate, release: article.id, override: OVERRIDE });
    assert.equal(created.statusCode, 201, created.body);
    return article;
  };
  const first = await publishedWith(ESTIMATE, 'first-estimate', 1);
  await publishedWith(NEWER, 'updated-estimate', 2);
  const notice = `Updated October 31, 2026: ${ESTIMATE.name}, published in this release, has been superseded by ${NEWER.name}.`;

  clock.advance(HOUR);
  const alone = (await get(app, '/api/resource-estimates?project=copper-keg')).json() as PublicResourceEstimates;
  assert.deepEqual(alone.estimates.map((e) => [e.name, e.supersededBy]), [[ESTIMATE.name, null]], 'not superseded by one not yet public');
  assert.ok(!(await get(app, `/articles/${first.slug}`)).body.includes(notice));

  clock.advance(HOUR);
  const both = (await get(app, '/api/resource-estimates?project=copper-keg')).json() as PublicResourceEstimates;
  assert.deepEqual(both.estimates.map((e) => [e.name, e.supersededBy]), [
    [NEWER.name, null],
    [ESTIMATE.name, { title: NEWER.name, documentDate: '2026-10-31' }],
  ]);
  const page = (await get(app, `/articles/${first.slug}`)).body;
  assert.ok(page.includes(notice), 'a dated note on the release that published it, outside its body');
  assert.ok(page.includes(`Superseded by ${NEWER.name}, October 31, 2026`), 'and on its table');
  assert.ok((await get(app, '/projects/copper-keg')).body.includes(`Superseded by ${NEWER.name}, October 31, 2026`), 'on the project page too');
});

test('a resource estimate is validated, checked with its release, and frozen while public; each write is audited', async (t) => {
  const clock = testClock();
  const { app, orm, call, release } = await publicApp(t, clock);
  const post = (body: object) => call('POST', '/api/admin/resource-estimates', { ...ESTIMATE, ...body });
  const message = async (response: Promise<{ statusCode: number; json(): unknown }>, status: number) => {
    const answer = await response;
    assert.equal(answer.statusCode, status);
    return (answer.json() as { message: string }).message;
  };

  assert.equal(await message(post({ rows: [{ ...ROWS[0]!, grades: { Cu: 0.31 } }] }), 400), 'Row 1 (Indicated) must give grades and contained metal for exactly Cu, Au');
  assert.equal(await message(post({ rows: [{ ...ROWS[0]!, tonnes: 0 }] }), 400), 'Tonnes must be a number greater than 0');
  assert.equal(await message(post({ effectiveDate: '30/06/2026' }), 400), 'Effective date must be a date such as 2026-06-30');
  assert.equal(await message(post({ technicalReport: 999 }), 400), 'There is no public document 999 in the library');
  const published = await release({ slug: 'published-release', published: true, override: OVERRIDE });
  assert.equal(await message(post({ release: published.id }), 400), ESTIMATE_TO_PUBLIC_RELEASE);

  const scheduledDate = new Date(clock.now().getTime() + HOUR).toISOString();
  const scheduled = await release({ content: '<p>The updated estimate is in the table below.</p>', scheduledDate, override: OVERRIDE });
  const total = [...ROWS, { category: 'Total', tonnes: 110e6, grades: { Cu: 0.3, Au: 0.11 }, contained: { Cu: 716.5, Au: 398.6 } }];
  const refused = await post({ release: scheduled.id, rows: total });
  assert.equal(refused.statusCode, 422, refused.body);
  assert.deepEqual((refused.json() as ChecksRefusal).errors.map((e) => e.code).sort(), ['qp-missing', 'resource-caution-missing', 'resource-inferred-summed']);

  const overridden = await post({ release: scheduled.id, rows: total, override: { reason: 'Reviewed with the QP: the total is shown for comparison.' } });
  assert.equal(overridden.statusCode, 201, overridden.body);
  const created = overridden.json() as ResourceEstimate;
  const checks = await call('POST', '/api/admin/articles/checks', { ...ARTICLE, content: scheduled.content, scheduledDate });
  assert.deepEqual((checks.json() as ChecksRefusal).errors.map((e) => e.code).filter((code) => code.startsWith('resource')).sort(), ['resource-caution-missing', 'resource-inferred-summed'], "the release's own checks see its estimate");

  const { version: _, ...fixed } = { ...ESTIMATE, release: scheduled.id, version: created.version };
  const stale = await call('PUT', `/api/admin/resource-estimates/${created.id}`, { ...fixed, version: created.version + 1 });
  assert.equal((stale.json() as { message: string }).message, ESTIMATE_CHANGED_ELSEWHERE);
  const updated = await call('PUT', `/api/admin/resource-estimates/${created.id}`, { ...fixed, release: null, version: created.version });
  assert.equal(updated.statusCode, 200, updated.body);
  const again = await call('PUT', `/api/admin/resource-estimates/${created.id}`, { ...fixed, release: scheduled.id, version: (updated.json() as ResourceEstimate).version, override: OVERRIDE });
  assert.equal(again.statusCode, 200, again.body);

  clock.advance(HOUR);
  const frozen = await call('PUT', `/api/admin/resource-estimates/${created.id}`, { ...fixed, release: null, version: (again.json() as ResourceEstimate).version });
  assert.equal(frozen.statusCode, 409, frozen.body);
  assert.equal((frozen.json() as { message: string }).message, ESTIMATE_PUBLIC);
  assert.deepEqual(((await get(app, '/api/resource-estimates?project=copper-keg')).json() as PublicResourceEstimates).estimates.map((e) => e.rows.length), [2]);

  const audit = await orm.em.fork().find(AuditEvent, { subject: ESTIMATE.name }, { orderBy: { id: 'asc' } });
  assert.deepEqual(audit.map((e) => [e.action, e.note ?? null]), [
    ['estimate-create', null],
    ['checks-override', 'Reviewed with the QP: the total is shown for comparison.'],
    ['estimate-update', null],
    ['estimate-update', null],
    ['checks-override', OVERRIDE.reason],
  ]);
  assert.equal((await get(app, '/api/admin/resource-estimates')).statusCode, 401);
});
