import fallbackFaces from '../../../.generated/fonts/fallback-faces.css?raw';
import { CORE_UNICODE_RANGE, type FontSubset, fontFileName, LATIN_UNICODE_RANGE, SITE_FONTS, type SiteFont } from './font-subsets.ts';

// Written by `npm run generate-assets` (scripts/assets/fonts.ts); imported so Vite hashes their names.
const files = import.meta.glob<string>('../../../.generated/fonts/*.woff2', { query: '?url', import: 'default', eager: true });

function fontUrl(font: SiteFont, subset: FontSubset): string {
  const url = files[`../../../.generated/fonts/${fontFileName(font, subset)}`];
  if (!url) throw new Error(`Missing ${fontFileName(font, subset)}: run npm run generate-assets`);
  return url;
}

const face = (font: SiteFont, url: string, range: string) =>
  `@font-face{font-family:'${font.family}';font-style:normal;font-weight:${font.weight};font-display:swap;src:url(${url}) format('woff2');unicode-range:${range};}`;

/**
 * Declared in the page's own <style> rather than a stylesheet, so no render-blocking request stands
 * between HTML and first paint. Each face is declared twice: where unicode-ranges overlap the browser
 * tries the last declared face first, so the core file serves the site's copy and the full Latin file
 * is fetched only for characters outside it. The local fallbacks (font-fallbacks.ts) come first.
 */
export const fontFaceCss =
  fallbackFaces +
  SITE_FONTS.map(
    (font) => face(font, fontUrl(font, 'latin'), LATIN_UNICODE_RANGE) + face(font, fontUrl(font, 'core'), CORE_UNICODE_RANGE),
  ).join('');

/** Every core file is preloaded: a face that arrived after the first paint would reflow text and shift the layout. */
export const PRELOADED_FONTS = SITE_FONTS.map((font) => fontUrl(font, 'core'));
