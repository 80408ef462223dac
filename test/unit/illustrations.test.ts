import assert from 'node:assert/strict';
import { test } from 'node:test';
import { honestAlt, isIllustration } from '../../src/web/content/illustrations.ts';

test('a described drawing says it is an illustration', () => {
  assert.equal(isIllustration('hero-1'), true);
  assert.equal(honestAlt('hero-1', 'Drill rig at dawn'), 'Illustration: Drill rig at dawn');
});

test('a decorative drawing keeps its empty alt, so screen readers skip it', () => {
  assert.equal(honestAlt('hero-1', ''), '');
});
