/**
 * Local fonts reshaped to Inter's and Montserrat's metrics (size-adjust and ascent, descent and
 * line-gap overrides), listed right after the web font. Until the preloaded file arrives the text is
 * laid out in one of these, so the swap changes the letter shapes but hardly the line breaks, and
 * the page does not shift. One for each platform's usual sans: Roboto (Android), Helvetica (Apple),
 * Arial (Windows; Liberation Sans shares its metrics), DejaVu Sans (Linux). The faces themselves are
 * written by `npm run generate-assets` (scripts/assets/font-fallbacks.ts).
 */
export const FALLBACK_FONTS = [
  { name: 'Roboto', regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
  { name: 'Helvetica', regular: ['Helvetica'], bold: ['Helvetica Bold', 'Helvetica-Bold'] },
  {
    name: 'Arial',
    regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
    bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
  },
  { name: 'DejaVu Sans', regular: ['DejaVu Sans', 'DejaVuSans'], bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
] as const;

export type FallbackFont = (typeof FALLBACK_FONTS)[number];

export function fallbackFamily(family: string, fallback: FallbackFont): string {
  return `${family} Fallback ${fallback.name}`;
}

/** A CSS font-family list: the web font, its reshaped local fallbacks, then the given generic families. */
export function fontStack(family: 'Inter' | 'Montserrat', ...then: string[]): string {
  return [`'${family}'`, ...FALLBACK_FONTS.map((fallback) => `'${fallbackFamily(family, fallback)}'`), ...then].join(', ');
}
