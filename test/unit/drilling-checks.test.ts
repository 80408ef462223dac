import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ReleaseWithResults, type ResourceRow, resultChecks, roundTo } from '../../src/server/features/drilling/result-checks.ts';
import type { ProgramStatements, ResultTable, TableHole, TableInterval } from '../../src/shared/drilling.ts';
import { RESOURCE_CAUTION_TEXT } from '../../src/shared/resource-estimate.ts';

const QP = 'Jane Doe';
const QP_STATEMENT = `The scientific and technical information in this release was reviewed and approved by ${QP}, P.Geo., a Qualified Person as defined by NI 43-101.`;
const CAUTION = 'Mineral resources that are not mineral reserves do not have demonstrated economic viability.';
const BASIS = 'Orientation of the mineralized zone not yet known';

const program: ProgramStatements = {
  project: 'copper-keg',
  name: 'Copper Keg 2026',
  crs: 'EPSG:26910',
  elements: ['Cu', 'Au', 'Ag'],
  laboratory: { name: 'ALS Canada Ltd.', location: 'North Vancouver, BC', accreditation: 'ISO/IEC 17025', independence: 'Independent of the company' },
  methods: 'Four-acid digestion with ICP-AES finish; gold by 30 g fire assay with AA finish.',
  qaqc: { standards: 'Certified standards every 20 samples', blanks: 'Coarse blanks every 20 samples', duplicates: 'Field duplicates every 40 samples' },
  compositing: { cutOff: '0.2% Cu', maxInternalDilution: '6 m', topCut: 'None' },
  equivalentFormula: null,
};
const FORMULA = { formula: 'CuEq = Cu % + 0.62 x Au g/t', prices: 'US$4.00/lb Cu, US$2,000/oz Au', recoveries: '90% Cu, 75% Au' };

const interval = (from: number, to: number, cu: number, more: Partial<TableInterval> = {}): TableInterval => ({
  from, to, trueWidth: null, trueWidthBasis: BASIS, includingOf: null, grades: { Cu: { value: cu, belowDetection: false }, Au: { value: 0.18, belowDetection: false } }, ...more,
});
const hole = (holeId: string, intervals: TableInterval[], more: Partial<TableHole> = {}): TableHole => ({
  holeId, type: 'diamond', easting: 657350, northing: 5598800, elevation: 1245, azimuth: 45, dip: -60, length: 350, status: 'reported', underground: false, withheldReason: null, surveys: [], intervals, ...more,
});
const HOLES: TableHole[] = [
  hole('CK-01', [interval(35.5, 183.5, 0.62), interval(98, 130, 1.04, { includingOf: { from: 35.5, to: 183.5 } })]),
  hole('CK-02', [interval(12, 24.5, 0.3, { trueWidth: 10, trueWidthBasis: null, grades: { Cu: { value: 0.3, belowDetection: false }, Au: { value: 0.005, belowDetection: true } } })]),
  hole('CK-03', []),
  hole('CK-04', [], { status: 'assays pending', withheldReason: 'Assays pending from the laboratory' }),
];
const TABLE: ResultTable = { program, holes: HOLES };

const release = (content: string, more: Partial<ReleaseWithResults> = {}): ReleaseWithResults => ({
  title: 'District Copper intersects copper at Copper Keg',
  description: 'First results of the 2026 program.',
  content: `<p>${content}</p><p>${QP_STATEMENT}</p>`,
  qualifiedPerson: QP,
  tables: [TABLE],
  ...more,
});
const withProgram = (changes: Partial<ProgramStatements>) => ({ tables: [{ program: { ...program, ...changes }, holes: HOLES }] });
const withHoles = (...extra: TableHole[]) => ({ tables: [{ program, holes: [...HOLES, ...extra] }] });
const RESOURCE_ROWS: ResourceRow[] = [
  { category: 'Measured', tonnes: 10e6 },
  { category: 'Indicated', tonnes: 70e6 },
  { category: 'Measured + Indicated', tonnes: 80e6 },
  { category: 'Inferred', tonnes: 40e6 },
];
const HEADLINE = 'Hole CK-01 returned 148 m of 0.62% Cu, including 32 m of 1.04% Cu.';

