import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type CheckContext, runChecks } from '../../src/shared/checks/disclosure-checks.ts';

const QP = 'Jane Smith, P.Geo.';
const context: CheckContext = { qualifiedPerson: QP, pathExists: (path: string) => ['/', '/projects/copper-keg'].includes(path) };
const codes = (content: string, extra: Partial<typeof context> = {}, description = 'A release.') => {
  const { errors, warnings } = runChecks({ title: 'Release', description, content }, { ...context, ...extra });
  return { errors: errors.map((e) => e.code), warnings: warnings.map((w) => w.code) };
};
const QP_LINE = `<p>The technical information in this release was approved by ${QP}, a Qualified Person under NI 43-101.</p>`;

test('technical disclosure needs the statement naming the Qualified Person', () => {
  for (const disclosure of [
    'Hole DC-25-04 returned 0.62% Cu over 148 m.',
    'Grab samples assayed up to 4.1 g/t gold.',
    'The drill program intersected porphyry-style mineralization.',
    'An inferred mineral resource of 12 Mt.',
  ]) {
    assert.deepEqual(codes(`<p>${disclosure}</p>`).errors, ['qp-missing'], disclosure);
    assert.deepEqual(codes(`<p>${disclosure}</p>${QP_LINE}`).errors, [], `${disclosure} with the statement`);
    assert.deepEqual(codes(`<p>${disclosure}</p>`, { qualifiedPerson: null }).errors, ['qp-missing'], `${disclosure} with the QP unconfirmed`);
  }
  for (const plain of ['The company appointed a new CFO.', 'Copper prices rose 3% this quarter.', 'The AGM will be held in Vancouver.']) {
    assert.deepEqual(codes(`<p>${plain}</p>`).errors, [], plain);
  }
  const { errors } = runChecks({ title: 'x', description: 'y', content: '<p>0.62% Cu over 148 m, reviewed by a Qualified Person.</p>' }, context);
  assert.equal(errors[0]?.message, `"0.62% Cu" is technical disclosure: add the statement naming the Qualified Person, ${QP}.`, 'the name must be there too');
});

test('promotional words are warnings with their reason; ordinary words are not', () => {
  const { warnings } = runChecks({ title: 'A world-class discovery', description: 'd', content: '<p>Spectacular bonanza grades in the ore body.</p>' }, context);
  assert.deepEqual(warnings.filter((w) => w.code === 'promotional-word').map((w) => w.match), ['world-class', 'bonanza', 'Spectacular', 'ore body']);
  assert.match(warnings.find((w) => w.match === 'bonanza')!.message, /^Promotional/);
  for (const plain of ['The company explores for copper.', 'Core was logged and stored.', 'The board approved the budget.', 'Organic growth is expected.']) {
    assert.deepEqual(codes(`<p>${plain}</p>`).warnings.filter((c) => c === 'promotional-word'), [], plain);
  }
});

test('forward-looking statements need the cautionary paragraph', () => {
  assert.deepEqual(codes('<p>Drilling will resume in May.</p>').warnings, ['fls-caution-missing']);
  assert.deepEqual(codes('<p>The company expects results in Q3.</p>').warnings, ['fls-caution-missing']);
  assert.deepEqual(codes('<p>Drilling will resume in May.</p><p>This release contains forward-looking statements…</p>').warnings, []);
  assert.deepEqual(codes('<p>Drilling resumed in May.</p>').warnings, []);
});

test('images without alt text and links to missing pages are errors; empty headings and no description are warnings', () => {
  assert.deepEqual(codes('<p><img src="/media/a.webp"></p><p><img src="/media/b.webp" alt=""></p>').errors, ['image-alt-missing', 'image-alt-missing']);
  assert.deepEqual(codes('<p><img src="/media/a.webp" alt="Drill rig"></p>').errors, []);
  assert.deepEqual(codes('<p><a href="/projects/copper-keg">ok</a> <a href="/projects/nowhere">bad</a> <a href="https://sedarplus.ca/">out</a></p>').errors, ['broken-link']);
  assert.deepEqual(codes('<h2> </h2><p>Text.</p>', {}, '').warnings, ['empty-heading', 'description-missing']);
});
