import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SEED_COMPANY_FACTS } from '../../src/shared/company-facts.ts';
import { isPlaceholder, publicFacts, realLines } from '../../src/shared/placeholders.ts';
import { companyView } from '../../src/web/content/company.ts';

test('a bracketed stand-in or a number of zeros is a placeholder; real values are not', () => {
  for (const text of ['[Director name]', '[Auditor firm name], Chartered Professional Accountants', '+1 (604) 000-0000', '+1 (604) 000-0001', '604.000.0000']) {
    assert.equal(isPlaceholder(text), true, text);
  }
  for (const text of ['+1 (604) 555-0142', 'Suite 1500, 701 West Georgia Street', 'Vancouver, British Columbia V7Y 1C6', '+1 (800) 100-0000', '']) {
    assert.equal(isPlaceholder(text), false, text);
  }
  assert.deepEqual(realLines(['[Legal counsel firm name]', '[Street address]', 'Vancouver, British Columbia', 'Canada']), ['Vancouver, British Columbia', 'Canada']);
});

test("a fresh install's facts reach the pages without a single placeholder, every card and officer kept", () => {
  const view = companyView(publicFacts(SEED_COMPANY_FACTS));
  assert.equal(view.phone, '');
  assert.equal(view.phoneHref, '');
  assert.equal(view.investorRelationsPhone, '');
  assert.equal(view.qualifiedPerson, '');
  assert.deepEqual(view.office.lines, ['Suite 1500, 701 West Georgia Street', 'Vancouver, British Columbia V7Y 1C6', 'Canada']);
  assert.deepEqual(view.auditor.lines, ['Vancouver, British Columbia', 'Canada']);
  assert.deepEqual(view.officers.map((o) => [o.name, o.position]), [
    ['', 'President & Chief Executive Officer'],
    ['', 'Chief Financial Officer'],
    ['', 'Vice President, Exploration'],
    ['', 'Director'],
  ]);
  for (const shown of [JSON.stringify(view), JSON.stringify(publicFacts(SEED_COMPANY_FACTS))]) {
    assert.ok(!/\[[A-Za-z][^\]"]*\]/.test(shown), 'no bracketed text anywhere in what pages read or carry');
    assert.ok(!/000-000\d/.test(shown));
  }
});
