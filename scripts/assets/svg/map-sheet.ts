/** The cartographic sheet around every map: neat line, title block, legend, scale bar, north arrow, notes. */
import { COMPANY_NAME, TICKER_TEXT } from '../../../src/shared/site.ts';
import { degrees, type MapView, type Rect } from '../geo/view.ts';
import { graticule } from './graticule.ts';
import { n, palette, svgDoc, text } from './kit.ts';

/** A map frame with its scale at the centre, for layers drawn in pixels. */
export type Frame = Rect & { pxPerKm: number };

export interface LegendItem {
  label: string;
  /** SVG drawn in a 30 x 18 box at the origin. */
  swatch: string;
}

export interface SheetSpec {
  width: number;
  height: number;
  project: string;
  title: string;
  figure: string;
  view: MapView;
  facts: string[];
  legend: LegendItem[];
  /** Source and caveat lines at the foot of the panel. */
  notes: string[];
}

const PANEL_W = 400;

/** The map frame of a sheet: everything left of the title panel, inside a margin for graticule labels. */
export function frameRect(width: number, height: number): Rect {
  return { x: 44, y: 40, w: width - PANEL_W - 84, h: height - 84 };
}

/** A round scale-bar length: the largest of 1-2-5 steps that fits a quarter of the frame. */
export function scaleKm(view: MapView): number {
  const target = view.frame.w / 4 / view.pxPerKm;
  const steps = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
  return steps.filter((s) => s <= target).pop() ?? 0.5;
}

function scaleBar(x: number, y: number, view: MapView, where: string): string {
  const km = scaleKm(view);
  const len = km * view.pxPerKm;
  let s = `<g id="scale-bar" data-km="${km}" data-px="${len.toFixed(3)}">`;
  for (let i = 0; i < 4; i++) {
    s += `<rect x="${n(x + (i * len) / 4)}" y="${y}" width="${n(len / 4)}" height="8" fill="${i % 2 ? '#ffffff' : palette.ink}" stroke="${palette.ink}" stroke-width="1"/>`;
  }
  s += text(x, y + 28, '0', { size: 14, fill: palette.ink, anchor: 'middle' });
  s += text(x + len / 2, y + 28, String(km / 2), { size: 14, fill: palette.ink, anchor: 'middle' });
  s += text(x + len, y + 28, `${km} km`, { size: 14, fill: palette.ink, anchor: 'middle' });
  s += text(x, y + 48, where, { size: 12, fill: palette.slate });
  return `${s}</g>`;
}

function northArrow(x: number, y: number): string {
  return `<path d="M${x} ${y - 34}L${x + 13} ${y + 10}L${x} ${y}Z" fill="${palette.ink}"/><path d="M${x} ${y - 34}L${x - 13} ${y + 10}L${x} ${y}Z" fill="#ffffff" stroke="${palette.ink}" stroke-width="1.5"/>${text(x, y + 32, 'N', { size: 18, fill: palette.ink, weight: 700, anchor: 'middle' })}`;
}

export function mapSheet(spec: SheetSpec, content: { defs: string; body: string; overlay?: string }): string {
  const frame = spec.view.frame;
  const px = spec.width - PANEL_W - 20;
  const pw = PANEL_W - 20;
  let panel = `<rect x="${px}" y="40" width="${pw}" height="${spec.height - 80}" fill="#ffffff" stroke="${palette.slate}" stroke-width="2"/>`;
  panel += `<rect x="${px}" y="40" width="${pw}" height="92" fill="${palette.night}"/>`;
  panel += `<polygon points="${px + 46},54 ${px + 70},68 ${px + 70},96 ${px + 46},110 ${px + 22},96 ${px + 22},68" fill="${palette.copper}"/>`;
  panel += text(px + 46, 89, 'Cu', { size: 18, fill: '#ffffff', weight: 700, anchor: 'middle' });
  panel += text(px + 88, 80, COMPANY_NAME.toUpperCase(), { size: 18, fill: '#ffffff', weight: 700 });
  panel += text(px + 88, 106, TICKER_TEXT, { size: 15, fill: palette.copperLight });
  let y = 176;
  panel += text(px + 22, y, spec.project.toUpperCase(), { size: 15, fill: palette.copper, weight: 700, spacing: 1.5 });
  y += 34;
  for (const line of wrap(spec.title, 26)) {
    panel += text(px + 22, y, line, { size: 24, fill: palette.ink, weight: 700 });
    y += 30;
  }
  panel += text(px + 22, y + 2, spec.figure, { size: 14, fill: palette.slate });
  y += 24;
  panel += `<path d="M${px + 22} ${y}H${px + pw - 22}" stroke="${palette.copperLight}" stroke-width="2"/>`;
  y += 30;
  for (const fact of spec.facts) {
    panel += text(px + 22, y, fact, { size: 15, fill: palette.ink });
    y += 24;
  }
  y += 14;
  panel += text(px + 22, y, 'LEGEND', { size: 14, fill: palette.slate, weight: 700, spacing: 1.5 });
  y += 16;
  for (const item of spec.legend) {
    panel += `<g transform="translate(${px + 22} ${y})">${item.swatch}</g>`;
    panel += text(px + 62, y + 14, item.label, { size: 15, fill: palette.ink });
    y += 28;
  }
  const bottom = spec.height - 40;
  const notesTop = bottom - 14 - spec.notes.length * 18;
  panel += northArrow(px + pw - 50, notesTop - 150);
  panel += scaleBar(px + 22, notesTop - 86, spec.view, `Scale true at ${degrees(spec.view.centre[1], 'lat')}`);
  spec.notes.forEach((line, i) => {
    panel += text(px + 22, notesTop + 14 + i * 18, line, { size: 12.5, fill: palette.slate });
  });
  const grid = graticule(spec.view);
  const defs = `${content.defs}<clipPath id="frame"><rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}"/></clipPath>`;
  const body = `<rect width="${spec.width}" height="${spec.height}" fill="${palette.surfaceAlt}"/><g clip-path="url(#frame)">${content.body}${grid.lines}${content.overlay ?? ''}</g><rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}" fill="none" stroke="${palette.slate}" stroke-width="2"/>${grid.labels}${panel}`;
  return svgDoc(spec.width, spec.height, defs, body);
}

function wrap(value: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of value.split(' ')) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}
