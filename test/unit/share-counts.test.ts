import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fullyDiluted } from '../../src/web/content/capitalization.ts';
import { shareStructureFullyDiluted } from '../../src/web/content/share-structure.ts';

test('the fully diluted counts are the sums of their classes, as published on each page', () => {
  assert.deepEqual(fullyDiluted, { label: 'Fully diluted', value: 48_024_161 });
  assert.deepEqual(shareStructureFullyDiluted, { label: 'Fully Diluted', value: 48_294_161 });
});
