import inter400 from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import inter600 from '@fontsource/inter/files/inter-latin-600-normal.woff2?url';
import montserrat700 from '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2?url';

/**
 * Self-hosted fonts, Latin subset only (the site's copy is English). Declared in the page's own
 * <style> rather than a stylesheet, so no render-blocking request stands between HTML and first paint;
 * the two faces above the fold are preloaded.
 */
export const FONT_FACES = [
  { family: 'Inter', weight: 400, url: inter400 },
  { family: 'Inter', weight: 600, url: inter600 },
  { family: 'Montserrat', weight: 700, url: montserrat700 },
] as const;

export const PRELOADED_FONTS = [inter400, montserrat700];

export const fontFaceCss = FONT_FACES.map(
  (f) =>
    `@font-face{font-family:'${f.family}';font-style:normal;font-weight:${f.weight};font-display:swap;src:url(${f.url}) format('woff2');unicode-range:U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD;}`,
).join('');
