/**
 * The site's self-hosted faces and the two files each is served as: the full Latin file from
 * @fontsource, and a core subset cut from it by `npm run generate-assets` holding just the characters
 * the site's English copy uses. Only the core files are preloaded; the Latin file downloads only when
 * a page shows a character outside the core set (an accented name in a press release, say).
 */
export const SITE_FONTS = [
  { family: 'Inter', weight: 400, source: '@fontsource/inter/files/inter-latin-400-normal.woff2' },
  { family: 'Inter', weight: 600, source: '@fontsource/inter/files/inter-latin-600-normal.woff2' },
  { family: 'Montserrat', weight: 700, source: '@fontsource/montserrat/files/montserrat-latin-700-normal.woff2' },
] as const;

export type SiteFont = (typeof SITE_FONTS)[number];
export type FontSubset = 'core' | 'latin';

export function fontFileName(font: SiteFont, subset: FontSubset): string {
  return `${font.family.toLowerCase()}-${font.weight}-${subset}.woff2`;
}

/** @fontsource's Latin subset, as its own CSS declares it. */
export const LATIN_UNICODE_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

/** Printable ASCII, no-break space, typographic quotes and dashes, and the few symbols the copy uses. */
const CORE_CODE_POINTS: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xae, 0xae],
  [0xb0, 0xb0],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0xe9, 0xe9],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

export const CORE_UNICODE_RANGE = CORE_CODE_POINTS.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',');

/** Every character of the core subset, the text the subsetter keeps glyphs for. */
export function coreCharacters(): string {
  return CORE_CODE_POINTS.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('');
}
