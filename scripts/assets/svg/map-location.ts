/** Location maps: a province (or the continent) in outline with the project marked. */
import { type LonLat, projector } from './geo.ts';
import { n, palette, polygon, text } from './kit.ts';
import type { Frame } from './map-sheet.ts';
import type { Layer } from './map-layers.ts';

export interface LocationSpec {
  box: { west: number; east: number; south: number; north: number };
  region: LonLat[];
  others?: LonLat[][];
  sites: { at: LonLat; label: string; main?: boolean; below?: boolean }[];
  regionLabel: string;
}

/** Kilometres across the frame for a lon/lat box, so the sheet's scale bar is right. */
export function locationKm(spec: LocationSpec, f: Omit<Frame, 'pxPerKm'>): number {
  const k = Math.cos((((spec.box.south + spec.box.north) / 2) * Math.PI) / 180);
  const spanX = (spec.box.east - spec.box.west) * k;
  const spanY = spec.box.north - spec.box.south;
  const scale = Math.min(f.w / spanX, f.h / spanY);
  return (f.w / scale) * 111.32;
}

export function locationLayer(spec: LocationSpec, f: Frame): Layer {
  const p = projector(spec.box, f.x, f.y, f.w, f.h);
  let body = `<rect x="${f.x}" y="${f.y}" width="${f.w}" height="${f.h}" fill="#cfe0ea"/>`;
  for (const other of spec.others ?? []) body += `<path d="${polygon(other.map(p))}" fill="#e9e4d8" stroke="#a89a86" stroke-width="1.5"/>`;
  body += `<path d="${polygon(spec.region.map(p))}" fill="#f3e3d3" stroke="${palette.copperDark}" stroke-width="3"/>`;
  const centre = spec.region.map(p).reduce((a, b) => [a[0] + b[0] / spec.region.length, a[1] + b[1] / spec.region.length], [0, 0]);
  body += text(centre[0], centre[1] - 40, spec.regionLabel.toUpperCase(), { size: 26, fill: palette.copperDark, weight: 700, anchor: 'middle', spacing: 3, opacity: 0.6 });
  for (const site of spec.sites) {
    const [x, y] = p(site.at);
    body += site.main
      ? `<circle cx="${n(x)}" cy="${n(y)}" r="22" fill="${palette.copper}" fill-opacity="0.25"/><path d="M${n(x)} ${n(y - 16)}l4.7 10.5 11.3 1-8.6 7.5 2.6 11.1-10-6-10 6 2.6-11.1-8.6-7.5 11.3-1z" fill="${palette.copper}" stroke="${palette.night}" stroke-width="1.5"/>`
      : `<rect x="${n(x - 7)}" y="${n(y - 7)}" width="14" height="14" fill="${palette.slate}"/>`;
    body += `<text x="${n(site.below ? x : x + 26)}" y="${n(site.below ? y + 34 : y + 6)}"${site.below ? ' text-anchor="middle"' : ''} font-family="'DejaVu Sans', sans-serif" font-size="20" font-weight="700" fill="${palette.ink}" stroke="#ffffff" stroke-width="4" paint-order="stroke">${site.label}</text>`;
  }
  return { defs: '', body };
}
