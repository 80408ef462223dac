import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SITE_PAGES } from '../../src/shared/pages.ts';
import { SITE_SECTIONS, sectionOf } from '../../src/shared/site-sections.ts';
import { NAV_LINKS, navLinkState } from '../../src/web/components/layout/nav-links.ts';

const current = (pathname: string) =>
  NAV_LINKS.map((link) => [link.label, navLinkState(link, pathname)] as const).filter(([, state]) => state);

test('the sections list their pages in menu order, all from the page table', () => {
  assert.deepEqual(
    SITE_SECTIONS.map((s) => [s.label, s.pages.length]),
    [
      ['About Us', 5],
      ['Projects', 8],
      ['Investors', 8],
    ],
  );
  const known = new Set(SITE_PAGES.map((p) => p.path));
  for (const page of SITE_SECTIONS.flatMap((s) => s.pages)) assert.ok(known.has(page.path), page.path);
});

test('a page belongs to the section that lists it, ignoring a trailing slash', () => {
  assert.equal(sectionOf('/sources')?.id, 'about');
  assert.equal(sectionOf('/projects/maps/')?.id, 'projects');
  assert.equal(sectionOf('/download-images')?.id, 'investors');
  assert.equal(sectionOf('/contact'), undefined);
  assert.equal(sectionOf('/articles/some-release'), undefined);
});

test('only News is current on /investors/media, not Investors', () => {
  assert.deepEqual(current('/investors/media'), [['News', 'page']]);
});

test('a section page without a header link of its own marks its section as the ancestor', () => {
  assert.deepEqual(current('/investors/stock-information'), [['Investors', 'ancestor']]);
  assert.deepEqual(current('/corporate/corporate-directory'), [['About Us', 'ancestor']]);
  assert.deepEqual(current('/projects'), [['Projects', 'page']]);
  assert.deepEqual(current('/articles/drill-results'), [['News', 'ancestor']]);
  assert.deepEqual(current('/search'), []);
  assert.deepEqual(current('/'), [['Home', 'page']]);
});
