/** Media-kit chart: the area of each project as horizontal bars, only from the hectares the site publishes. */
import { COMPANY_NAME, TICKER_TEXT } from '../../../src/shared/site.ts';
import { hexMark } from './brand-pieces.ts';
import { n, palette, svgDoc, text } from './kit.ts';

const AREAS = [
  { project: 'Eaglehead', hectares: 15956 },
  { project: 'Stony Lake', hectares: 13625 },
  { project: 'Copper Keg', hectares: 6628.12 },
  { project: 'Matachewan', hectares: 1328 },
];

const W = 1600;
const H = 1000;
const PLOT = { x: 320, y: 330, w: 1020, row: 132, bar: 68 };
const AXIS_MAX = 16000;
const AXIS_STEP = 4000;

const hectares = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function projectAreaChart(): string {
  const bottom = PLOT.y + PLOT.row * AREAS.length;
  const xOf = (value: number) => PLOT.x + (value / AXIS_MAX) * PLOT.w;
  let body = `<rect width="${W}" height="${H}" fill="${palette.white}"/><rect width="${W}" height="120" fill="${palette.night}"/>`;
  body += hexMark(60, 20, 80);
  body += text(160, 62, COMPANY_NAME.toUpperCase(), { size: 26, fill: palette.white, weight: 700, spacing: 2 });
  body += text(160, 94, TICKER_TEXT, { size: 20, fill: palette.copperLight, weight: 700 });
  body += text(60, 210, 'Project Areas', { size: 52, fill: palette.ink, weight: 700 });
  body += text(60, 256, 'Area of each property, in hectares', { size: 26, fill: palette.slate });
  body += `<rect x="60" y="280" width="110" height="6" fill="${palette.copper}"/>`;
  for (let value = 0; value <= AXIS_MAX; value += AXIS_STEP) {
    const x = n(xOf(value));
    body += `<path d="M${x} ${PLOT.y - 20}V${bottom}" stroke="${value ? '#d9dee3' : palette.slate}" stroke-width="${value ? 1.5 : 2.5}"/>`;
    body += text(xOf(value), bottom + 40, hectares.format(value), { size: 22, fill: palette.slate, anchor: 'middle' });
  }
  AREAS.forEach((area, i) => {
    const top = PLOT.y + i * PLOT.row + (PLOT.row - PLOT.bar) / 2;
    const mid = top + PLOT.bar / 2;
    body += text(PLOT.x - 28, mid + 10, area.project, { size: 30, fill: palette.ink, weight: 700, anchor: 'end' });
    body += `<rect x="${PLOT.x}" y="${n(top)}" width="${n(xOf(area.hectares) - PLOT.x)}" height="${PLOT.bar}" fill="${palette.copper}"/>`;
    body += text(xOf(area.hectares) + 18, mid + 10, `${hectares.format(area.hectares)} ha`, { size: 28, fill: palette.copperDark, weight: 700 });
  });
  body += `<rect x="0" y="${H - 14}" width="${W}" height="14" fill="${palette.copper}"/>`;
  return svgDoc(W, H, '', body);
}
