import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import helvetica from '@capsizecss/metrics/helvetica';
import helveticaBold from '@capsizecss/metrics/helvetica/700';
import inter from '@capsizecss/metrics/inter';
import interSemiBold from '@capsizecss/metrics/inter/600';
import montserratBold from '@capsizecss/metrics/montserrat/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';
import { FALLBACK_FONTS, type FallbackFont, fallbackFamily } from '../../src/ui/styles/font-fallbacks.ts';
import { SITE_FONTS, type SiteFont } from '../../src/ui/styles/font-subsets.ts';

interface Metrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  /** Average glyph width weighted by how often each Latin letter occurs in English text. */
  xWidthAvg: number;
}

interface CapsizeMetrics extends Omit<Metrics, 'xWidthAvg'> {
  xWidthAvg: number;
  subsets?: { latin?: { xWidthAvg: number } };
}

const latin = (metrics: CapsizeMetrics): Metrics => ({ ...metrics, xWidthAvg: metrics.subsets?.latin?.xWidthAvg ?? metrics.xWidthAvg });

// Measured from Debian's fonts-dejavu-core 2.37 with @capsizecss/unpack, which @capsizecss/metrics does not list.
const DEJAVU_SANS: Metrics = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 };
const DEJAVU_SANS_BOLD: Metrics = { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1176 };

function fallbackMetrics(fallback: FallbackFont, bold: boolean): Metrics {
  switch (fallback.name) {
    case 'Roboto':
      return latin(bold ? robotoBold : roboto);
    case 'Helvetica':
      return latin(bold ? helveticaBold : helvetica);
    case 'Arial':
      return latin(bold ? arialBold : arial);
    case 'DejaVu Sans':
      return bold ? DEJAVU_SANS_BOLD : DEJAVU_SANS;
  }
}

const WEB_FONT_METRICS: Record<string, Metrics> = {
  'Inter 400': latin(inter),
  'Inter 600': latin(interSemiBold),
  'Montserrat 700': latin(montserratBold),
};

function webFontMetrics(font: SiteFont): Metrics {
  const metrics = WEB_FONT_METRICS[`${font.family} ${font.weight}`];
  if (!metrics) throw new Error(`No metrics for ${font.family} ${font.weight}`);
  return metrics;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * One @font-face per site face and local fallback: the local font scaled so its average glyph is as
 * wide as the web font's, with the web font's vertical metrics. The same formulas as Capsize's
 * createFontStack, with one family name per fallback so every weight shares a font-family list.
 */
export function fallbackFaces(): string {
  return SITE_FONTS.flatMap((font) => {
    const web = webFontMetrics(font);
    const bold = font.weight >= 600;
    return FALLBACK_FONTS.map((fallback) => {
      const local = fallbackMetrics(fallback, bold);
      const sizeAdjust = web.xWidthAvg / web.unitsPerEm / (local.xWidthAvg / local.unitsPerEm);
      const scaled = (value: number) => percent(Math.abs(value) / web.unitsPerEm / sizeAdjust);
      const sources = (bold ? fallback.bold : fallback.regular).map((name) => `local('${name}')`).join(',');
      return `@font-face{font-family:'${fallbackFamily(font.family, fallback)}';font-style:normal;font-weight:${font.weight};src:${sources};size-adjust:${percent(sizeAdjust)};ascent-override:${scaled(web.ascent)};descent-override:${scaled(web.descent)};line-gap-override:${scaled(web.lineGap)};}`;
    });
  }).join('');
}
