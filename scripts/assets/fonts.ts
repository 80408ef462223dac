import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import subsetFont from 'subset-font';
import { fallbackFaces } from './font-fallbacks.ts';
import { coreCharacters, type FontSubset, fontFileName, SITE_FONTS } from '../../src/ui/styles/font-subsets.ts';

const require = createRequire(import.meta.url);

export function fontSources(): string[] {
  return SITE_FONTS.map((font) => require.resolve(font.source));
}

/** The local fallback faces, as CSS the global style includes. */
export const FALLBACK_FACES_FILE = 'fallback-faces.css';

export function fontOutputs(dir: string): string[] {
  return [
    ...SITE_FONTS.flatMap((font) => (['core', 'latin'] as FontSubset[]).map((subset) => join(dir, fontFileName(font, subset)))),
    join(dir, FALLBACK_FACES_FILE),
  ];
}

/**
 * Writes each face's full Latin file, its core subset and the reshaped local fallbacks. The subset
 * keeps OpenType layout (kerning, tabular figures), so text set in it looks exactly as in the full file.
 */
export async function writeFonts(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const text = coreCharacters();
  for (const [i, source] of fontSources().entries()) {
    const font = SITE_FONTS[i]!;
    copyFileSync(source, join(dir, fontFileName(font, 'latin')));
    writeFileSync(join(dir, fontFileName(font, 'core')), await subsetFont(readFileSync(source), text, { targetFormat: 'woff2' }));
  }
  writeFileSync(join(dir, FALLBACK_FACES_FILE), fallbackFaces());
}