/** Releases the checks must refuse, each with exactly the errors it must get. */
const FLAGGED: { name: string; release: ReleaseWithResults; codes: string[] }[] = [
  { name: 'the Qualified Person is not confirmed', release: release(HEADLINE, { qualifiedPerson: null }), codes: ['qp-missing'] },
  { name: 'no Qualified Person statement', release: { ...release(HEADLINE), content: `<p>${HEADLINE}</p>` }, codes: ['qp-missing'] },
  { name: 'a statement naming someone else', release: release(HEADLINE, { qualifiedPerson: 'John Roe' }), codes: ['qp-missing'] },
  { name: 'the laboratory has no accreditation', release: release(HEADLINE, withProgram({ laboratory: { ...program.laboratory, accreditation: ' ' } })), codes: ['lab-statement-missing'] },
  { name: 'no laboratory at all', release: release(HEADLINE, withProgram({ laboratory: { name: '', location: '', accreditation: '', independence: '' } })), codes: ['lab-statement-missing'] },
  { name: 'QA/QC without blanks', release: release(HEADLINE, withProgram({ qaqc: { ...program.qaqc, blanks: '' } })), codes: ['qaqc-statement-missing'] },
  { name: 'no analytical method', release: release(HEADLINE, withProgram({ methods: '' })), codes: ['method-missing'] },
  { name: 'a hole awaiting assays left out', release: release(HEADLINE, withHoles(hole('CK-05', [], { status: 'assays pending' }))), codes: ['hole-unreported'] },
  { name: 'a hole still drilling left out', release: release(HEADLINE, withHoles(hole('CK-06', [], { status: 'drilling' }))), codes: ['hole-unreported'] },
  { name: 'an interval without true width', release: release(HEADLINE, withHoles(hole('CK-07', [interval(5, 9, 0.4, { trueWidthBasis: null })]))), codes: ['true-width-missing'] },
  { name: 'a headline grade no row has', release: release('Hole CK-01 returned 148 m of 0.65% Cu.'), codes: ['headline-mismatch'] },
  { name: 'a headline length no row has', release: release('Hole CK-01 returned 0.62% Cu over 150 m.'), codes: ['headline-mismatch'] },
  { name: 'a headline more precise than the rows', release: release('Hole CK-01 returned 148.5 m of 0.62% Cu.'), codes: ['headline-mismatch'] },
  { name: 'a copper grade in g/t', release: release('Hole CK-01 returned 148 m of 0.62 g/t Cu.'), codes: ['headline-mismatch'] },
  { name: 'a gold headline no row has', release: release('Hole CK-02 returned 1.5 g/t Au over 12.5 m.'), codes: ['headline-mismatch'] },
  { name: 'a below-detection grade quoted as a grade', release: release('Hole CK-02 returned 12.5 m at 0.005 g/t gold.'), codes: ['headline-mismatch'] },
  { name: 'an equivalent grade without a formula', release: release('Hole CK-01 returned 0.85% CuEq (0.62% Cu and 0.18 g/t Au).'), codes: ['equivalent-formula-missing'] },
  { name: 'an equivalent formula without recoveries', release: release('Hole CK-01 returned 0.85% CuEq (0.62% Cu and 0.18 g/t Au).', withProgram({ equivalentFormula: { ...FORMULA, recoveries: '' } })), codes: ['equivalent-formula-missing'] },
  { name: 'an equivalent grade standing alone', release: release('Hole CK-01 returned 148 m of 0.85% Cu Eq. The zone remains open.', withProgram({ equivalentFormula: FORMULA })), codes: ['equivalent-grades-missing'] },
  { name: 'inferred added to measured and indicated', release: release(`${HEADLINE} The deposit holds measured, indicated and inferred resources of 120 Mt. ${CAUTION}`), codes: ['resource-inferred-summed'] },
  { name: 'an M+I+I total', release: release(`${HEADLINE} An M+I+I resource of 120 Mt. ${CAUTION}`), codes: ['resource-inferred-summed'] },
  { name: 'a resource without its caution', release: release(`${HEADLINE} The holes lie within the Inferred resource of 40 Mt at 0.3% Cu.`), codes: ['resource-caution-missing'] },
  { name: 'a resource table with a total row', release: release(`${HEADLINE} ${CAUTION}`, { resources: [[...RESOURCE_ROWS, { category: 'Total', tonnes: 120e6 }]] }), codes: ['resource-inferred-summed'] },
  { name: 'a resource row adding Inferred in', release: release(`${HEADLINE} ${CAUTION}`, { resources: [[...RESOURCE_ROWS, { category: 'Measured + Indicated + Inferred', tonnes: 120e6 }]] }), codes: ['resource-inferred-summed'] },
  { name: 'an M+I subtotal that counts Inferred', release: release(`${HEADLINE} ${CAUTION}`, { resources: [[RESOURCE_ROWS[0]!, RESOURCE_ROWS[1]!, { category: 'Measured + Indicated', tonnes: 120e6 }, RESOURCE_ROWS[3]!]] }), codes: ['resource-inferred-summed'] },
  { name: 'an estimate whose release never gives the caution', release: release('The estimate of the Copper Keg deposit is in the table below.', { tables: [], resources: [[RESOURCE_ROWS[1]!, RESOURCE_ROWS[3]!]] }), codes: ['resource-caution-missing'] },
  { name: 'an estimate with a total row and no caution', release: release('The estimate is in the table below.', { tables: [], resources: [[...RESOURCE_ROWS, { category: 'Total', tonnes: 120e6 }]] }), codes: ['resource-caution-missing', 'resource-inferred-summed'] },
  { name: 'a resource table alone, without its caution', release: release('The updated estimate is in the table below.', { tables: [], resources: [RESOURCE_ROWS] }), codes: ['resource-caution-missing'] },
  // Combinations.
  { name: 'no laboratory, QA/QC or method statement', release: release(HEADLINE, withProgram({ methods: ' ', laboratory: { ...program.laboratory, name: '' }, qaqc: { ...program.qaqc, standards: '' } })), codes: ['lab-statement-missing', 'method-missing', 'qaqc-statement-missing'] },
  { name: 'no Qualified Person and a wrong headline', release: release('Hole CK-01 returned 150 m of 0.62% Cu.', { qualifiedPerson: null }), codes: ['headline-mismatch', 'qp-missing'] },
  { name: 'a hole left out and a true width missing', release: release(HEADLINE, withHoles(hole('CK-05', [], { status: 'planned' }), hole('CK-07', [interval(5, 9, 0.4, { trueWidthBasis: null })]))), codes: ['hole-unreported', 'true-width-missing'] },
  { name: 'an equivalent grade alone, without a formula', release: release('Hole CK-01 returned 148 m of 0.85% CuEq.'), codes: ['equivalent-formula-missing', 'equivalent-grades-missing'] },
  { name: 'a summed resource without its caution', release: release(`${HEADLINE} Measured + Indicated + Inferred resources total 120 Mt.`), codes: ['resource-caution-missing', 'resource-inferred-summed'] },
  { name: 'two wrong headlines', release: release('Hole CK-01 returned 148 m of 0.60% Cu, including 30 m of 1.04% Cu.'), codes: ['headline-mismatch', 'headline-mismatch'] },
];

