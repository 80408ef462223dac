/** The cartographic sheet around every map: neat line, title block, legend, scale bar, north arrow, notes. */
import { COMPANY_NAME, TICKER_TEXT } from '../../../src/shared/site.ts';
import { n, palette, svgDoc, text } from './kit.ts';

export interface Frame {
  x: number;
  y: number;
  w: number;
  h: number;
  pxPerKm: number;
}

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
  /** Kilometres across the map frame; sets the scale bar. */
  kmAcross: number;
  facts: string[];
  legend: LegendItem[];
}

const PANEL_W = 400;

export function frameOf(spec: Pick<SheetSpec, 'width' | 'height' | 'kmAcross'>): Frame {
  const w = spec.width - PANEL_W - 80;
  return { x: 40, y: 40, w, h: spec.height - 80, pxPerKm: w / spec.kmAcross };
}

/** A round scale-bar length: the largest of 1-2-5 steps that fits a quarter of the frame. */
function scaleKm(frame: Frame): number {
  const target = frame.w / 4 / frame.pxPerKm;
  const steps = [0.5, 1, 2, 5, 10, 20, 50, 100, 200, 500, 1000];
  return steps.filter((s) => s <= target).pop() ?? 0.5;
}

function scaleBar(x: number, y: number, frame: Frame): string {
  const km = scaleKm(frame);
  const len = km * frame.pxPerKm;
  let s = '';
  for (let i = 0; i < 4; i++) {
    s += `<rect x="${n(x + (i * len) / 4)}" y="${y}" width="${n(len / 4)}" height="8" fill="${i % 2 ? '#ffffff' : palette.ink}" stroke="${palette.ink}" stroke-width="1"/>`;
  }
  s += text(x, y + 28, '0', { size: 14, fill: palette.ink, anchor: 'middle' });
  s += text(x + len, y + 28, `${km} km`, { size: 14, fill: palette.ink, anchor: 'middle' });
  return s;
}

function northArrow(x: number, y: number): string {
  return `<path d="M${x} ${y - 34}L${x + 13} ${y + 10}L${x} ${y}Z" fill="${palette.ink}"/><path d="M${x} ${y - 34}L${x - 13} ${y + 10}L${x} ${y}Z" fill="#ffffff" stroke="${palette.ink}" stroke-width="1.5"/>${text(x, y + 32, 'N', { size: 18, fill: palette.ink, weight: 700, anchor: 'middle' })}`;
}

export function mapSheet(spec: SheetSpec, content: { defs: string; body: string }): string {
  const frame = frameOf(spec);
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
  panel += northArrow(px + pw - 50, bottom - 150);
  panel += scaleBar(px + 22, bottom - 160, frame);
  const notes = ['Schematic compilation for illustration only;', 'positions approximate. Refer to the', 'technical reports filed on SEDAR+.'];
  notes.forEach((line, i) => {
    panel += text(px + 22, bottom - 80 + i * 19, line, { size: 13, fill: palette.slate });
  });
  const defs = `${content.defs}<clipPath id="frame"><rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}"/></clipPath>`;
  const body = `<rect width="${spec.width}" height="${spec.height}" fill="${palette.surfaceAlt}"/><g clip-path="url(#frame)">${content.body}</g><rect x="${frame.x}" y="${frame.y}" width="${frame.w}" height="${frame.h}" fill="none" stroke="${palette.slate}" stroke-width="2"/>${ticks(frame)}${panel}`;
  return svgDoc(spec.width, spec.height, defs, body);
}

/** Graticule ticks along the neat line every kilometre step of the scale bar. */
function ticks(frame: Frame): string {
  const step = scaleKm(frame) * frame.pxPerKm;
  let d = '';
  for (let x = frame.x + step; x < frame.x + frame.w; x += step) d += `M${n(x)} ${frame.y}v10M${n(x)} ${frame.y + frame.h}v-10`;
  for (let y = frame.y + step; y < frame.y + frame.h; y += step) d += `M${frame.x} ${n(y)}h10M${frame.x + frame.w} ${n(y)}h-10`;
  return `<path d="${d}" stroke="${palette.slate}" stroke-width="1.5"/>`;
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
