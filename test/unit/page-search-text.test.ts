import assert from 'node:assert/strict';
import { test } from 'node:test';
import { collectStrings, declaredSearchTexts } from '../../src/server/features/search/content-text.ts';
import { SITE_PAGES } from '../../src/shared/pages.ts';

test('every page of the page table declares its search content once, and that content has text to find it by', () => {
  const declared = declaredSearchTexts();
  assert.deepEqual(
    declared.map((d) => d.path).sort(),
    SITE_PAGES.map((p) => p.path).sort(),
    `declared by: ${declared.map((d) => `${d.module} → ${d.path}`).join(', ')}`,
  );
  for (const { module, path, content } of declared) {
    assert.ok(collectStrings(content).length > 0, `${module} declares no prose for ${path}`);
  }
});

test('identifiers and addresses in declared content are not indexed as prose', () => {
  const strings = collectStrings([{ title: 'Copper Keg', href: '/projects/copper-keg', slug: 'copper-keg', note: 'https://example.com', key: 'hero-1' }]);
  assert.deepEqual(strings, ['Copper Keg']);
});