/** Releases that must pass with no error. */
const COMPLIANT: { name: string; release: ReleaseWithResults }[] = [
  { name: 'the headline and its including interval, "m of"', release: release(HEADLINE) },
  { name: '"over" after the grade', release: release('Hole CK-01 returned 0.62% Cu over 148 m, including 1.04% Cu over 32 m.') },
  { name: 'metres written out, a decimal quoted and copper as a word', release: release('Hole CK-01 returned 148.0 metres grading 0.62 % copper.') },
  { name: 'a gold grade', release: release('Hole CK-01 returned 0.18 g/t Au over a core length of 148 m.') },
  { name: 'a grade rounded to fewer decimals', release: release('Hole CK-02 returned 12.5 m at 0.3% Cu, and hole CK-01 0.6% Cu over 148 m.') },
  { name: 'no headline at all', release: release('Results for every hole are in the table below.') },
  { name: 'a metal-equivalent grade with its formula, beside the grades', release: release('Hole CK-01 returned 148 m of 0.85% CuEq (0.62% Cu and 0.18 g/t Au).', withProgram({ equivalentFormula: FORMULA })) },
  { name: 'a planned hole withheld with its reason', release: release(HEADLINE, withHoles(hole('CK-08', [], { status: 'planned', withheldReason: 'Not yet drilled' }))) },
  { name: 'a hole with no significant intercept', release: release(`${HEADLINE} Hole CK-03 returned no significant intercept.`) },
  { name: 'resources by category, with the caution', release: release(`${HEADLINE} The holes lie within Indicated resources of 80 Mt and Inferred resources of 40 Mt. ${CAUTION}`) },
  { name: 'a resource table by category, with the caution', release: release(`${HEADLINE} Mineral resources are not mineral reserves and do not have demonstrated economic viability.`, { resources: [RESOURCE_ROWS] }) },
  { name: 'an estimate alone, with the caution as the public table prints it', release: release(`The estimate is in the table below. ${RESOURCE_CAUTION_TEXT}`, { tables: [], resources: [RESOURCE_ROWS] }) },
  { name: 'an estimate without Measured: the subtotal is the Indicated', release: release(`The estimate is below. ${RESOURCE_CAUTION_TEXT}`, { tables: [], resources: [[RESOURCE_ROWS[1]!, { category: 'Measured + Indicated', tonnes: 70.2e6 }, RESOURCE_ROWS[3]!]] }) },
  { name: 'a headline from the second of two tables', release: release('Hole EH-01 returned 20 m of 0.5% Cu.', { tables: [TABLE, { program: { ...program, name: 'Eaglehead 2026', project: 'eaglehead' }, holes: [hole('EH-01', [interval(10, 30, 0.5)])] }] }) },
];

