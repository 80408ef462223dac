import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fallbackFaces } from '../../scripts/assets/font-fallbacks.ts';
import { FALLBACK_FONTS, fallbackFamily } from '../../src/ui/styles/font-fallbacks.ts';
import { SITE_FONTS } from '../../src/ui/styles/font-subsets.ts';
import { fonts } from '../../src/ui/styles/theme.ts';

const faces = fallbackFaces()
  .split('@font-face')
  .filter(Boolean)
  .map((rule) => Object.fromEntries([...rule.matchAll(/([a-z-]+):([^;]+);/g)].map((m) => [m[1]!, m[2]!])));

test('every site face has a reshaped fallback for each platform font, at its own weight', () => {
  assert.equal(faces.length, SITE_FONTS.length * FALLBACK_FONTS.length);
  for (const font of SITE_FONTS) {
    for (const fallback of FALLBACK_FONTS) {
      const face = faces.find((f) => f['font-family'] === `'${fallbackFamily(font.family, fallback)}'` && f['font-weight'] === String(font.weight));
      assert.ok(face, `${font.family} ${font.weight} over ${fallback.name}`);
      const locals = font.weight >= 600 ? fallback.bold : fallback.regular;
      assert.equal(face.src, locals.map((name) => `local('${name}')`).join(','));
    }
  }
});

test('Arial is scaled to Inter’s average glyph width and given Inter’s ascent and descent', () => {
  const face = faces.find((f) => f['font-family'] === "'Inter Fallback Arial'" && f['font-weight'] === '400')!;
  // Inter: xWidthAvg 978, ascent 1984, descent -494 per 2048; Arial: xWidthAvg 913 per 2048.
  assert.equal(face['size-adjust'], '107.12%');
  assert.equal(face['ascent-override'], '90.44%');
  assert.equal(face['descent-override'], '22.52%');
  assert.equal(face['line-gap-override'], '0.00%');
});

test('the body and heading font stacks put the fallbacks right after the web font', () => {
  assert.ok(fonts.body.startsWith("'Inter', 'Inter Fallback Roboto', 'Inter Fallback Helvetica', 'Inter Fallback Arial', 'Inter Fallback DejaVu Sans',"));
  assert.ok(fonts.heading.startsWith("'Montserrat', 'Montserrat Fallback Roboto',"));
});