test(`the result checks flag each of ${FLAGGED.length} releases with exactly its errors`, () => {
  assert.ok(FLAGGED.length >= 20);
  for (const { name, release: r, codes } of FLAGGED) {
    const errors = resultChecks(r);
    assert.deepEqual(errors.map((e) => e.code).sort(), codes, `${name}: ${JSON.stringify(errors, null, 1)}`);
    for (const error of errors) assert.ok(error.message.length > 20 && error.match, `${name}: ${error.message}`);
  }
});

test(`the result checks pass ${COMPLIANT.length} compliant releases with no error`, () => {
  assert.ok(COMPLIANT.length >= 10);
  for (const { name, release: r } of COMPLIANT) assert.deepEqual(resultChecks(r), [], name);
});

test('a release without result or resource tables gets none of these checks', () => {
  assert.deepEqual(resultChecks(release('Hole CK-01 returned 150 m of 0.99% Cu and measured, indicated and inferred resources.', { tables: [] })), []);
});

test('the errors say what is wrong and where', () => {
  const [headline] = resultChecks(release('Hole CK-01 returned 148 m of 0.65% Cu.'));
  assert.deepEqual(headline, { code: 'headline-mismatch', match: '148 m of 0.65% Cu', message: '"148 m of 0.65% Cu" matches no interval of the result tables, rounded to the decimals quoted.' });
  const [hole5] = resultChecks(release(HEADLINE, withHoles(hole('CK-05', [], { status: 'assays pending' }))));
  assert.equal(hole5!.message, 'Hole CK-05 (assays pending) has no results: report its intervals, or no significant intercept, or give the reason it is withheld.');
  const [lab] = resultChecks(release(HEADLINE, withProgram({ laboratory: { ...program.laboratory, location: '', independence: '' } })));
  assert.equal(lab!.message, "Copper Keg 2026: the laboratory statement lacks the laboratory's location and independence from the company.");
});

test('quoted figures round half up, as written', () => {
  assert.equal(roundTo(0.625, 2), 0.63);
  assert.equal(roundTo(148.04, 1), 148);
  assert.equal(roundTo(183.5 - 35.5, 0), 148);
  assert.equal(roundTo(0.6249, 2), 0.62);
});
